import LodestarFlow
import LodestarFlowTestSupport
import Testing

/// A plugin that runs an action when it sees an event.
@MainActor
final class ReactingPlugin: TourPlugin {
  var reactions: [String: () -> Void] = [:]
  var seen: [String] = []

  func handle(_ event: TourEvent, context: TourPluginContext) {
    seen.append(event.name + (event.stepIndex.map { "(\($0))" } ?? ""))
    reactions.removeValue(forKey: event.name)?()
  }
}

@MainActor
@Suite struct TourControllerReentrancyTests {
  @Test func restartingFromDidEndRunsAfterTheEndBatch() throws {
    let fixture = Fixture(["a", "b"])
    let plugin = ReactingPlugin()
    fixture.controller.register(plugin)
    plugin.reactions["tourDidEnd"] = { try? fixture.controller.start(at: 1) }
    try fixture.controller.start()
    fixture.controller.stop(immediately: true)
    #expect(fixture.controller.currentIndex == 1)
    #expect(
      plugin.seen.suffix(9) == [
        "stepWillHide(0)", "tourWillHide", "stepDidHide(0)", "tourDidHide", "tourDidEnd(0)",
        "tourWillShow", "tourDidShow", "stepWillShow(1)", "stepDidShow(1)",
      ])
  }

  @Test func pausingFromAPluginDuringStepWillShowStopsTheAppearance() throws {
    let fixture = Fixture(["a", "b"])
    let plugin = ReactingPlugin()
    fixture.controller.register(plugin)
    plugin.reactions["stepWillShow"] = { fixture.controller.pause(.hideInstructions) }
    try fixture.controller.start()
    #expect(fixture.controller.isPaused)
    #expect(plugin.seen == ["tourWillShow", "tourDidShow", "stepWillShow(0)", "tourDidPause"])
    fixture.controller.resume()
    #expect(plugin.seen.suffix(2) == ["tourDidResume", "stepDidShow(0)"])
  }

  @Test func stopDuringATransitionEndsWithTheHidingStep() throws {
    var tickets: [TourTicket] = []
    let driver = TransitionDriver.external { _, ticket in MainActor.assumeIsolated { tickets.append(ticket) } }
    let fixture = Fixture(["a", "b"], configuration: TourControllerConfiguration(transitions: driver))
    try fixture.controller.start()
    fixture.controller.transitionDidComplete(tickets[0])
    fixture.controller.transitionDidComplete(tickets[1])
    try fixture.controller.next()
    fixture.controller.stop()
    fixture.controller.transitionDidComplete(tickets[2])  // the step's hide: stale now
    #expect(!fixture.controller.isStarted && fixture.controller.isEnding)
    fixture.controller.transitionDidComplete(tickets[3])
    #expect(!fixture.controller.isStarted && !fixture.controller.isEnding)
    #expect(
      fixture.delegate.log.suffix(3) == ["willHide(0)", "didHide(0)", "didEnd(programmatic, skipped: false)"])
  }

  @Test func doubleTapsAdvanceOnceByDefaultAndTwiceWithTheQueue() throws {
    var tickets: [TourTicket] = []
    let driver = TransitionDriver.external { _, ticket in MainActor.assumeIsolated { tickets.append(ticket) } }
    for (policy, expected) in [(TransitionCommandPolicy.ignore, 1), (.queue, 2)] {
      tickets.removeAll()
      let configuration = TourControllerConfiguration(
        machine: TourMachineConfiguration(commandsDuringTransition: policy), transitions: driver)
      let fixture = Fixture(["a", "b", "c"], configuration: configuration)
      try fixture.controller.start()
      fixture.controller.transitionDidComplete(tickets[0])
      fixture.controller.transitionDidComplete(tickets[1])
      fixture.controller.stepTapped()
      fixture.controller.stepTapped()
      while let ticket = fixture.controller.machine.awaitedTicket {
        fixture.controller.transitionDidComplete(ticket)
      }
      #expect(fixture.controller.currentIndex == expected, "\(policy)")
    }
  }
}
