import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// `CoachMark.dismissesOnOutsideTap` works on its own (issue 31, item 2): with the tour-wide overlay switch off
/// (the default) and the step's own flag unset, a tap on the dimmed overlay ends the tour as `.outsideTap`.
@Suite @MainActor struct CoachMarkOutsideTapTests {
  static func tour(
    dismisses: Bool, overlayTaps: Bool = false, markReactsToTaps: Bool = true
  ) -> (TourPresenter<SceneGraph>, TourController<CoachMark>) {
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("button", frame: Rect(x: 20, y: 100, width: 100, height: 44))
    }
    let presenter = TourPresenter(
      tree: screen,
      options: TourPresenterOptions(interaction: OverlayInteraction(isOverlayInteractionEnabled: overlayTaps)))
    let mark = CoachMark(
      target: "button", hint: "A",
      interaction: CoachMarkInteraction(isOverlayInteractionEnabled: markReactsToTaps, dismissesOnOutsideTap: dismisses)
    )
    let controller = TourController(
      steps: [TourStep(id: "a", content: mark), TourStep(id: "b", content: CoachMark(hint: "B"))],
      clock: ManualClock())
    presenter.follow(controller)
    return (presenter, controller)
  }

  /// A point on the dimmed overlay, away from the coach mark, the opening and the skip control.
  static let outside = Point(x: 300, y: 600)

  @Test func theCoachMarksFlagAloneDismisses() throws {
    let (presenter, controller) = Self.tour(dismisses: true)
    var reason: DismissReason?
    controller.onDismiss = { dismissal, _ in reason = dismissal.reason }
    try controller.start()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 5)
    #expect(scene.interaction.isOverlayInteractionEnabled && scene.interaction.dismissesOnOutsideTap)
    #expect(controller.handleTap(at: Self.outside, in: scene) == .overlay)
    _ = presenter.scene(at: 6)
    _ = presenter.scene(at: 10)
    #expect(reason == .outsideTap)
    #expect(!controller.isStarted)
  }

  @Test func withoutItTheOverlayIgnoresTapsByDefault() throws {
    let (presenter, controller) = Self.tour(dismisses: false)
    try controller.start()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 5)
    #expect(!scene.interaction.isOverlayInteractionEnabled)
    #expect(controller.handleTap(at: Self.outside, in: scene) == .overlay)
    #expect(controller.isStarted && controller.currentIndex == 0)
  }

  @Test func withTheTourWideSwitchOnAnUndismissingTapAdvances() throws {
    let (presenter, controller) = Self.tour(dismisses: false, overlayTaps: true)
    try controller.start()
    _ = presenter.scene(at: 0)
    controller.handleTap(at: Self.outside, in: presenter.scene(at: 5))
    #expect(controller.isStarted && controller.currentIndex == 1)
  }

  @Test func aCoachMarkThatIgnoresOverlayTapsIsNotDismissed() throws {
    let (presenter, controller) = Self.tour(dismisses: true, overlayTaps: true, markReactsToTaps: false)
    try controller.start()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 5)
    #expect(!scene.interaction.isOverlayInteractionEnabled)
    controller.handleTap(at: Self.outside, in: scene)
    #expect(controller.isStarted && controller.currentIndex == 0)
  }
}
