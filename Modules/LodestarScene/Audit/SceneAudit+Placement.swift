import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarTimeline

extension SceneAudit {
  /// The coach mark inside the safe area and, beside its target, clear of every opening.
  func auditCoachMarkPlacement(_ view: CoachMarkView, in scene: TourScene, into findings: inout [SceneAuditFinding]) {
    let safeArea = scene.safeArea
    if !fits(view.frame, in: safeArea) {
      findings.append(
        SceneAuditFinding(kind: .leavesSafeArea, elements: [.coachMark, .safeArea], frames: [view.frame, safeArea]))
    }
    guard view.position == .besideTarget else { return }
    for (index, box) in scene.overlay.region.openingBoxes.enumerated() {
      if overlaps(view.body, box) {
        findings.append(
          SceneAuditFinding(
            kind: .coachMarkCoversOpening, elements: [.body, .opening(index)], frames: [view.body, box]))
      }
      if let arrow = view.arrow, overlaps(arrow.frame, box) {
        findings.append(
          SceneAuditFinding(
            kind: .coachMarkCoversOpening, elements: [.arrow, .opening(index)], frames: [arrow.frame, box]))
      }
    }
  }

  /// The skip control and the progress text inside the safe area, clear of the openings (unless the scene
  /// records the fallback), of the coach mark and of each other.
  func auditSkipControlAndProgress(in scene: TourScene, into findings: inout [SceneAuditFinding]) {
    let safeArea = scene.safeArea
    let boxes = scene.overlay.region.openingBoxes
    var markFrame: Rect?
    if let mark = scene.coachMark, mark.opacity.value > 0 { markFrame = CoachMarkView(mark).frame }
    var skipHitFrame: Rect?
    if let skip = scene.skipControl, skip.opacity.value > 0 {
      skipHitFrame = skip.hitFrame
      if !fits(skip.frame, in: safeArea) {
        findings.append(
          SceneAuditFinding(
            kind: .leavesSafeArea, elements: [.skipControl, .safeArea], frames: [skip.frame, safeArea]))
      }
      if !skip.isPlacedOverOpening {
        for (index, box) in boxes.enumerated() where overlaps(skip.hitFrame, box) {
          findings.append(
            SceneAuditFinding(
              kind: .skipControlCoversOpening, elements: [.skipControl, .opening(index)], frames: [skip.hitFrame, box]))
        }
      }
      if let markFrame, overlaps(skip.hitFrame, markFrame) {
        findings.append(
          SceneAuditFinding(
            kind: .skipControlOverlapsCoachMark, elements: [.skipControl, .coachMark],
            frames: [skip.hitFrame, markFrame]))
      }
    }
    guard let progress = scene.progress, progress.opacity.value > 0 else { return }
    if !fits(progress.frame, in: safeArea) {
      findings.append(
        SceneAuditFinding(kind: .leavesSafeArea, elements: [.progress, .safeArea], frames: [progress.frame, safeArea]))
    }
    if !progress.isPlacedOverOpening {
      for (index, box) in boxes.enumerated() where overlaps(progress.frame, box) {
        findings.append(
          SceneAuditFinding(
            kind: .progressCoversOpening, elements: [.progress, .opening(index)], frames: [progress.frame, box]))
      }
    }
    if let markFrame, overlaps(progress.frame, markFrame) {
      findings.append(
        SceneAuditFinding(
          kind: .progressOverlapsCoachMark, elements: [.progress, .coachMark], frames: [progress.frame, markFrame]))
    }
    if let skipHitFrame, overlaps(progress.frame, skipHitFrame) {
      findings.append(
        SceneAuditFinding(
          kind: .progressOverlapsSkipControl, elements: [.progress, .skipControl],
          frames: [progress.frame, skipHitFrame]))
    }
  }

  /// The arrow of a coach mark beside its target: touching the body, its tip near an opening or target that
  /// lies in front of it and across from it.
  func auditArrow(_ arrow: SceneArrow, body: Rect, in scene: TourScene, into findings: inout [SceneAuditFinding]) {
    let frame = arrow.frame
    let reach = body.insetBy(dx: -tolerance, dy: -tolerance)
    if frame.intersection(reach).isNull {
      findings.append(
        SceneAuditFinding(kind: .arrowDetachedFromBody, elements: [.arrow, .body], frames: [frame, body]))
    }
    var candidates: [(SceneAuditElement, Rect)] = scene.overlay.region.openingBoxes.enumerated().map {
      (.opening($0.offset), $0.element)
    }
    for (id, target) in zip(scene.interaction.targetIDs, scene.interaction.targetFrames) {
      candidates.append((.target(id.rawValue), target))
    }
    guard !candidates.isEmpty else { return }
    let tip = arrow.tip
    var nearest: (element: SceneAuditElement, box: Rect, distance: Double)?
    for (element, box) in candidates {
      if points(arrow.orientation, from: tip, at: box) { return }
      let distance = Self.distance(from: tip, to: box)
      if nearest == nil || distance < nearest?.distance ?? 0 { nearest = (element, box, distance) }
    }
    guard let nearest else { return }
    let tipBox = Rect(origin: tip, size: .zero)
    if nearest.distance > maximumArrowGap + tolerance {
      findings.append(
        SceneAuditFinding(
          kind: .arrowDetachedFromTarget, elements: [.arrow, nearest.element], frames: [frame, nearest.box]))
    } else {
      findings.append(
        SceneAuditFinding(
          kind: .arrowMissesTarget, elements: [.arrow, nearest.element], frames: [tipBox, nearest.box]))
    }
  }

  /// Whether an arrow pointing `direction` with its tip at `tip` points at `box`: the box starts in front
  /// of the tip, at most ``maximumArrowGap`` away, and spans the tip across the pointing direction.
  package func points(_ direction: ArrowDirection, from tip: Point, at box: Rect) -> Bool {
    let slack = tolerance
    let gap: Double
    let across: Bool
    switch direction {
    case .up:
      gap = tip.y - box.maxY
      across = tip.x >= box.minX - slack && tip.x <= box.maxX + slack
    case .down:
      gap = box.minY - tip.y
      across = tip.x >= box.minX - slack && tip.x <= box.maxX + slack
    case .left:
      gap = tip.x - box.maxX
      across = tip.y >= box.minY - slack && tip.y <= box.maxY + slack
    case .right:
      gap = box.minX - tip.x
      across = tip.y >= box.minY - slack && tip.y <= box.maxY + slack
    }
    return across && gap >= -slack && gap <= maximumArrowGap + slack
  }

  /// The distance from a point to the nearest point of a rectangle (0 inside it).
  static func distance(from point: Point, to rect: Rect) -> Double {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }
}
