import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarViewModel
import Testing

@MainActor
@Suite struct TourControllerInputTests {
  static func controller(_ steps: [TourStep<String>]) -> TourController<String> {
    TourController(steps: steps, clock: ClockTimerScheduler(ContinuousClock()))
  }

  static func steps(dismissing: Bool = false, completers: [StepCompleter] = []) -> [TourStep<String>] {
    ["a", "b", "c"].map {
      TourStep(
        id: $0, content: $0, hasCompanion: true, completers: completers,
        overlayTaps: StepOverlayTaps(dismissesOnOutsideTap: dismissing))
    }
  }

  static let layout = TouchLayout(
    overlay: OverlayRegion(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100),
      cutouts: [BezierPath.rect(Rect(x: 20, y: 20, width: 30, height: 30))]
    ),
    body: Rect(x: 50, y: 60, width: 40, height: 30), nextControl: Rect(x: 70, y: 80, width: 20, height: 10),
    skipControl: Rect(x: 80, y: 0, width: 20, height: 10),
    targets: [TouchTarget(id: "target", bounds: Rect(x: 24, y: 24, width: 22, height: 22))],
    policy: TouchPolicy(allowsInteractionInsideCutout: true),
    overlayTap: OverlayTapPolicy(isOverlayInteractionEnabled: true))

  @Test func theNextControlAdvancesAndTheBodyDoesNothing() throws {
    let controller = Self.controller(Self.steps())
    try controller.start()
    #expect(controller.handleTap(at: Point(x: 75, y: 85), in: Self.layout) == .nextControl)
    #expect(controller.currentIndex == 1)
    #expect(controller.handleTap(at: Point(x: 55, y: 65), in: Self.layout) == .body)
    #expect(controller.currentIndex == 1)
    #expect(controller.handleTap(at: Point(x: 150, y: 150), in: Self.layout) == nil)
    #expect(controller.currentIndex == 1)
  }

  @Test func theOverlayAdvancesOrDismisses() throws {
    let advancing = Self.controller(Self.steps())
    try advancing.start()
    #expect(advancing.handleTap(at: Point(x: 90, y: 10), in: Self.layout) == .overlay)
    #expect(advancing.currentIndex == 1)

    let dismissing = Self.controller(Self.steps(dismissing: true))
    try dismissing.start()
    #expect(dismissing.handleTap(at: Point(x: 90, y: 10), in: Self.layout) == .overlay)
    #expect(!dismissing.isStarted)
    #expect(dismissing.machine.lastDismissal?.reason == .outsideTap)
  }

  @Test func theSkipControlSkips() throws {
    let controller = Self.controller(Self.steps())
    try controller.start()
    #expect(controller.handleTap(at: Point(x: 85, y: 5), in: Self.layout) == .skipControl)
    #expect(controller.machine.lastDismissal?.reason == .skipped)
  }

  @Test func nothingHappensDuringATransition() throws {
    let controller = Self.controller(Self.steps())
    try controller.start()
    var layout = Self.layout
    layout.isTransitioning = true
    for point in [Point(x: 75, y: 85), Point(x: 85, y: 5), Point(x: 90, y: 10), Point(x: 30, y: 30)] {
      #expect(controller.handleTap(at: point, in: layout) == .overlay)
    }
    #expect(controller.currentIndex == 0)
    #expect(controller.isStarted)
  }

  @Test func tapsOnTheTargetFireTheirCompleters() throws {
    let onTarget = Self.controller(Self.steps(completers: [StepCompleter(.interaction(.tapOnTarget))]))
    try onTarget.start()
    #expect(onTarget.handleTap(at: Point(x: 30, y: 30), in: Self.layout) == .target("target"))
    #expect(onTarget.currentIndex == 1)
    // In the cut-out's padding: passes through, not on the target.
    #expect(onTarget.handleTap(at: Point(x: 21, y: 21), in: Self.layout) == .passThrough)
    #expect(onTarget.currentIndex == 1)

    let inCutout = Self.controller(Self.steps(completers: [StepCompleter(.interaction(.tapInsideCutout))]))
    try inCutout.start()
    #expect(inCutout.handleTap(at: Point(x: 21, y: 21), in: Self.layout) == .passThrough)
    #expect(inCutout.currentIndex == 1)
    #expect(inCutout.handleTap(at: Point(x: 30, y: 30), in: Self.layout) == .target("target"))
    #expect(inCutout.currentIndex == 2)
  }

  @Test func keyboardCommandsDriveTheTour() throws {
    let controller = Self.controller(Self.steps())
    try controller.start()
    var router = KeyboardRouter(controls: [.next, .skip])
    try controller.perform(router.handle(KeyStroke(.rightArrow)))
    #expect(controller.currentIndex == 1)
    try controller.perform(router.handle(KeyStroke(.leftArrow)))
    #expect(controller.currentIndex == 0)
    try controller.perform(router.handle(KeyStroke(.tab)))
    #expect(controller.currentIndex == 0)
    try controller.perform(router.handle(KeyStroke(.enter)))
    #expect(controller.currentIndex == 1)
    try controller.perform(router.handle(KeyStroke(.escape)))
    #expect(controller.machine.lastDismissal?.reason == .skipped)

    let closing = Self.controller(Self.steps())
    try closing.start()
    var closer = KeyboardRouter(configuration: KeyboardConfiguration(escapeAction: .close))
    try closing.perform(closer.handle(KeyStroke(.escape)))
    #expect(closing.machine.lastDismissal?.reason == .programmatic)
  }
}
