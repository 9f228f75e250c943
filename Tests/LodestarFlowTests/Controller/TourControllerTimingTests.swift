import LodestarFlow
import Testing

struct HookFailure: Error {}

@MainActor
@Suite struct TourControllerTimingTests {
  @Test func clockTransitionsCompleteAfterTheirDurations() async throws {
    let fixture = Fixture(["a", "b"], configuration: TourControllerConfiguration(transitions: .clock))
    let controller = fixture.controller
    try controller.start()
    #expect(controller.machine.phase == .appearing(firstIndex: 0, ticket: TourTicket(rawValue: 1)))
    await settleTasks()
    fixture.clock.advance(by: .milliseconds(299))
    await settleTasks()
    #expect(controller.currentIndex == nil)
    fixture.clock.advance(by: .milliseconds(1))
    await settleTasks()
    #expect(controller.currentIndex == 0 && controller.machine.isBusy)
    fixture.clock.advance(by: .milliseconds(250))
    await settleTasks()
    #expect(controller.machine.phase == .showing(index: 0))

    controller.stop(emulatingSkip: true)
    #expect(!fixture.delegate.log.contains { $0.hasPrefix("didEnd") })
    await settleTasks()
    fixture.clock.advance(by: .milliseconds(300))
    await settleTasks()
    #expect(fixture.delegate.log.last == "didEnd(skipped, skipped: true)")
  }

  @Test func externalTransitionsWaitForTheViewLayer() throws {
    var begun: [TourTransition] = []
    var tickets: [TourTicket] = []
    let driver = TransitionDriver.external { transition, ticket in
      MainActor.assumeIsolated {
        begun.append(transition)
        tickets.append(ticket)
      }
    }
    let fixture = Fixture(["a"], configuration: TourControllerConfiguration(transitions: driver))
    try fixture.controller.start()
    #expect(begun == [.tourAppearance])
    fixture.controller.transitionDidComplete(tickets[0])
    #expect(begun == [.tourAppearance, .stepAppearance(index: 0)])
    fixture.controller.transitionDidComplete(tickets[0])  // stale: ignored
    fixture.controller.transitionDidComplete(tickets[1])
    #expect(fixture.controller.machine.phase == .showing(index: 0))
  }

  @Test func aLateTargetShowsOnRefresh() async throws {
    let fixture = Fixture(["a", "b"])
    let target = TargetSwitch()
    fixture.source.targets[1] = StepTarget { target.isPresent ? "frame" : nil }
    try fixture.controller.start()
    try fixture.controller.next()
    #expect(fixture.controller.currentIndex == nil && fixture.controller.machine.position == 1)
    #expect(fixture.controller.isWaitingForTarget)
    fixture.controller.refresh()
    #expect(fixture.controller.currentIndex == nil)
    target.isPresent = true
    fixture.controller.refresh()
    #expect(fixture.controller.currentIndex == 1 && !fixture.controller.isWaitingForTarget)
    #expect(fixture.controller.currentTarget?.value(as: String.self) == "frame")
    await settleTasks()
    fixture.clock.advance(by: .seconds(5))
    await settleTasks()
    #expect(fixture.controller.machine.phase == .showing(index: 1))
  }

  @Test(arguments: [
    (MissingTargetPolicy.skip, TourPhase.showing(index: 2), DismissReason?.none),
    (.showCentered, .showing(index: 1), nil),
    (.end, .idle, .targetMissing),
  ])
  func aTargetStillMissingAfterTheTimeoutFollowsThePolicy(
    policy: MissingTargetPolicy, phase: TourPhase, reason: DismissReason?
  ) async throws {
    let fixture = Fixture(["a", "b", "c"])
    fixture.source.targets[1] = StepTarget { nil }
    fixture.source.policies[1] = policy
    try fixture.controller.start()
    try fixture.controller.next()
    await settleTasks()
    fixture.clock.advance(by: .milliseconds(999))
    await settleTasks()
    #expect(fixture.controller.machine.position == 1 && fixture.controller.currentIndex == nil)
    fixture.clock.advance(by: .milliseconds(1))
    await settleTasks()
    #expect(fixture.controller.machine.phase == phase)
    #expect(fixture.controller.machine.lastDismissal?.reason == reason)
    if policy == .showCentered { #expect(fixture.controller.currentTarget == nil) }
  }

  @Test func beforeShowIsAwaitedAndItsFailureFollowsTheMissingTargetPolicy() async throws {
    let fixture = Fixture(["a", "b", "c"])
    var seen: [String] = []
    fixture.controller.beforeShow = { step, index in
      seen.append("\(step.id)@\(index)")
      if index == 1 { throw HookFailure() }
    }
    try fixture.controller.start()
    #expect(fixture.controller.currentIndex == nil)
    await settleTasks()
    #expect(fixture.controller.currentIndex == 0)
    try fixture.controller.next()
    await settleTasks()
    #expect(seen == ["step0@0", "step1@1", "step2@2"])
    #expect(fixture.controller.currentIndex == 2)
  }

  @Test func beforeShowTimesOut() async throws {
    let fixture = Fixture(["a", "b"])
    fixture.source.policies[0] = .end
    let clock = fixture.clock
    fixture.controller.beforeShow = { _, _ in
      try await clock.sleep(for: .seconds(60))
    }
    try fixture.controller.start()
    await settleTasks()
    fixture.clock.advance(by: .seconds(5))
    await settleTasks()
    #expect(fixture.controller.machine.lastDismissal?.reason == .targetMissing)
    #expect(fixture.clock.sleeperCount == 0)
  }

  @Test func shouldEndCanVetoAnEnd() async throws {
    let fixture = Fixture(["a", "b"])
    var answers = [false, true]
    var asked: [DismissReason] = []
    fixture.controller.shouldEnd = { reason in
      asked.append(reason)
      return answers.removeFirst()
    }
    try fixture.controller.start()
    fixture.controller.skip()
    await settleTasks()
    #expect(fixture.controller.isStarted)
    fixture.controller.skip()
    await settleTasks()
    #expect(!fixture.controller.isStarted)
    #expect(asked == [.skipped, .skipped])
    #expect(fixture.delegate.log.last == "didEnd(skipped, skipped: true)")
  }

  @Test func theEventStreamCarriesEveryEventWithMonotonicTimestamps() async throws {
    let fixture = Fixture(["a", "b"])
    let stream = fixture.controller.events()
    try fixture.controller.start()
    fixture.clock.advance(by: .seconds(2))
    try fixture.controller.next()
    fixture.clock.advance(by: .milliseconds(500))
    try fixture.controller.next()
    var records: [TimedTourEvent] = []
    for await record in stream {
      records.append(record)
      if case .tourDidEnd = record.event { break }
    }
    #expect(records.map(\.sequence) == Array(0..<records.count))
    #expect(zip(records, records.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
    #expect(
      records.map(\.event.name) == [
        "tourWillShow", "tourDidShow", "stepWillShow", "stepDidShow",
        "stepWillHide", "stepDidHide", "stepWillShow", "stepDidShow",
        "stepWillHide", "tourWillHide", "stepDidHide", "tourDidHide", "tourDidEnd",
      ])
    #expect(records[3].timestamp == .zero)
    #expect(records[4].timestamp == .seconds(2))
    #expect(records.last?.timestamp == .milliseconds(2500))
  }
}
