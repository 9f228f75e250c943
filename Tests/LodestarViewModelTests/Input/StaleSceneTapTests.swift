import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// A tap on a scene of a step that is no longer current does nothing (issue 29, item 5): two taps on one frame
/// advance once, and a frame kept from before the tour moved answers no tap.
@MainActor
@Suite struct StaleSceneTapTests {
  static func tour() -> (TourPresenter<SceneGraph>, TourController<CoachMark>) {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let steps = ["back", "row.2.accessory", "tab.0"].enumerated().map { index, target in
      TourStep(id: "s\(index)", content: CoachMark(target: ElementID(target)), hasCompanion: true)
    }
    let controller = TourController(steps: steps, clock: ManualClock())
    presenter.follow(controller)
    return (presenter, controller)
  }

  @Test func twoTapsOnOneFrameAdvanceOnce() throws {
    let (presenter, controller) = Self.tour()
    try controller.start()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 5)
    #expect(scene.stepIndex == 0)
    let next = try #require(scene.coachMark?.bodyFrame.center)
    #expect(controller.handleTap(at: next, in: scene) == .nextControl)
    #expect(controller.currentIndex == 1)
    #expect(controller.handleTap(at: next, in: scene) == nil)
    #expect(controller.currentIndex == 1)
  }

  @Test func aFrameOfTheCurrentStepStillAnswers() throws {
    let (presenter, controller) = Self.tour()
    try controller.start()
    _ = presenter.scene(at: 0)
    _ = presenter.scene(at: 5)
    try controller.next()
    _ = presenter.scene(at: 6)
    let scene = presenter.scene(at: 10)
    #expect(scene.stepIndex == 1)
    let next = try #require(scene.coachMark?.bodyFrame.center)
    #expect(controller.handleTap(at: next, in: scene) == .nextControl)
    #expect(controller.currentIndex == 2)
  }

  @Test func aKeptFrameAnswersNoSkipAfterTheTourMoved() throws {
    let (presenter, controller) = Self.tour()
    try controller.start()
    _ = presenter.scene(at: 0)
    let kept = presenter.scene(at: 5)
    try controller.next()
    let skip = try #require(kept.skipControl?.frame.center)
    #expect(controller.handleTap(at: skip, in: kept) == nil)
    #expect(controller.isStarted)
    #expect(controller.currentIndex == 1)
  }
}

/// `stop(immediately: true)` removes the tour from the next frame, with no fade (issue 29, item 1); an animated
/// stop still fades.
@MainActor
@Suite struct ImmediateStopSceneTests {
  @Test func anImmediateStopShowsNothingFromTheNextFrame() throws {
    let (presenter, controller) = StaleSceneTapTests.tour()
    try controller.start()
    _ = presenter.scene(at: 0)
    #expect(presenter.scene(at: 5).coachMark != nil)
    controller.stop(immediately: true)
    let scene = presenter.scene(at: 5.01)
    #expect(scene.coachMark == nil)
    #expect(scene.overlay.openings.isEmpty)
    #expect(scene.stepIndex == nil)
  }

  /// The end before an animated stop was immediate: the animated stop still fades (the controller describes an
  /// end only once it is over).
  @Test func anAnimatedStopAfterAnImmediateOneFades() throws {
    // Transitions timed by the controller's clock: the animated end stays in `.ending` until the clock moves.
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let steps = ["back", "tab.0"].enumerated().map { index, target in
      TourStep(id: "s\(index)", content: CoachMark(target: ElementID(target)), hasCompanion: true)
    }
    let clock = ManualClock()
    let controller = TourController(
      steps: steps, configuration: TourControllerConfiguration(transitions: .clock), clock: clock)
    presenter.follow(controller)
    try controller.start()
    clock.advance(by: .seconds(1))
    _ = presenter.scene(at: 0)
    _ = presenter.scene(at: 5)
    controller.stop(immediately: true)
    #expect(presenter.scene(at: 5.01).coachMark == nil)
    try controller.start()
    clock.advance(by: .seconds(1))
    _ = presenter.scene(at: 6)
    #expect(presenter.scene(at: 10).coachMark != nil)
    controller.stop()
    #expect(!controller.isStarted)
    #expect(presenter.scene(at: 10.01).coachMark != nil, "phase \(controller.machine.phase)")
    #expect(presenter.scene(at: 15).coachMark == nil)
  }

  @Test func anAnimatedStopFades() throws {
    let (presenter, controller) = StaleSceneTapTests.tour()
    try controller.start()
    _ = presenter.scene(at: 0)
    _ = presenter.scene(at: 5)
    controller.stop()
    #expect(presenter.scene(at: 5.01).coachMark != nil)
    #expect(presenter.scene(at: 10).coachMark == nil)
  }

  /// A frame of step 0 from before `next()` and `previous()` is of an earlier visit: the step is the same,
  /// but the frame is not the one on screen.
  @Test func aFrameOfAnEarlierVisitOfTheSameStepAnswersNoTap() throws {
    let (presenter, controller) = StaleSceneTapTests.tour()
    try controller.start()
    _ = presenter.scene(at: 0)
    let kept = presenter.scene(at: 5)
    try controller.next()
    try controller.previous()
    #expect(controller.currentIndex == 0)
    let next = try #require(kept.coachMark?.bodyFrame.center)
    #expect(controller.handleTap(at: next, in: kept) == nil)
    #expect(controller.currentIndex == 0)
    // The next frame is of the new visit, and answers.
    _ = presenter.scene(at: 6)
    let fresh = presenter.scene(at: 10)
    #expect(fresh.stepIndex == 0 && fresh.stepVisit == controller.stepVisit && fresh.stepVisit != kept.stepVisit)
    #expect(controller.handleTap(at: next, in: fresh) == .nextControl)
    #expect(controller.currentIndex == 1)
  }

  /// A scene not drawn for a controller has no visit, and is judged by its step alone.
  @Test func aSceneWithoutAVisitIsJudgedByItsStep() throws {
    let (presenter, controller) = StaleSceneTapTests.tour()
    try controller.start()
    _ = presenter.scene(at: 0)
    var scene = presenter.scene(at: 5)
    scene.stepVisit = nil
    let next = try #require(scene.coachMark?.bodyFrame.center)
    #expect(controller.handleTap(at: next, in: scene) == .nextControl)
  }
}
