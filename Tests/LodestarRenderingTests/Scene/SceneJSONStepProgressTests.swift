import LodestarFlow
import LodestarGeometry
import LodestarRendering
import LodestarScene
import LodestarTimeline
import Testing

/// The scene JSON carries `stepProgress` only when steps are skipped by their conditions, so every scene
/// without skipped steps reads as before.
@Suite struct SceneJSONStepProgressTests {
  static func scene() -> TourScene {
    let size = Size(width: 390, height: 844)
    return TourScene(
      size: size, stepIndex: 2, stepCount: 3,
      overlay: SceneOverlay(bounds: Rect(origin: .zero, size: size), cutouts: [], opacity: .transparent))
  }

  @Test func theProgressIsWrittenOnlyWhenItIsNotTheStepIndexAmongAllSteps() {
    var scene = Self.scene()
    #expect(scene.stepProgress == StepProgress(position: 2, count: 3))
    #expect(!SceneJSON.string(for: scene, isPretty: false).contains("stepProgress"))
    for progress in [StepProgress(position: 1, count: 2), StepProgress(position: 2, count: 4)] {
      scene.stepProgress = progress
      let text = SceneJSON.string(for: scene, isPretty: false)
      #expect(text.contains(#""stepProgress":{"count":\#(progress.count),"position":\#(progress.position)}"#))
    }
    scene.stepProgress = nil
    #expect(scene.stepProgress == StepProgress(position: 2, count: 3))
    scene.stepIndex = nil
    #expect(scene.stepProgress == nil)
  }
}
