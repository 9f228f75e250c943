import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

struct HookFailure: Error {}

@MainActor
@Suite struct TourControllerTimingTests {
  @Test func clockTransitionsCompleteAfterTheirDurations() throws {
    let fixture = Fixture(["a", "b"], configuration: TourControllerConfiguration(transitions: .clock))
    let controller = fixture.controller
    try controller.start()
    #expect(controller.machine.phase == .appearing(firstIndex: 0, ticket: TourTicket(rawValue: 1)))
    fixture.clock.advance(by: .milliseconds(299))
    #expect(controller.currentIndex == nil)
    fixture.clock.advance(by: .milliseconds(1))
    #expect(controller.currentIndex == 0 && controller.machine.isBusy)
    fixture.clock.advance(by: .milliseconds(250))
    #expect(controller.machine.phase == .showing(index: 0))

    controller.stop(emulatingSkip: true)
    #expect(!fixture.delegate.log.contains { $0.hasPrefix("didEnd") })
    fixture.clock.advance(by: .milliseconds(300))
    #expect(fixture.delegate.log.last == "didEnd(skipped, skipped: true)")
    #expect(fixture.clock.pendingTimerCount == 0)
  }

  @Test func oneAdvanceRunsATransitionSetByATransitionThatEndsWithinIt() async throws {
    // The overlay's appearance ends at 0.3 s and sets the step's appearance, which ends at 0.55 s: one
    // advance to 1 s runs both, in order, and the events carry the timers' deadlines.
    let fixture = Fixture(["a", "b"], configuration: TourControllerConfiguration(transitions: .clock))
    let stream = fixture.controller.events()
    try fixture.controller.start()
    fixture.clock.advance(by: .seconds(1))
    #expect(fixture.controller.machine.phase == .showing(index: 0))
    #expect(fixture.clock.currentTime == .seconds(1))
    fixture.controller.stop(immediately: true)
    var records: [TimedTourEvent] = []
    for await record in stream {
      records.append(record)
      if case .tourDidEnd = record.event { break }
    }
    let shown = records.filter { [.tourDidShow, .stepDidShow(index: 0)].contains($0.event) }
    #expect(shown.map(\.timestamp) == [.milliseconds(300), .milliseconds(550)])
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

  @Test func aLateTargetShowsOnRefresh() throws {
    let fixture = Fixture(["a", "b"])
    let target = TargetSwitch()
    fixture.source.targets[1] = StepTarget { target.isPresent ? "frame" : nil }
    try fixture.controller.start()
    try fixture.controller.next()
    #expect(fixture.controller.onScreenIndex == nil && fixture.controller.currentIndex == 1)
    #expect(fixture.controller.isWaitingForTarget)
    fixture.controller.refresh()
    #expect(fixture.controller.onScreenIndex == nil)
    target.isPresent = true
    fixture.controller.refresh()
    #expect(fixture.controller.onScreenIndex == 1 && !fixture.controller.isWaitingForTarget)
    #expect(fixture.controller.currentTarget?.value(as: String.self) == "frame")
    // The wait's timer was cancelled when the target appeared.
    #expect(fixture.clock.pendingTimerCount == 0)
    fixture.clock.advance(by: .seconds(5))
    #expect(fixture.controller.machine.phase == .showing(index: 1))
  }

  @Test(arguments: [
    (MissingTargetPolicy.skip, TourPhase.showing(index: 2), DismissReason?.none),
    (.showCentered, .showing(index: 1), nil),
    (.end, .idle, .targetMissing),
  ])
  func aTargetStillMissingAfterTheTimeoutFollowsThePolicy(
    policy: MissingTargetPolicy, phase: TourPhase, reason: DismissReason?
  ) throws {
    let fixture = Fixture(["a", "b", "c"])
    fixture.source.targets[1] = StepTarget { nil }
    fixture.source.policies[1] = policy
    try fixture.controller.start()
    try fixture.controller.next()
    fixture.clock.advance(by: .milliseconds(999))
    #expect(fixture.controller.currentIndex == 1 && fixture.controller.onScreenIndex == nil)
    fixture.clock.advance(by: .milliseconds(1))
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
    var events = fixture.controller.events().makeAsyncIterator()
    try fixture.controller.start()
    #expect(fixture.controller.onScreenIndex == nil && fixture.controller.currentIndex == 0)
    #expect(await events.wait(for: .stepDidShow(index: 0)))
    #expect(fixture.controller.currentIndex == 0)
    try fixture.controller.next()
    #expect(await events.wait(for: .stepDidShow(index: 2)))
    #expect(seen == ["step0@0", "step1@1", "step2@2"])
    #expect(fixture.controller.currentIndex == 2)
    // Every hook finished before its timeout: no timer is left.
    #expect(fixture.clock.pendingTimerCount == 0)
  }

  @Test func beforeShowTimesOut() throws {
    let fixture = Fixture(["a", "b"])
    fixture.source.policies[0] = .end
    // The timeout cancels the hook's task before it first runs, so nothing ever sleeps.
    fixture.controller.beforeShow = { _, _ in try await Task.sleep(for: .seconds(3_600)) }
    try fixture.controller.start()
    fixture.clock.advance(by: .milliseconds(4_999))
    #expect(fixture.controller.machine.lastDismissal == nil)
    fixture.clock.advance(by: .milliseconds(1))
    #expect(fixture.controller.machine.lastDismissal?.reason == .targetMissing)
    #expect(fixture.clock.pendingTimerCount == 0)
  }

  @Test func shouldEndCanVetoAnEnd() async throws {
    let fixture = Fixture(["a", "b"])
    var answers = [false, true]
    // The hook reports each question; it never suspends, so when the test hears of a question the hook's
    // task has also acted on the answer (both run on the main actor, the task first).
    let (questions, asking) = AsyncStream.makeStream(of: DismissReason.self)
    var asked = questions.makeAsyncIterator()
    fixture.controller.shouldEnd = { reason in
      asking.yield(reason)
      return answers.removeFirst()
    }
    try fixture.controller.start()
    fixture.controller.skip()
    #expect(await asked.next() == .skipped)
    #expect(fixture.controller.isStarted)
    fixture.controller.skip()
    #expect(await asked.next() == .skipped)
    #expect(!fixture.controller.isStarted)
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
