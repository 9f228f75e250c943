import LodestarGeometry
import LodestarScene
import LodestarText

extension WalkthroughAudit {
  /// Every visible control and the page control: large enough to tap, inside the safe area, its title inside
  /// it and large enough, and no two overlapping.
  func auditControls(
    of scene: WalkthroughScene, controls: [(name: String, hitFrame: Rect)], measurer: some TextMeasurer,
    into findings: inout [SceneAuditFinding]
  ) {
    var drawn = scene.controls.filter { !$0.isHidden }.map { (name: $0.kind.rawValue, frame: $0.frame) }
    if let pageControl = scene.pageControl { drawn.append((name: "pageControl", frame: pageControl.frame)) }
    for control in controls {
      let size = control.hitFrame.size
      if size.width < minimumTouchTargetSize.width - tolerance
        || size.height < minimumTouchTargetSize.height - tolerance
      {
        findings.append(
          SceneAuditFinding(kind: .touchTargetTooSmall, elements: [.control(control.name)], frames: [control.hitFrame]))
      }
    }
    for control in drawn where !fits(control.frame, in: scene.safeArea) {
      findings.append(
        SceneAuditFinding(
          kind: .leavesSafeArea, elements: [.control(control.name), .safeArea], frames: [control.frame, scene.safeArea])
      )
    }
    for control in scene.controls where !control.isHidden {
      let name = control.kind.rawValue
      if control.fontSize < minimumFontSize - tolerance || !control.fontSize.isFinite {
        findings.append(SceneAuditFinding(kind: .textTooSmall, elements: [.control(name)], frames: [control.frame]))
      }
      let width = measurer.width(of: control.title, fontSize: control.fontSize)
      let height = measurer.lineHeight(fontSize: control.fontSize)
      let title = Rect(
        x: control.frame.midX - width / 2, y: control.frame.midY - height / 2, width: width, height: height)
      if !fits(title, in: control.frame) {
        findings.append(
          SceneAuditFinding(kind: .textLeavesBlock, elements: [.control(name)], frames: [title, control.frame]))
      }
    }
    for (index, control) in controls.enumerated() {
      for other in controls[(index + 1)...] where overlaps(control.hitFrame, other.hitFrame) {
        findings.append(
          SceneAuditFinding(
            kind: .overlapsControl, elements: [.control(control.name), .control(other.name)],
            frames: [control.hitFrame, other.hitFrame]))
      }
    }
  }
}
