import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// The tour-wide overlay-tap switch: off by default (Instructions' `overlay.isUserInteractionEnabled`);
/// a step's own flag counts only when it is on (issue 16, item 4).
@MainActor
@Suite struct OverlayTapSwitchTests {
  static func screen() -> SceneGraph {
    SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("button", frame: Rect(x: 20, y: 100, width: 100, height: 44))
    }
  }

  /// A point on the dimmed overlay, away from the coach mark and the skip control.
  static let overlayPoint = Point(x: 200, y: 600)

  /// A presenter following a three-step controller whose delegate logs what it is asked.
  static func tour(
    switch isOn: Bool, stepFlag: Bool = true, dismisses: Bool = false
  ) -> (TourPresenter<SceneGraph>, TourController<CoachMark>, TapLog) {
    let presenter = TourPresenter(
      tree: screen(), options: TourPresenterOptions(interaction: OverlayInteraction(isOverlayInteractionEnabled: isOn)))
    let steps = (0..<3).map { index in
      TourStep(
        id: "s\(index)",
        content: CoachMark(
          target: "button", hint: "Step",
          interaction: CoachMarkInteraction(isOverlayInteractionEnabled: stepFlag, dismissesOnOutsideTap: dismisses)),
        hasCompanion: true, overlayTaps: StepOverlayTaps(dismissesOnOutsideTap: dismisses))
    }
    let controller = TourController(steps: steps, clock: ManualClock())
    let log = TapLog()
    controller.delegate = log
    presenter.follow(controller)
    return (presenter, controller, log)
  }

  @Test func theSwitchIsOffByDefault() {
    #expect(!TourPresenterOptions().isOverlayInteractionEnabled)
    #expect(!OverlayTapPolicy().isOverlayInteractionEnabled)
    #expect(!TouchLayout(overlay: OverlayRegion(bounds: .zero, cutouts: [])).overlayTap.isOverlayInteractionEnabled)
  }

  @Test func withTheSwitchOffAnOverlayTapDoesNothingAndAsksNothing() throws {
    let (presenter, controller, log) = Self.tour(switch: false)
    try controller.start()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 5)
    #expect(!scene.interaction.isOverlayInteractionEnabled)
    #expect(controller.handleTap(at: Self.overlayPoint, in: scene) == .overlay)
    #expect(controller.currentIndex == 0 && log.asked.isEmpty)
  }

  @Test func withTheSwitchOnTheStepsFlagDecides() throws {
    let (presenter, controller, log) = Self.tour(switch: true)
    try controller.start()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 5)
    #expect(scene.interaction.isOverlayInteractionEnabled)
    #expect(controller.handleTap(at: Self.overlayPoint, in: scene) == .overlay)
    #expect(controller.currentIndex == 1 && log.asked == [0])

    let (offPresenter, offController, offLog) = Self.tour(switch: true, stepFlag: false)
    try offController.start()
    _ = offPresenter.scene(at: 0)
    let offScene = offPresenter.scene(at: 5)
    #expect(!offScene.interaction.isOverlayInteractionEnabled)
    #expect(offController.handleTap(at: Self.overlayPoint, in: offScene) == .overlay)
    #expect(offController.currentIndex == 0 && offLog.asked.isEmpty)
  }

  /// A step that dismisses on outside taps has its overlay react to them with the tour-wide switch on or off
  /// (issue 31, item 2: before, the dismissal counted only with the switch on).
  @Test func outsideTapDismissalWorksWithTheSwitchOnOrOff() throws {
    for isOn in [false, true] {
      let (presenter, controller, _) = Self.tour(switch: isOn, dismisses: true)
      try controller.start()
      _ = presenter.scene(at: 0)
      let scene = presenter.scene(at: 5)
      #expect(
        OverlayTapAction(policy: OverlayTapPolicy(interaction: scene.interaction), isStepShowing: true) == .dismiss)
      controller.handleTap(at: Self.overlayPoint, in: scene)
      #expect(!controller.isStarted, "switch \(isOn)")
      #expect(controller.machine.lastDismissal?.reason == .outsideTap, "switch \(isOn)")
    }
  }
}

/// A delegate that logs the steps it was asked about overlay taps.
@MainActor
final class TapLog: TourControllerDelegate {
  var asked: [Int] = []

  func tourController(_ controller: TourController<CoachMark>, shouldHandleOverlayTapAt index: Int) -> Bool {
    asked.append(index)
    return true
  }
}
