import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarTimeline
import LodestarViewModel
import Testing

/// A step whose target is below a scroll container's fold scrolls it into view, then shows (issue 33, item 3).
@MainActor
@Suite struct TourPresenterRevealTests {
  /// A 600-point list of 2,000 points of content: "top" in view, "deep" 1,000 points down.
  static func screen() -> SceneGraph {
    SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement(
        "list", frame: Rect(x: 0, y: 100, width: 390, height: 600), clipsToBounds: true,
        scrollContainer: ScrollContainer(contentSize: Size(width: 390, height: 2000))
      ) {
        SceneElement("top", frame: Rect(x: 0, y: 0, width: 390, height: 44))
        SceneElement("deep", frame: Rect(x: 0, y: 1000, width: 390, height: 44))
      }
    }
  }

  static func tour(
    deep: CoachMark = CoachMark(target: "deep", hint: "Your privacy settings."),
    options: TourPresenterOptions = TourPresenterOptions()
  ) -> (TourPresenter<SceneGraph>, TourController<CoachMark>, ManualClock) {
    let presenter = TourPresenter(tree: screen(), options: options)
    let clock = ManualClock()
    let controller = TourController(
      steps: [
        TourStep(id: "top", content: CoachMark(target: "top", hint: "Your account.")),
        TourStep(id: "deep", content: deep),
      ],
      clock: clock)
    presenter.follow(controller)
    return (presenter, controller, clock)
  }

  /// The journey, frame by frame: the step waits, the host scrolls as asked, and the first frame of the step has
  /// its opening on the whole target.
  @Test func aTargetBelowTheFoldIsScrolledInThenShown() throws {
    let (presenter, controller, _) = Self.tour()
    var asked: [[ScrollRequest]] = []
    presenter.scrollHandler = { asked.append($0) }
    try controller.start()
    _ = presenter.scene(at: 0)
    #expect(presenter.scene(at: 1).stepIndex == 0)
    #expect(asked.isEmpty)
    try controller.next()
    // The row's bottom (1,044) plus the 8-point padding at the list's bottom (600): offset 452, over 0.3 s.
    #expect(
      asked == [[ScrollRequest(container: "list", from: Point(x: 0, y: 0), to: Point(x: 0, y: 452), duration: 0.3)]])
    #expect(controller.isWaitingForTarget && controller.onScreenIndex == nil)
    // The host scrolls, animated: half-way the target is not wholly in view yet.
    try presenter.updateTree { try $0.scroll("list", to: Point(x: 0, y: 226)) }
    controller.refresh()
    #expect(controller.onScreenIndex == nil)
    try presenter.updateTree { try $0.scroll("list", to: Point(x: 0, y: 452)) }
    controller.refresh()
    #expect(controller.onScreenIndex == 1)
    #expect(asked.count == 1)
    // The first frames that show the step: the opening is on the target, all of which can be seen.
    let target = Rect(x: 0, y: 648, width: 390, height: 44)
    for time in [2.0, 2.1, 2.2, 3.0] {
      let scene = presenter.scene(at: time)
      guard scene.stepIndex == 1, let mark = scene.coachMark, mark.opacity.value > 0 else { continue }
      #expect(scene.interaction.targetFrames == [target], "\(time)")
      #expect(scene.interaction.targetVisibleFrames == [target], "\(time)")
      #expect(scene.overlay.region.openingBoxes.contains { $0.contains(target.center) }, "\(time)")
    }
    #expect(SceneAudit().findings(in: presenter.scene(at: 5), measurer: presenter.measurer).isEmpty)
  }

  /// A host that does not scroll: the target stays out of view, and its step's policy applies with the cause.
  @Test func aHostThatCannotScrollFallsBackToTheMissingTargetPolicy() throws {
    let (presenter, controller, clock) = Self.tour()
    defer { withExtendedLifetime(presenter) {} }  // the controller holds its presenter's resolver weakly
    var missing: [TourEvent] = []
    controller.register(EventRecorder { if case .stepTargetMissing = $0 { missing.append($0) } })
    try controller.start()
    try controller.next()
    #expect(controller.isWaitingForTarget)
    clock.advance(by: .seconds(1))
    #expect(missing == [.stepTargetMissing(index: 1, cause: .outOfView, policy: .skip)])
    #expect(!controller.isStarted)
  }

  /// The same host asked to scroll, which does not: the wait ends the same way.
  @Test func aHostThatIgnoresTheRequestFallsBackToo() throws {
    let (presenter, controller, clock) = Self.tour()
    var asked = 0
    presenter.scrollHandler = { _ in asked += 1 }
    var missing: [TourEvent] = []
    controller.register(EventRecorder { if case .stepTargetMissing = $0 { missing.append($0) } })
    try controller.start()
    try controller.next()
    controller.refresh()
    clock.advance(by: .seconds(1))
    #expect(asked == 1)
    #expect(missing == [.stepTargetMissing(index: 1, cause: .outOfView, policy: .skip)])
  }

  /// `reveal: .off` on the step (or the tour): the step shows at once, its target clipped; nothing is asked.
  @Test func revealOffShowsTheStepAsItIs() throws {
    var stepOff = CoachMark(target: "deep", hint: "Here.")
    stepOff.reveal = .off
    var tourOff = TourPresenterOptions()
    tourOff.reveal = .off
    for (mark, options) in [(stepOff, TourPresenterOptions()), (CoachMark(target: "deep", hint: "Here."), tourOff)] {
      let (presenter, controller, _) = Self.tour(deep: mark, options: options)
      var asked = 0
      presenter.scrollHandler = { _ in asked += 1 }
      try controller.start()
      try controller.next()
      #expect(controller.onScreenIndex == 1 && asked == 0)
    }
  }

  /// Alignment and reduced motion: `.start` puts the row at the list's top (less the padding); reduced motion asks
  /// for an instant scroll.
  @Test func theAlignmentAndReducedMotionShapeTheRequest() throws {
    var options = TourPresenterOptions(transitionStyle: try TourAnimationStyle(reducedMotion: .instant))
    options.revealPadding = .zero
    var mark = CoachMark(target: "deep", hint: "Here.")
    mark.reveal = .scroll(.start)
    let (presenter, controller, _) = Self.tour(deep: mark, options: options)
    var asked: [ScrollRequest] = []
    presenter.scrollHandler = { asked += $0 }
    try controller.start()
    try controller.next()
    #expect(asked == [ScrollRequest(container: "list", from: Point(x: 0, y: 0), to: Point(x: 0, y: 1000), duration: 0)])
  }
}
