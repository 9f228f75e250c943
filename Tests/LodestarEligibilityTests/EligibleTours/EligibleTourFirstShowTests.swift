import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

/// A tour counts as displayed from its first step, not from its start (issue 31, item 1): a tour whose targets
/// never come records nothing, says why, and may show later.
@MainActor
@Suite struct EligibleTourFirstShowTests {
  /// Lets the launcher's tasks (the center's answers, the recordings) run.
  static func settle() async {
    for _ in 0..<200 { await Task.yield() }
  }

  @Test func aTourWhoseTargetsNeverComeRecordsNothingAndMayShowLater() async throws {
    let fixture = try await LauncherFixture(steps: ["a", "b"])
    let target = TargetSwitch()
    for index in 0..<2 {
      fixture.tour.source.targets[index] = StepTarget { target.isPresent ? "frame" : nil }
      fixture.tour.source.policies[index] = .skip
    }
    #expect(try await fixture.start() == .started)
    #expect(fixture.controller.isWaitingForTarget)
    let waiting = Task { await fixture.launcher.firstShow(of: LauncherFixture.tourID) }
    fixture.tour.clock.advance(by: .seconds(1))
    #expect(fixture.controller.isStarted)
    fixture.tour.clock.advance(by: .seconds(1))
    #expect(!fixture.controller.isStarted)
    let expected = EligibleTourNotShown(
      dismissal: TourDismissal(
        reason: .completed, stepIndex: nil, lastShownIndex: nil, stepCount: 2, isImmediate: false),
      missingTargets: [0: .notFound, 1: .notFound])
    #expect(await waiting.value == .notShown(expected))
    #expect(await fixture.launcher.firstShow(of: LauncherFixture.tourID) == .notShown(expected))
    #expect("\(expected)" == "ended completed; missing targets: step 0 notFound, step 1 notFound")
    #expect("\(EligibleTourNotShown(dismissal: expected.dismissal, missingTargets: [:]))" == "ended completed")
    await fixture.launcher.waitForRecordings()
    let record = await fixture.record()
    #expect(record.displayCount == 0 && record.lastDisplayDate == nil && record.displayDuration == 0)
    #expect(await fixture.status() == .available)
    #expect(!fixture.launcher.isRunning(LauncherFixture.tourID))

    // The target is there now: the retry shows the first step and records one display.
    target.isPresent = true
    #expect(try await fixture.start() == .started)
    #expect(await fixture.launcher.firstShow(of: LauncherFixture.tourID) == .shown(index: 0))
    #expect(await fixture.record().displayCount == 1)
  }

  @Test func aTargetThatComesLateIsADisplayFromItsFirstStep() async throws {
    let fixture = try await LauncherFixture()
    let target = TargetSwitch()
    fixture.tour.source.targets[0] = StepTarget { target.isPresent ? "frame" : nil }
    #expect(try await fixture.start() == .started)
    await Self.settle()
    #expect(await fixture.record().displayCount == 0)
    fixture.clock.advance(by: 7)
    target.isPresent = true
    fixture.controller.refresh()
    #expect(fixture.controller.onScreenIndex == 0)
    #expect(await fixture.launcher.firstShow(of: LauncherFixture.tourID) == .shown(index: 0))
    await Self.settle()
    let record = await fixture.record()
    #expect(record.displayCount == 1 && record.lastDisplayDate == eligibilityEpoch.addingTimeInterval(7))
    fixture.clock.advance(by: 2)
    fixture.controller.stop()
    await fixture.launcher.waitForRecordings()
    // The display time runs from the first step, not from the start.
    #expect(await fixture.record().displayDuration == 2)
  }

  @Test(arguments: [MissingTargetPolicy.end, .skip])
  func aFirstStepWhosePolicyEndsTheTourSaysSo(policy: MissingTargetPolicy) async throws {
    let fixture = try await LauncherFixture(steps: ["a"])
    fixture.tour.source.targets[0] = StepTarget { nil }
    fixture.tour.source.policies[0] = policy
    #expect(try await fixture.start() == .started)
    fixture.tour.clock.advance(by: .seconds(1))
    guard case .notShown(let why) = await fixture.launcher.firstShow(of: LauncherFixture.tourID) else {
      Issue.record("the tour showed")
      return
    }
    #expect(why.dismissal.reason == (policy == .end ? .targetMissing : .completed))
    #expect(why.dismissal.lastShownIndex == nil)
    #expect(why.missingTargets == [0: .notFound])
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.record().displayCount == 0)
  }

  @Test func aTourStoppedWhileItWaitsIsNotShownAndTheApplicationHearsItsEnd() async throws {
    let fixture = try await LauncherFixture()
    var reasons: [DismissReason] = []
    fixture.controller.onDismiss = { dismissal, _ in reasons.append(dismissal.reason) }
    fixture.tour.source.targets[0] = StepTarget { nil }
    #expect(try await fixture.start() == .started)
    fixture.controller.stop(immediately: true)
    guard case .notShown(let why) = await fixture.launcher.firstShow(of: LauncherFixture.tourID) else {
      Issue.record("the tour showed")
      return
    }
    #expect(why.dismissal.reason == .programmatic && why.missingTargets.isEmpty)
    await fixture.launcher.waitForRecordings()
    #expect(reasons == [.programmatic])
    #expect(await fixture.record().displayCount == 0)
  }

  @Test func everyStepSkippedDuringTheStartIsNotShownAtOnce() async throws {
    let log = EligibleTourLog()
    let fixture = try await LauncherFixture(store: LoggingEligibilityStore(logging: LauncherFixture.tourID, to: log))
    fixture.tour.delegate.skippedIndices = [0, 1, 2]
    let result = try await fixture.start()
    guard case .notShown(let why) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(why.dismissal.reason == .completed && why.dismissal.lastShownIndex == nil)
    #expect(!fixture.controller.isStarted)
    await fixture.launcher.waitForRecordings()
    #expect(log.lines.isEmpty)
    #expect(await fixture.status() == .available)
    fixture.tour.delegate.skippedIndices = []
    #expect(try await fixture.start() == .started)
    #expect(log.lines == ["store(displays: 1, invalidated: none)"])
  }

  @Test func aLaunchThatNeverRanIsNotLaunched() async throws {
    let fixture = try await LauncherFixture()
    #expect(await fixture.launcher.firstShow(of: LauncherFixture.tourID) == .notLaunched)
    #expect(try await fixture.start(at: 9) == .failed(.indexOutOfRange(index: 9, stepCount: 3)))
    #expect(await fixture.launcher.firstShow(of: LauncherFixture.tourID) == .notLaunched)
    #expect(try await fixture.start() == .started)
    #expect(await fixture.launcher.firstShow(of: LauncherFixture.tourID) == .shown(index: 0))
    #expect(await fixture.launcher.firstShow(of: "other") == .notLaunched)
  }

  @Test func aDisplayThatCannotBeRecordedAfterTheStartStopsTheTourAndIsReported() async throws {
    let store = LoggingEligibilityStore(logging: LauncherFixture.tourID, to: EligibleTourLog())
    let fixture = try await LauncherFixture(store: store)
    var failures: [EligibilityID] = []
    fixture.launcher.onRecordingFailure = { id, _ in failures.append(id) }
    let target = TargetSwitch()
    fixture.tour.source.targets[0] = StepTarget { target.isPresent ? "frame" : nil }
    #expect(try await fixture.start() == .started)
    await store.setFailsWrites(true)
    target.isPresent = true
    fixture.controller.refresh()
    #expect(await fixture.launcher.firstShow(of: LauncherFixture.tourID) == .shown(index: 0))
    await Self.settle()
    #expect(failures == [LauncherFixture.tourID])
    #expect(!fixture.controller.isStarted)
    await store.setFailsWrites(false)
    await fixture.launcher.waitForRecordings()
    #expect(await fixture.record().displayCount == 0)
    // The launch turn was handed back: the next launch runs.
    #expect(try await fixture.start() == .started)
  }
}

/// The display frequency holds while the first tour waits for its target: a second launch waits for it.
@MainActor
@Suite struct EligibleTourFirstShowFrequencyTests {
  @MainActor
  struct Launch {
    let center: EligibilityCenter
    let launcher: EligibleTourLauncher
    let first = Fixture(["a"])
    let second = Fixture(["b"])
    let target = TargetSwitch()

    init() async throws {
      center = try await makeEligibilityCenter(
        items: [EligibilityItem(id: "first"), EligibilityItem(id: "second")],
        configuration: EligibilityConfiguration(displayFrequency: .daily),
        clock: ManualClock(startDate: eligibilityEpoch))
      launcher = EligibleTourLauncher(center: center)
      let target = target
      first.source.targets[0] = StepTarget { target.isPresent ? "frame" : nil }
    }
  }

  @Test func aSecondLaunchWaitsUntilTheFirstShowsAndIsThenHeldBack() async throws {
    let launch = try await Launch()
    #expect(try await launch.launcher.startIfEligible(launch.first.controller, id: "first") == .started)
    let second = Task { try await launch.launcher.startIfEligible(launch.second.controller, id: "second") }
    await EligibleTourFirstShowTests.settle()
    #expect(!launch.second.controller.isStarted)
    launch.target.isPresent = true
    launch.first.controller.refresh()
    #expect(try await second.value == .notEligible(.available))
    #expect(!launch.second.controller.isStarted)
    #expect(await launch.center.record(of: "first").displayCount == 1)
  }

  @Test func aSecondLaunchShowsWhenTheFirstEndsNotShown() async throws {
    let launch = try await Launch()
    #expect(try await launch.launcher.startIfEligible(launch.first.controller, id: "first") == .started)
    let second = Task { try await launch.launcher.startIfEligible(launch.second.controller, id: "second") }
    await EligibleTourFirstShowTests.settle()
    #expect(!launch.second.controller.isStarted)
    launch.first.clock.advance(by: .seconds(1))
    #expect(try await second.value == .started)
    #expect(await launch.center.record(of: "first").displayCount == 0)
    #expect(await launch.center.record(of: "second").displayCount == 1)
  }

  @Test func aControllerReleasedWhileItWaitsLetsTheNextLaunchGo() async throws {
    let launch = try await Launch()
    var released: Fixture? = Fixture(["x"])
    released?.source.targets[0] = StepTarget { nil }
    if let controller = released?.controller {
      #expect(try await launch.launcher.startIfEligible(controller, id: "first") == .started)
    }
    let second = Task { try await launch.launcher.startIfEligible(launch.second.controller, id: "second") }
    await EligibleTourFirstShowTests.settle()
    #expect(!launch.second.controller.isStarted)
    released = nil
    #expect(try await second.value == .started)
    guard case .notShown(let why) = await launch.launcher.firstShow(of: "first") else {
      Issue.record("the released tour showed")
      return
    }
    #expect(why.dismissal.lastShownIndex == nil)
    #expect(await launch.center.record(of: "first").displayCount == 0)
  }
}
