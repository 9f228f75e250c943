import LodestarGeometry

extension SceneAudit {
  /// Each accessibility element with the frame of the part it describes, and an element for each visible
  /// part.
  func auditAccessibility(of scene: TourScene, into findings: inout [SceneAuditFinding]) {
    let minimum = TouchLayout.minimumHittableOpacity
    var view: CoachMarkView?
    if let mark = scene.coachMark, mark.opacity >= minimum { view = CoachMarkView(mark) }
    var skip: SceneSkipControl?
    if let control = scene.skipControl, control.opacity >= minimum { skip = control }
    var progress: SceneProgress?
    if let text = scene.progress, text.opacity >= minimum { progress = text }

    // Each element with a known identifier describes the part with its frame.
    var described: UInt8 = 0  // one bit per part
    for element in scene.accessibilityElements {
      guard let part = AccessiblePart(identifier: element.id) else { continue }
      described |= 1 << part.rawValue
      let (auditElement, frame) = part.frame(view: view, skip: skip, progress: progress)
      let expected = frame ?? .null
      if frame == nil || !Self.isSame(element.frame, expected, tolerance: tolerance) {
        findings.append(
          SceneAuditFinding(
            kind: .accessibilityFrameMismatch, elements: [.accessibilityElement(element.id), auditElement],
            frames: [element.frame, expected]))
      }
    }
    // Each visible part has an element.
    for part in AccessiblePart.allCases where described & (1 << part.rawValue) == 0 {
      let (element, frame) = part.frame(view: view, skip: skip, progress: progress)
      guard let frame else { continue }
      findings.append(SceneAuditFinding(kind: .missingAccessibilityElement, elements: [element], frames: [frame]))
    }
  }

  /// The next control and the skip control (``TouchLayout/init(scene:)``: the default body, a custom slot's
  /// control region, the skip control's hit area) at least the minimum touch target size on screen.
  func auditTouchTargets(of scene: TourScene, into findings: inout [SceneAuditFinding]) {
    let layout = TouchLayout(scene: scene)
    let screen = scene.bounds
    var controls: [(SceneAuditElement, Rect)] = []
    if let next = layout.nextControl { controls.append((.nextControl, next)) }
    if let skip = layout.skipControl { controls.append((.skipControl, skip)) }
    for (element, frame) in controls {
      let reachable = frame.intersection(screen)
      let isLargeEnough =
        !reachable.isNull && reachable.width >= minimumTouchTargetSize.width - tolerance
        && reachable.height >= minimumTouchTargetSize.height - tolerance
      if !isLargeEnough {
        findings.append(SceneAuditFinding(kind: .touchTargetTooSmall, elements: [element], frames: [reachable]))
      }
    }
  }

  /// A part of a scene assistive technology must reach, by the identifier of the element that describes it.
  enum AccessiblePart: UInt8, CaseIterable {
    case title, hint, next, body, skip, progress

    init?(identifier: String) {
      switch identifier {
      case "coachMarkTitle": self = .title
      case "coachMarkHint": self = .hint
      case "coachMarkNext": self = .next
      case "coachMarkBody": self = .body
      case "skipButton": self = .skip
      case "coachMarkProgress": self = .progress
      default: return nil
      }
    }

    /// The part as a finding names it, and its frame as shown (`nil` when the scene does not show it).
    func frame(view: CoachMarkView?, skip: SceneSkipControl?, progress: SceneProgress?)
      -> (element: SceneAuditElement, frame: Rect?)
    {
      let mark = view?.mark
      switch self {
      case .title: return (.textBlock(.title), mark?.title.flatMap { view?.shown($0.frame) })
      case .hint: return (.textBlock(.hint), mark?.hint.flatMap { view?.shown($0.frame) })
      case .next:
        if let next = mark?.next { return (.textBlock(.next), view?.shown(next.frame)) }
        // A default body without a next label is itself the next control.
        return (.nextControl, mark?.customBody == nil ? view?.body : nil)
      case .body: return (.body, mark?.customBody == nil ? nil : view?.body)
      case .skip: return (.skipControl, skip?.frame)
      case .progress: return (.progress, progress?.frame)
      }
    }
  }

  /// Whether two frames are equal within the tolerance (two null frames are equal).
  static func isSame(_ first: Rect, _ second: Rect, tolerance: Double) -> Bool {
    if first.isNull || second.isNull { return first.isNull && second.isNull }
    return abs(first.minX - second.minX) <= tolerance && abs(first.minY - second.minY) <= tolerance
      && abs(first.width - second.width) <= tolerance && abs(first.height - second.height) <= tolerance
  }
}
