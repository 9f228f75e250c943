import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// The scene's interaction data in ``SceneJSON``, so tooling sees how a tap on the overlay is routed.
@Suite @MainActor struct SceneJSONInteractionTests {
  @Test func theOutsideTapDismissalIsWritten() {
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("button", frame: Rect(x: 20, y: 100, width: 100, height: 44))
    }
    let presenter = TourPresenter(
      tree: screen,
      steps: [
        CoachMark(
          target: "button", hint: "Tap outside to close.",
          interaction: CoachMarkInteraction(dismissesOnOutsideTap: true)),
        CoachMark(target: "button", hint: "Tap outside to advance."),
      ])
    presenter.start(time: 0)
    let dismissing = SceneJSON.string(for: presenter.scene(at: 5), isPretty: false)
    #expect(dismissing.contains(#""dismissesOnOutsideTap":true"#))
    presenter.show(stepAt: 1, time: 10)
    let advancing = SceneJSON.string(for: presenter.scene(at: 15), isPretty: false)
    #expect(advancing.contains(#""dismissesOnOutsideTap":false"#))
    #expect(!advancing.contains(#""dismissesOnOutsideTap":true"#))
  }

  @Test func aSlotsControlRegionIsWrittenWhenItIsNotTheWholeView() throws {
    var scene = TourScene.sample()
    let body = try #require(scene.coachMark?.bodyFrame)
    scene.coachMark?.customBody = SceneSlot(id: "card", size: body.size)
    #expect(!SceneJSON.string(for: scene, isPretty: false).contains(#""control""#))
    scene.coachMark?.customBody = SceneSlot(
      id: "card", size: body.size, control: .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
    #expect(
      SceneJSON.string(for: scene, isPretty: false).contains(
        #""control":{"rect":{"height":4,"width":3,"x":1,"y":2}}"#))
    scene.skipControl?.customView = SceneSlot(id: "close", size: Size(width: 10, height: 10), control: .none)
    #expect(SceneJSON.string(for: scene, isPretty: false).contains(#""control":"none""#))
  }
}
