import LodestarGeometry
import LodestarHostTree

extension SceneAudit {
  /// Each highlighted target can be seen whole (not off the screen, not clipped away by a scroll container or
  /// another clipping ancestor), and a shown coach mark with openings has something on screen that points at its
  /// target: an opening or its arrow.
  func auditTargets(
    in scene: TourScene, coachMark shown: (frame: Rect, hasArrow: Bool)?, into findings: inout [SceneAuditFinding]
  ) {
    let count = min(scene.interaction.targetIDs.count, scene.interaction.targetFrames.count)
    guard count > 0 else { return }
    let screen = Rect(origin: .zero, size: scene.size)
    let visibleCount = scene.interaction.targetVisibleFrames.count
    var firstFrame: Rect?
    for index in 0..<count {
      let frame = scene.interaction.targetFrames[index]
      // A frame that is not finite is the number check's finding.
      guard !frame.isNull, frame.isFinite else { continue }
      if firstFrame == nil { firstFrame = frame }
      let clipped = index < visibleCount ? scene.interaction.targetVisibleFrames[index] : frame
      let visible = clipped.intersection(screen)
      if !hasArea(visible) {
        let id = scene.interaction.targetIDs[index].rawValue
        findings.append(
          SceneAuditFinding(kind: .targetOutOfView, elements: [.target(id), .screen], frames: [frame, screen]))
      } else if !fits(frame, in: visible) {
        let id = scene.interaction.targetIDs[index].rawValue
        findings.append(
          SceneAuditFinding(
            kind: .targetPartlyOutOfView, elements: [.target(id), .visiblePart], frames: [frame, visible]))
      }
    }
    // A step drawn without an opening (`NoHighlightFocusStyle`, or a cut-out too small to have an area) and over
    // its target is the documented fallback; openings that all lie off the screen are not.
    guard let shown, let firstFrame, !shown.hasArrow else { return }
    var hasOpening = false
    var openingOnScreen = false
    for cutout in scene.overlay.cutouts {
      let bounds = cutout.bounds
      guard bounds.isFinite, hasArea(bounds) else { continue }
      hasOpening = true
      if hasArea(bounds.intersection(screen)) {
        openingOnScreen = true
        break
      }
    }
    guard hasOpening else { return }
    guard !openingOnScreen, let id = scene.interaction.targetIDs.first else { return }
    findings.append(
      SceneAuditFinding(
        kind: .nothingPointsAtTarget, elements: [.coachMark, .target(id.rawValue)], frames: [shown.frame, firstFrame]))
  }

  /// Whether a rectangle is more than the tolerance wide and tall (false for the null rectangle).
  func hasArea(_ rect: Rect) -> Bool {
    !rect.isNull && rect.width > tolerance && rect.height > tolerance
  }
}
