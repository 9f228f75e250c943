import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// The outside-tap dismissal travels in the scene, so a renderer needs only the ``TourScene``.
@Suite @MainActor struct SceneOutsideTapTests {
  static func screen() -> SceneGraph {
    SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("button", frame: Rect(x: 20, y: 100, width: 100, height: 44))
    }
  }

  @Test func aCoachMarkThatDismissesOnOutsideTapsSaysSoInItsScene() {
    let presenter = TourPresenter(
      tree: Self.screen(),
      steps: [
        CoachMark(
          target: "button", hint: "Tap outside to close.",
          interaction: CoachMarkInteraction(dismissesOnOutsideTap: true)),
        CoachMark(target: "button", hint: "Tap outside to advance."),
      ], options: TourPresenterOptions(interaction: OverlayInteraction(isOverlayInteractionEnabled: true)))
    presenter.start(time: 0)
    let dismissing = presenter.scene(at: 5)
    #expect(dismissing.interaction.dismissesOnOutsideTap)
    #expect(
      OverlayTapAction(policy: OverlayTapPolicy(interaction: dismissing.interaction), isStepShowing: true) == .dismiss)
    presenter.show(stepAt: 1, time: 10)
    let advancing = presenter.scene(at: 15)
    #expect(!advancing.interaction.dismissesOnOutsideTap)
    #expect(
      OverlayTapAction(policy: OverlayTapPolicy(interaction: advancing.interaction), isStepShowing: true) == .advance)
  }

  @Test func aFollowedControllersStepFlagReachesTheScene() throws {
    let presenter = TourPresenter(tree: Self.screen())
    let steps = [
      TourStep(
        id: "a", content: CoachMark(target: "button", hint: "A"), hasCompanion: true,
        overlayTaps: StepOverlayTaps(dismissesOnOutsideTap: true)),
      TourStep(id: "b", content: CoachMark(target: "button", hint: "B"), hasCompanion: true),
    ]
    let controller = TourController(steps: steps, configuration: TourControllerConfiguration(transitions: .immediate))
    presenter.follow(controller)
    try controller.start()
    #expect(presenter.scene(at: 5).interaction.dismissesOnOutsideTap)
    try controller.next()
    #expect(!presenter.scene(at: 10).interaction.dismissesOnOutsideTap)
  }

  @Test func theDefaultIsToAdvance() {
    #expect(!SceneInteraction().dismissesOnOutsideTap)
    #expect(!CoachMark().dismissesOnOutsideTap)
    #expect(!TourScene.sample().interaction.dismissesOnOutsideTap)
  }
}
