import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

/// `next()`, `previous()` and `show(at:)` before the tour starts, or after it ended, throw
/// ``TourCommandError/notStarted`` instead of doing nothing (issue 31, item 4).
@Suite struct TourMachineIdleCommandTests {
  @Test(arguments: [TourCommand.next(skipping: 0), .previous(skipping: 0), .show(at: 0), .show(at: 7)])
  func navigationWhileIdleIsRejected(command: TourCommand) {
    var machine = TourMachine()
    #expect(machine.send(command) == [.rejected(.notStarted)])
    #expect(machine.phase == .idle)
  }

  @Test func aNegativeSkipCountIsStillNamedFirst() {
    var machine = TourMachine()
    #expect(machine.send(.next(skipping: -1)) == [.rejected(.negativeSkipCount(-1))])
  }

  @Test func afterTheTourEndedNavigationIsRejectedToo() {
    var machine = TourMachine.showing(0, of: 2)
    _ = machine.send(.stop(immediately: true, emulatingSkip: false))
    #expect(machine.phase == .idle)
    #expect(machine.send(.next(skipping: 0)) == [.rejected(.notStarted)])
  }

  @MainActor
  @Test func theControllerThrowsAndTheMessageSaysHowToStart() throws {
    let fixture = Fixture(["a", "b", "c"])
    #expect(throws: TourCommandError.notStarted) { try fixture.controller.next() }
    #expect(throws: TourCommandError.notStarted) { try fixture.controller.previous() }
    #expect(throws: TourCommandError.notStarted) { try fixture.controller.show(at: 7) }
    #expect(TourCommandError.notStarted.description.contains("start(at:)"))
    // Nothing was recorded: the tour starts at its first step.
    try fixture.controller.start()
    #expect(fixture.controller.currentIndex == 0)
    #expect(throws: TourCommandError.indexOutOfRange(index: 7, stepCount: 3)) { try fixture.controller.show(at: 7) }
  }
}
