import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

/// `show()`: PolarisGuideKit's `show() -> Bool`, with the reason when it is false.
@MainActor
@Suite struct TourControllerShowTests {
  static func steps(_ count: Int) -> [TourStep<String>] {
    (0..<count).map { TourStep(id: "s\($0)", content: "\($0)", hasCompanion: true) }
  }

  @Test func showStartsTheTourAndReportsTheFirstStep() {
    let log = SharedLog()
    let controller = TourController(steps: Self.steps(2), clock: ManualClock())
    controller.register(RecordingPlugin("P", log: log))
    let result = controller.show()
    #expect(result == .started(index: 0))
    #expect(result.isShown)
    #expect(controller.currentIndex == 0)
    #expect(log.lines == ["P:tourWillShow@-", "P:tourDidShow@-", "P:stepWillShow@0", "P:stepDidShow@0"])
  }

  @Test func noStepsIsFalseWithTheReasonAndChangesNothing() {
    let controller = TourController(steps: [TourStep<String>](), clock: ManualClock())
    var asked = false
    let result = controller.show { _ -> String? in
      asked = true
      return nil
    }
    #expect(result == .rejected(.noSteps))
    #expect(!result.isShown)
    #expect(!asked, "the host check is not asked when the tour cannot start")
    #expect(!controller.isStarted)
  }

  @Test func aNegativeDataSourceCountIsFalseNotACrash() {
    let fixture = Fixture(["a"])
    fixture.source.countOverride = -3
    #expect(fixture.controller.show() == .rejected(.negativeStepCount(-3)))
    #expect(!fixture.controller.isStarted)
  }

  @Test func anIndexOutOfRangeIsFalse() {
    let controller = TourController(steps: Self.steps(2), clock: ManualClock())
    #expect(controller.show(startingAt: 2) == .rejected(.indexOutOfRange(index: 2, stepCount: 2)))
    #expect(controller.show(startingAt: -1) == .rejected(.indexOutOfRange(index: -1, stepCount: 2)))
    #expect(!controller.isStarted)
  }

  @Test func anAlreadyShownTourIsTrueAndUnchanged() throws {
    let log = SharedLog()
    let controller = TourController(steps: Self.steps(3), clock: ManualClock())
    try controller.start()
    try controller.next()
    controller.register(RecordingPlugin("P", log: log))
    var asked = false
    let result = controller.show(startingAt: 0) { _ -> String? in
      asked = true
      return "no host"
    }
    #expect(result == .alreadyShown)
    #expect(result.isShown)
    #expect(!asked)
    #expect(controller.currentIndex == 1)
    #expect(log.lines.isEmpty)
  }

  @Test func aMissingHostIsFalseWithItsReasonAndARetryAfterTheHostAppearsWorks() {
    let log = SharedLog()
    let controller = TourController(steps: Self.steps(2), clock: ManualClock())
    controller.register(RecordingPlugin("P", log: log))
    var hostIsThere = false
    var checkedIndices: [Int] = []
    let check = { (index: Int) -> String? in
      checkedIndices.append(index)
      return hostIsThere ? nil : "the focus is not in a window yet"
    }
    let first = controller.show(checkingHost: check)
    #expect(first == .hostUnavailable("the focus is not in a window yet"))
    #expect(first.hostProblem == "the focus is not in a window yet")
    #expect(!first.isShown)
    #expect(!controller.isStarted && log.lines.isEmpty)
    hostIsThere = true
    #expect(controller.show(checkingHost: check) == .started(index: 0))
    #expect(checkedIndices == [0, 0])
    #expect(controller.currentIndex == 0)
  }

  @Test func showResumesAtTheStepATourThatLostItsHostWasOn() throws {
    let fixture = Fixture(["a", "b", "c"])
    fixture.source.hosts = [0: "home", 1: "home", 2: "home"]
    fixture.controller.hostDidAppear("home")
    try fixture.controller.start()
    try fixture.controller.next()
    fixture.controller.hostDidDisappear("home")
    #expect(fixture.controller.machine.lastDismissal?.reason == .hostLost)
    #expect(!fixture.controller.isStarted)
    // The host is not back: false, with the step that would show.
    var hostIsBack = false
    var checked: [Int] = []
    let check = { (index: Int) -> String? in
      checked.append(index)
      return hostIsBack ? nil : "home is gone"
    }
    #expect(fixture.controller.show(checkingHost: check) == .hostUnavailable("home is gone"))
    hostIsBack = true
    fixture.controller.hostDidAppear("home")
    #expect(fixture.controller.show(checkingHost: check) == .started(index: 1))
    #expect(checked == [1, 1])
    #expect(fixture.controller.currentIndex == 1)
  }

  @Test func afterAnyOtherEndShowStartsAtTheFirstStep() throws {
    let controller = TourController(steps: Self.steps(3), clock: ManualClock())
    try controller.start(at: 2)
    controller.skip()
    #expect(controller.machine.lastDismissal?.reason == .skipped)
    #expect(controller.show() == .started(index: 0))
  }

  @Test func anExplicitIndexWins() {
    let controller = TourController(steps: Self.steps(3), clock: ManualClock())
    #expect(controller.show(startingAt: 2) == .started(index: 2))
    #expect(controller.currentIndex == 2)
  }

  @Test func aTourFadingOutIsNotShownSoShowStartsTheNextRunAfterTheOldRunsLastEvents() throws {
    let clock = ManualClock()
    let log = SharedLog()
    let controller = TourController(
      steps: Self.steps(2), configuration: TourControllerConfiguration(transitions: .clock), clock: clock)
    try controller.start()
    clock.advance(by: .seconds(2))
    #expect(controller.currentIndex == 0)
    controller.stop()
    controller.register(RecordingPlugin("P", log: log))
    #expect(controller.isEnding && !controller.isStarted)
    #expect(controller.show() == .started(index: 0))
    #expect(
      log.lines == ["P:stepDidHide@0", "P:tourDidHide@-", "P:tourDidEnd@0", "P:tourWillShow@-"])
    clock.advance(by: .seconds(2))
    #expect(controller.currentIndex == 0)
  }
}
