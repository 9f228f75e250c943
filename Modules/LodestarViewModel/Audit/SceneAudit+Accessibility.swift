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

    // The parts assistive technology must reach, by the identifier of the element that describes them.
    var parts: [(id: String, element: SceneAuditElement, frame: Rect)] = []
    if let view {
      let mark = view.mark
      if let title = mark.title { parts.append(("coachMarkTitle", .textBlock(.title), view.shown(title.frame))) }
      if let hint = mark.hint { parts.append(("coachMarkHint", .textBlock(.hint), view.shown(hint.frame))) }
      if let next = mark.next {
        parts.append(("coachMarkNext", .textBlock(.next), view.shown(next.frame)))
      } else if mark.customBody == nil {
        parts.append(("coachMarkNext", .nextControl, view.body))
      }
      if mark.customBody != nil { parts.append(("coachMarkBody", .body, view.body)) }
    }
    if let skip { parts.append(("skipButton", .skipControl, skip.frame)) }
    if let progress { parts.append(("coachMarkProgress", .progress, progress.frame)) }

    let known: Set<String> = [
      "coachMarkTitle", "coachMarkHint", "coachMarkNext", "coachMarkBody", "skipButton", "coachMarkProgress",
    ]
    for element in scene.accessibilityElements where known.contains(element.id) {
      let described = parts.first { $0.id == element.id }
      let expected = described?.frame ?? .null
      if described == nil || !Self.isSame(element.frame, expected, tolerance: tolerance) {
        let part: SceneAuditElement = described?.element ?? .value("no visible part")
        findings.append(
          SceneAuditFinding(
            kind: .accessibilityFrameMismatch, elements: [.accessibilityElement(element.id), part],
            frames: [element.frame, expected]))
      }
    }
    for part in parts where !scene.accessibilityElements.contains(where: { $0.id == part.id }) {
      findings.append(
        SceneAuditFinding(kind: .missingAccessibilityElement, elements: [part.element], frames: [part.frame]))
    }
  }

  /// The next control, a custom body and the skip control's hit area at least the minimum touch target
  /// size on screen.
  func auditTouchTargets(of scene: TourScene, into findings: inout [SceneAuditFinding]) {
    let layout = TouchLayout(scene: scene)
    let screen = scene.bounds
    var controls: [(SceneAuditElement, Rect)] = []
    if let next = layout.nextControl { controls.append((.nextControl, next)) }
    if let mark = scene.coachMark, mark.customBody != nil, mark.next == nil, let body = layout.body {
      controls.append((.nextControl, body))
    }
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

  /// Whether two frames are equal within the tolerance (two null frames are equal).
  static func isSame(_ first: Rect, _ second: Rect, tolerance: Double) -> Bool {
    if first.isNull || second.isNull { return first.isNull && second.isNull }
    return abs(first.minX - second.minX) <= tolerance && abs(first.minY - second.minY) <= tolerance
      && abs(first.width - second.width) <= tolerance && abs(first.height - second.height) <= tolerance
  }
}
