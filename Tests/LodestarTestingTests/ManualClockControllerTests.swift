import LodestarEligibility
import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

@MainActor
@Suite struct ManualClockControllerTests {
  /// The example of the module's landing page (LodestarTesting.docc), as written there.
  @Test func theHintDismissesItselfAfterSixSeconds() throws {
    let clock = ManualClock()
    let controller = TourController(
      steps: [
        TourStep(
          id: "hint", content: "Swipe to archive", hasCompanion: true,
          completers: [StepCompleter(.duration(.seconds(6)), action: .dismiss)])
      ],
      clock: clock)
    try controller.start()
    clock.advance(by: .seconds(5.9))
    #expect(controller.isStarted)
    clock.advance(by: .milliseconds(100))
    #expect(!controller.isStarted)
  }

  @Test func chainedDurationCompletersAllFireInOneAdvanceEachCountingFromItsStepsAppearance() async throws {
    let fixture = Fixture(["a", "b", "c", "d"])
    for index in 0..<3 { fixture.source.completers[index] = [StepCompleter(.duration(.seconds(1)))] }
    let stream = fixture.controller.events()
    try fixture.controller.start()
    fixture.clock.advance(by: .milliseconds(2_500))
    #expect(fixture.controller.currentIndex == 2)
    fixture.clock.advance(by: .milliseconds(500))
    #expect(fixture.controller.currentIndex == 3)
    fixture.controller.stop(immediately: true)
    var shown: [String] = []
    for await record in stream {
      if case .stepDidShow(let index) = record.event { shown.append("\(index)@\(record.timestamp)") }
      if case .tourDidEnd = record.event { break }
    }
    #expect(shown == ["0@0.0 seconds", "1@1.0 seconds", "2@2.0 seconds", "3@3.0 seconds"])
  }

  @Test func theSameScriptGivesTheSameEventsEveryTime() async throws {
    func run() async throws -> [String] {
      let fixture = Fixture(
        ["a", "b", "c"], configuration: TourControllerConfiguration(transitions: .clock))
      fixture.source.completers[0] = [StepCompleter(.duration(.milliseconds(700)))]
      fixture.source.targets[1] = StepTarget { nil }
      fixture.source.policies[1] = .showCentered
      let stream = fixture.controller.events()
      try fixture.controller.start()
      for _ in 0..<80 { fixture.clock.advance(by: .milliseconds(50)) }
      fixture.controller.stop(immediately: true)
      var lines: [String] = []
      for await record in stream {
        lines.append("\(record.sequence) \(record.event.name) \(record.timestamp)")
        if case .tourDidEnd = record.event { break }
      }
      return lines
    }
    let first = try await run()
    // Appearance 0.3 s, step appearance 0.25 s, the completer 0.7 s after the step showed, step disappearance
    // 0.25 s, then the second step's one-second wait for its missing target, which is reported before it shows
    // centred.
    #expect(
      first == [
        "0 tourWillShow 0.0 seconds", "1 tourDidShow 0.3 seconds", "2 stepWillShow 0.3 seconds",
        "3 stepDidShow 0.55 seconds", "4 stepWillHide 1.25 seconds", "5 stepDidHide 1.5 seconds",
        "6 stepTargetMissing 2.5 seconds", "7 stepWillShow 2.5 seconds", "8 stepDidShow 2.75 seconds",
        "9 stepWillHide 4.0 seconds", "10 tourWillHide 4.0 seconds", "11 stepDidHide 4.0 seconds",
        "12 tourDidHide 4.0 seconds", "13 tourDidEnd 4.0 seconds",
      ])
    for attempt in 0..<5 {
      #expect(try await run() == first, "attempt \(attempt)")
    }
  }

  @Test func aMissingTargetsWaitEndsOnTheClockAndItsTimerIsGone() throws {
    let fixture = Fixture(["a", "b"])
    fixture.source.targets[0] = StepTarget { nil }
    fixture.source.policies[0] = .showCentered
    try fixture.controller.start()
    #expect(fixture.controller.isWaitingForTarget)
    #expect(fixture.clock.pendingTimerCount == 1)
    fixture.clock.advance(by: .seconds(1))
    #expect(fixture.controller.currentIndex == 0)
    #expect(fixture.clock.pendingTimerCount == 0)
  }

  @Test func aHugeDurationNeitherTrapsNorFires() throws {
    let fixture = Fixture(["a", "b"])
    fixture.source.completers[0] = [StepCompleter(.duration(.seconds(Int64.max)))]
    fixture.clock.advance(by: .seconds(5))
    try fixture.controller.start()
    fixture.clock.advance(by: .seconds(Int64.max / 2))
    #expect(fixture.controller.currentIndex == 0)
    // The deadline was clamped to the latest time there is; reaching it runs the timer.
    fixture.clock.advance(by: Double.infinity)
    #expect(fixture.controller.currentIndex == 1)
  }

  @Test func oneClockTimesTheControllerAndTheEligibilityCenter() async throws {
    let clock = ManualClock()
    let center = EligibilityCenter(store: InMemoryEligibilityStore(), clock: clock, environment: [:])
    try await center.register([EligibilityItem(id: "tour")])
    try await center.configure()
    let launcher = EligibleTourLauncher(center: center)
    let controller = TourController(
      steps: [
        TourStep(
          id: "a", content: "a", hasCompanion: true,
          completers: [StepCompleter(.duration(.seconds(4)), action: .dismiss)]
        )
      ], clock: clock)
    #expect(try await launcher.startIfEligible(controller, id: "tour") == .started)
    clock.advance(by: .seconds(4))
    #expect(!controller.isStarted)
    await launcher.waitForRecordings()
    #expect(await center.record(of: "tour").displayDuration == 4)
  }
}
