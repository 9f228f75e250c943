import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

@MainActor
@Suite struct EligibleTourLauncherTests {
  @Test func anEligibleTourStartsAndItsCompletionInvalidatesIt() async throws {
    let fixture = try await LauncherFixture()
    #expect(try await fixture.start() == .started)
    #expect(fixture.controller.isStarted && fixture.controller.currentIndex == 0)
    #expect(await fixture.record().displayCount == 1)
    #expect(await fixture.status() == .available)
    fixture.clock.advance(by: 12)
    try fixture.finishTour()
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.status() == .invalidated(.completed))
    let record = await fixture.record()
    #expect(record.displayCount == 1 && record.displayDuration == 12)
    #expect(try await fixture.start() == .notEligible(.invalidated(.completed)))
    #expect(!fixture.controller.isStarted)
    #expect(await fixture.record().displayCount == 1)
  }

  @Test func onlyTheRunsEndRecordsCompletionNotTheLastStepShowing() async throws {
    let fixture = try await LauncherFixture()
    #expect(try await fixture.start(at: 2) == .started)
    #expect(fixture.tour.delegate.log.last == "didShow(2)")
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.status() == .available)
    try fixture.controller.next()
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.status() == .invalidated(.completed))
  }

  @Test func aSecondStartRightAfterTheEndWaitsForTheRecording() async throws {
    let fixture = try await LauncherFixture()
    #expect(try await fixture.start() == .started)
    try fixture.finishTour()
    #expect(try await fixture.start() == .notEligible(.invalidated(.completed)))
  }

  @Test func skippingClosesTheTour() async throws {
    let fixture = try await LauncherFixture()
    #expect(try await fixture.start() == .started)
    fixture.clock.advance(by: 3)
    fixture.controller.skip()
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.status() == .invalidated(.closed))
    #expect(await fixture.record().displayDuration == 3)
    #expect(try await fixture.start() == .notEligible(.invalidated(.closed)))
  }

  @Test func anOutsideTapClosesTheTour() async throws {
    let fixture = try await LauncherFixture()
    fixture.tour.source.dismissesOnOutsideTap = true
    #expect(try await fixture.start() == .started)
    fixture.controller.overlayTapped()
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.status() == .invalidated(.closed))
  }

  @Test func anInterruptedTourOnlyAddsItsDisplayTime() async throws {
    let fixture = try await LauncherFixture()
    #expect(try await fixture.start(at: 1) == .started)
    fixture.clock.advance(by: 5)
    fixture.controller.stop()
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.status() == .available)
    #expect(await fixture.record().displayDuration == 5)
    #expect(!fixture.launcher.isRunning(LauncherFixture.tourID))
    #expect(try await fixture.start() == .started)
    #expect(await fixture.record().displayCount == 2)
  }

  @Test func aCompleterDismissingTheLastStepCompletesTheTour() async throws {
    let fixture = try await LauncherFixture(steps: ["a", "b"])
    fixture.tour.source.completers[1] = [StepCompleter(.event("profile.saved"), action: .dismiss)]
    #expect(try await fixture.start(at: 1) == .started)
    #expect(fixture.controller.handle(event: "profile.saved"))
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.status() == .invalidated(.completed))
  }

  @Test func maxDisplayCountHoldsAcrossRuns() async throws {
    let fixture = try await LauncherFixture(options: EligibilityOptions(maxDisplayCount: 3))
    for run in 1...3 {
      #expect(try await fixture.start() == .started, "run \(run)")
      #expect(await fixture.record().displayCount == run, "run \(run)")
      fixture.controller.stop()
      await fixture.launcher.waitForRecordings()
    }
    #expect(await fixture.status() == .invalidated(.displayCountExceeded))
    #expect(try await fixture.start() == .notEligible(.invalidated(.displayCountExceeded)))
    #expect(await fixture.record().displayCount == 3)
  }

  @Test func theApplicationsHandlerRunsOnceAfterTheEndIsRecorded() async throws {
    let log = EligibleTourLog()
    let store = LoggingEligibilityStore(logging: LauncherFixture.tourID, to: log)
    let fixture = try await LauncherFixture(store: store)
    var calls: [DismissReason] = []
    fixture.controller.onDismiss = { dismissal, _ in
      calls.append(dismissal.reason)
      log.append("onDismiss(\(dismissal.reason))")
    }
    #expect(try await fixture.start() == .started)
    try fixture.finishTour()
    #expect(calls.isEmpty)
    await fixture.launcher.waitForRecordings()
    #expect(calls == [.completed])
    #expect(
      log.lines == [
        "store(displays: 1, invalidated: none)", "store(displays: 1, invalidated: completed)", "onDismiss(completed)",
      ])
    // The application's handler is back in place: a run started directly calls it once, at once.
    try fixture.controller.start()
    fixture.controller.stop(immediately: true)
    #expect(calls == [.completed, .programmatic])
  }

  @Test func aHandlerReplacedDuringTheRunStillLetsTheEndBeRecorded() async throws {
    let fixture = try await LauncherFixture()
    var calls = 0
    #expect(try await fixture.start() == .started)
    fixture.controller.onDismiss = { _, _ in calls += 1 }
    try fixture.finishTour()
    #expect(calls == 1)
    await fixture.launcher.waitForRecordings()
    #expect(calls == 1)
    #expect(await fixture.status() == .invalidated(.completed))
  }

  @Test func aTourThatIsNotEligibleNeverStarts() async throws {
    let fixture = try await LauncherFixture()
    try await fixture.center.invalidate(LauncherFixture.tourID, reason: .actionPerformed)
    let plugin = RecordingPlugin("plugin", log: SharedLog())
    fixture.controller.register(plugin)
    #expect(try await fixture.start() == .notEligible(.invalidated(.actionPerformed)))
    #expect(!fixture.controller.isStarted)
    #expect(fixture.tour.delegate.log.isEmpty)
    #expect(plugin.sharedLog.lines.isEmpty)
    #expect(fixture.tour.source.asked.isEmpty)
    #expect(await fixture.record().displayCount == 0)
  }

  @Test func anUnconfiguredCenterKeepsToursPending() async throws {
    let center = EligibilityCenter(store: InMemoryEligibilityStore(), environment: [:])
    let launcher = EligibleTourLauncher(center: center)
    let tour = Fixture(["a"])
    #expect(try await launcher.startIfEligible(tour.controller, id: "onboarding") == .notEligible(.pending))
    #expect(tour.delegate.log.isEmpty)
  }

  @Test func aRunningControllerIsRefusedAndNoDisplayIsRecorded() async throws {
    let fixture = try await LauncherFixture()
    var calls = 0
    fixture.controller.onDismiss = { _, _ in calls += 1 }
    try fixture.controller.start()
    #expect(try await fixture.start() == .alreadyRunning)
    #expect(await fixture.record().displayCount == 0)
    fixture.controller.stop(immediately: true)
    #expect(calls == 1)
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.status() == .available)
  }

  @Test func aControllerThatRefusesToStartRecordsNothing() async throws {
    let fixture = try await LauncherFixture()
    var calls = 0
    fixture.controller.onDismiss = { _, _ in calls += 1 }
    #expect(try await fixture.start(at: 7) == .failed(.indexOutOfRange(index: 7, stepCount: 3)))
    fixture.tour.source.contents = []
    #expect(try await fixture.start() == .failed(.noSteps))
    #expect(await fixture.record().displayCount == 0)
    #expect(!fixture.launcher.isRunning(LauncherFixture.tourID))
    // The application's handler was put back.
    fixture.tour.source.contents = ["a"]
    try fixture.controller.start()
    fixture.controller.stop(immediately: true)
    #expect(calls == 1)
  }

  @Test func theSameTourOnASecondControllerIsAlreadyRunning() async throws {
    let fixture = try await LauncherFixture()
    let other = Fixture(["x"])
    #expect(try await fixture.start() == .started)
    #expect(try await fixture.launcher.startIfEligible(other.controller, id: LauncherFixture.tourID) == .alreadyRunning)
    #expect(!other.controller.isStarted)
    #expect(await fixture.record().displayCount == 1)
  }

  @Test func aDisplayThatCannotBeRecordedStopsTheTour() async throws {
    let store = LoggingEligibilityStore(logging: LauncherFixture.tourID, to: EligibleTourLog())
    let fixture = try await LauncherFixture(store: store)
    var reasons: [DismissReason] = []
    fixture.controller.onDismiss = { dismissal, _ in reasons.append(dismissal.reason) }
    var failures: [EligibilityID] = []
    fixture.launcher.onRecordingFailure = { id, _ in failures.append(id) }
    await store.setFailsWrites(true)
    await #expect(throws: LoggingEligibilityStore.WriteFailure()) { try await fixture.start() }
    await EligibleTourFirstShowTests.settle()
    // A step that showed during the start: the error is thrown, not also reported.
    #expect(failures.isEmpty)
    #expect(!fixture.controller.isStarted)
    await fixture.launcher.waitForRecordings()
    #expect(reasons == [.programmatic])
    await store.setFailsWrites(false)
    #expect(await fixture.record().displayCount == 0)
    #expect(try await fixture.start() == .started)
  }

  @Test func aFailedEndRecordingIsReported() async throws {
    let store = LoggingEligibilityStore(logging: LauncherFixture.tourID, to: EligibleTourLog())
    let fixture = try await LauncherFixture(store: store)
    var failures: [EligibilityID] = []
    fixture.launcher.onRecordingFailure = { id, _ in failures.append(id) }
    #expect(try await fixture.start() == .started)
    await store.setFailsWrites(true)
    try fixture.finishTour()
    await fixture.launcher.waitForRecordings()
    #expect(failures == [LauncherFixture.tourID])
    #expect(await fixture.status() == .available)
  }

  @Test func aReleasedControllerFreesItsTour() async throws {
    let fixture = try await LauncherFixture()
    var other: Fixture? = Fixture(["x", "y"])
    if let controller = other?.controller {
      #expect(try await fixture.launcher.startIfEligible(controller, id: LauncherFixture.tourID) == .started)
    }
    #expect(fixture.launcher.isRunning(LauncherFixture.tourID))
    fixture.clock.advance(by: 4)
    other = nil
    #expect(!fixture.launcher.isRunning(LauncherFixture.tourID))
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.record().displayDuration == 4)
    #expect(try await fixture.start() == .started)
  }

  @Test func aCustomOutcomeDecidesTheRecord() async throws {
    let fixture = try await LauncherFixture()
    let launcher = EligibleTourLauncher(center: fixture.center) { _ in .closed }
    #expect(try await launcher.startIfEligible(fixture.controller, id: LauncherFixture.tourID) == .started)
    try fixture.finishTour()
    await launcher.waitForRecordings()
    #expect(await fixture.status() == .invalidated(.closed))
  }

  @Test func theStatusStreamFollowsARun() async throws {
    let fixture = try await LauncherFixture()
    let updates = await fixture.launcher.statusUpdates(of: LauncherFixture.tourID)
    var iterator = updates.makeAsyncIterator()
    #expect(await iterator.next() == .available)
    #expect(try await fixture.start() == .started)
    try fixture.finishTour()
    #expect(await iterator.next() == .invalidated(.completed))
  }
}

@MainActor
@Suite struct EligibleTourLauncherFrequencyTests {
  @Test func toursLaunchedTogetherRespectTheDisplayFrequency() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(
      items: [EligibilityItem(id: "first"), EligibilityItem(id: "second")],
      configuration: EligibilityConfiguration(displayFrequency: .daily), clock: clock)
    let launcher = EligibleTourLauncher(center: center)
    let first = Fixture(["a"])
    let second = Fixture(["b"])
    async let firstStart = launcher.startIfEligible(first.controller, id: "first")
    async let secondStart = launcher.startIfEligible(second.controller, id: "second")
    let results = try await [firstStart, secondStart]
    #expect(results.filter(\.isStarted).count == 1, "results \(results)")
    #expect(results.contains(.notEligible(.available)), "results \(results)")
    #expect(first.controller.isStarted != second.controller.isStarted)
    clock.advance(by: 86_400)
    let waiting = first.controller.isStarted ? second : first
    let waitingID: EligibilityID = first.controller.isStarted ? "second" : "first"
    #expect(try await launcher.startIfEligible(waiting.controller, id: waitingID) == .started)
  }
}
