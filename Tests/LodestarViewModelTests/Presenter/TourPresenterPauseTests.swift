import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarTimeline
import LodestarViewModel
import Testing

/// Instructions' pause styles in the scene and its hit-testing (issue 16, item 3).
@MainActor
@Suite struct TourPresenterPauseTests {
  static let marks = [
    CoachMark.makeCoachMark(for: "back", hint: "Go back here"),
    CoachMark.makeCoachMark(for: "row.2.accessory", hint: "Open details"),
  ]

  static func presenter() -> TourPresenter<SceneGraph> {
    PresenterFixture.presenter(
      steps: marks, options: TourPresenterOptions(safeAreaInsets: PresenterFixture.phoneSafeArea))
  }

  /// A point on the dimmed overlay, away from the coach mark, the skip control and the cut-out.
  static let overlayPoint = Point(x: 200, y: 500)

  @Test func hideInstructionsHidesEverythingAndLetsEveryTouchThrough() throws {
    let presenter = Self.presenter()
    let steady = presenter.scene(at: 10)
    let body = try #require(steady.coachMark?.bodyFrame)
    let skip = try #require(steady.skipControl?.frame)
    presenter.pause(.hideInstructions)
    let paused = presenter.scene(at: 11)
    #expect(paused.overlay.opacity == .transparent)
    #expect(paused.coachMark == nil && paused.skipControl == nil && paused.progress == nil)
    #expect(paused.accessibilityElements.isEmpty && paused.accessibility().elements.isEmpty)
    #expect(!paused.isTransitioning)
    #expect(paused.stepIndex == 0)
    for point in [body.center, skip.center, Self.overlayPoint, Point(x: 30, y: 74)] {
      #expect(paused.hitTest(point) == .passThrough, "\(point)")
    }
    #expect(paused.focusableControls().isEmpty)
    presenter.resume()
    #expect(presenter.scene(at: 12) == steady)
  }

  @Test func hideOverlayHidesTheOverlayButKeepsBlockingTouches() throws {
    let presenter = Self.presenter()
    presenter.ornaments = [SceneOrnament(id: "badge", frame: Rect(x: 200, y: 400, width: 80, height: 54))]
    let steady = presenter.scene(at: 10)
    let body = try #require(steady.coachMark?.bodyFrame)
    presenter.pause(.hideOverlay)
    let paused = presenter.scene(at: 11)
    #expect(paused.overlay.opacity == .transparent)
    #expect(paused.ornaments.map(\.opacity) == [.transparent])
    #expect(paused.coachMark == steady.coachMark && paused.skipControl == steady.skipControl)
    #expect(paused.progress == steady.progress)
    #expect(paused.hitTest(Self.overlayPoint) == .overlay)
    #expect(paused.hitTest(body.center) == .nextControl)
    presenter.resume()
    #expect(presenter.scene(at: 12) == steady)
  }

  @Test func hideNothingChangesNothing() {
    let presenter = Self.presenter()
    let steady = presenter.scene(at: 10)
    presenter.pause(.hideNothing)
    #expect(presenter.scene(at: 11) == steady)
  }

  @Test(arguments: PauseStyle.allCases)
  func resumeDuringATransitionShowsTheExactUnpausedFrame(style: PauseStyle) {
    let paused = Self.presenter()
    let unpaused = Self.presenter()
    for presenter in [paused, unpaused] {
      _ = presenter.scene(at: 2)
      presenter.show(stepAt: 1, time: 3)
    }
    paused.pause(style)
    _ = paused.scene(at: 3.1)
    paused.resume()
    for time in [3.2, 3.45, 10] {
      #expect(paused.scene(at: time) == unpaused.scene(at: time), "\(style) at \(time)")
    }
  }

  @Test func aFollowedControllerPausesAndResumesTheScene() throws {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let controller = TourController(
      steps: Self.marks.enumerated().map { TourStep(id: "step\($0)", content: $1, hasCompanion: true) },
      clock: ManualClock())
    presenter.follow(controller)
    try controller.start()
    _ = presenter.scene(at: 0)
    let steady = presenter.scene(at: 10)
    let body = try #require(steady.coachMark?.bodyFrame)

    controller.pause(.hideInstructions)
    let hidden = presenter.scene(at: 11)
    #expect(presenter.pauseStyle == .hideInstructions)
    #expect(hidden.coachMark == nil && hidden.overlay.opacity == .transparent)
    #expect(controller.handleTap(at: body.center, in: hidden) == .passThrough)
    #expect(controller.currentIndex == 0 && controller.isPaused)

    controller.resume()
    controller.pause(.hideOverlay)
    let overlayHidden = presenter.scene(at: 12)
    #expect(overlayHidden.overlay.opacity == .transparent && overlayHidden.coachMark == steady.coachMark)
    #expect(controller.handleTap(at: Self.overlayPoint, in: overlayHidden) == .overlay)
    #expect(controller.currentIndex == 0 && controller.isPaused)

    controller.resume()
    #expect(presenter.scene(at: 13) == steady)
  }
}
