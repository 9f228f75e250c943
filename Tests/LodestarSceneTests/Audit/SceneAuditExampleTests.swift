import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarViewModel
import Testing

/// The example of LodestarViewModel.docc/AuditingScenes.md, compiled and run (keep the two the same).
@Suite struct SceneAuditExampleTests {
  @MainActor
  @Test func everyStepShowsRight() {
    let measurer = ProportionalTextMeasurer()
    for size in [Size(width: 390, height: 844), Size(width: 844, height: 390)] {
      for direction in [ReadingDirection.leftToRight, .rightToLeft] {
        let screen = SceneGraph(size: size) {
          SceneElement("save", frame: Rect(x: size.width - 76, y: 52, width: 60, height: 44))
        }
        let steps = [CoachMark(target: "save", title: "Save", hint: "Your changes are kept here.")]
        let presenter = TourPresenter(
          tree: screen, steps: steps, measurer: measurer,
          options: TourPresenterOptions(layoutDirection: direction))
        for index in steps.indices {
          presenter.show(stepAt: index, time: Double(index) * 10)
          // Audit the scene at rest, once the step's transitions have ended.
          let scene = presenter.scene(at: Double(index) * 10 + 5)
          let findings = SceneAudit().findings(in: scene, measurer: measurer)
          #expect(findings.isEmpty, "\(size) \(direction) step \(index + 1): \(findings)")
          #expect(scene.coachMark != nil)
        }
      }
    }
  }
}
