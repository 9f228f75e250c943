import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText

extension TourScene {
  /// A small, fixed scene for tests and previews: a 390×844 overlay with a rounded opening around a
  /// 100×44 target at (20, 100), a body below it with an upward arrow, a hint, a next label, a skip
  /// control and the progress text "1 of 3", with an accessibility element for each visible part. Its text
  /// is measured in 8×18-pt monospaced cells; `SceneAudit` finds nothing wrong with it.
  ///
  /// - Returns: The scene, the same at every call.
  public static func sample() -> TourScene {
    let size = Size(width: 390, height: 844)
    let target = Rect(x: 20, y: 100, width: 100, height: 44)
    let cutout = BezierPath.roundedRect(target.insetBy(dx: -4, dy: -4), cornerRadius: 4)
    let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)
    let hintText = WrappedText(wrapping: "Tap here to start", maxWidth: 300, fontSize: 15, measurer: measurer)
    let nextText = WrappedText(wrapping: "Next", maxWidth: 300, fontSize: 17, measurer: measurer)
    // The body is at least 44 tall: it is the next control.
    let bodyFrame = Rect(
      x: 20, y: 161, width: 30 + hintText.width + 21 + nextText.width, height: max(20 + hintText.height, 44))
    let hintFrame = Rect(x: 35, y: 171, width: hintText.width, height: hintText.height)
    let separator = Rect(x: hintFrame.maxX + 10, y: 171, width: 1, height: hintText.height)
    let nextFrame = Rect(x: separator.maxX + 10, y: 171, width: nextText.width, height: hintText.height)
    let arrow = SceneArrow(frame: Rect(x: 62.5, y: 152, width: 15, height: 9), orientation: .up)
    let skip = SceneSkipControl(frame: Rect(x: 320, y: 56, width: 60, height: 30), title: "Skip")
    let progress = SceneProgress(frame: Rect(x: 171, y: 800, width: 48, height: 18), text: "1 of 3")
    var scene = TourScene(
      size: size,
      stepIndex: 0,
      stepCount: 3,
      overlay: SceneOverlay(bounds: Rect(origin: Point(x: 0, y: 0), size: size), cutouts: [cutout]),
      coachMark: SceneCoachMark(
        bodyFrame: bodyFrame,
        hint: SceneTextBlock(frame: hintFrame, text: hintText, fontSize: 15),
        next: SceneTextBlock(frame: nextFrame, text: nextText, fontSize: 17),
        nextLabelPosition: .trailing,
        separatorFrame: separator,
        arrow: arrow),
      interaction: SceneInteraction(targetIDs: ["start"], targetFrames: [target]))
    scene.skipControl = skip
    scene.progress = progress
    scene.accessibilityElements = [
      SceneAccessibilityElement(id: "coachMarkHint", role: .staticText, label: "Tap here to start", frame: hintFrame),
      SceneAccessibilityElement(id: "coachMarkNext", role: .button, label: "Next", frame: nextFrame),
      SceneAccessibilityElement(id: "skipButton", role: .button, label: "Skip", frame: skip.frame),
      SceneAccessibilityElement(id: "coachMarkProgress", role: .staticText, label: "1 of 3", frame: progress.frame),
    ]
    return scene
  }
}
