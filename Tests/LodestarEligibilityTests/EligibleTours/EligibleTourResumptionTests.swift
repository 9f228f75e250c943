import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

// snippet resuming-onboarding begins
/// Offers the onboarding tour, continuing it at the step where the app went away, if it did.
@MainActor
func offerOnboarding(
  _ controller: TourController<String>, launcher: EligibleTourLauncher
) async throws -> EligibleTourStart {
  // Change the version when the steps change meaning: a position of another version does not resume.
  let resumption = EligibleTourResumption(version: "3", onMismatch: .startOver)
  return try await launcher.startIfEligible(controller, id: "onboarding", resuming: resumption)
}
// snippet resuming-onboarding ends

/// Resuming a tour after a relaunch: each "process" is a new center, launcher and controller over one store;
/// the earlier process's tour is left running (never stopped), as a killed process leaves it.
@MainActor
@Suite struct EligibleTourResumptionTests {
  static let version3 = EligibleTourResumption(version: "3")

  /// A relaunched process over `store`, with the data-source fixture's steps (`step0`, `step1`, …).
  static func process(
    _ store: any EligibilityStore, options: EligibilityOptions = EligibilityOptions(),
    steps: [String] = ["a", "b", "c"]
  ) async throws -> LauncherFixture {
    try await LauncherFixture(options: options, steps: steps, store: store)
  }

  /// Starts `process`'s tour with a resumption.
  func resume(
    _ process: LauncherFixture, _ resumption: EligibleTourResumption = Self.version3
  ) async throws -> EligibleTourStart {
    try await process.launcher.startIfEligible(process.controller, id: LauncherFixture.tourID, resuming: resumption)
  }

  func position(_ store: any EligibilityStore) async throws -> EligibilityTourPosition? {
    try await store.load().tourPosition(of: LauncherFixture.tourID)
  }

  @Test func theArticlesExampleResumesTheOnboardingTour() async throws {
    let store = InMemoryEligibilityStore()
    let first = try await Self.process(store)
    #expect(try await offerOnboarding(first.controller, launcher: first.launcher) == .started)
    try first.controller.next()
    await first.launcher.waitForRecordings()
    let second = try await Self.process(store)
    #expect(try await offerOnboarding(second.controller, launcher: second.launcher) == .resumed(index: 1))
  }

  @Test func eachShownStepIsRecordedAndTheEndClearsIt() async throws {
    let store = InMemoryEligibilityStore()
    let first = try await Self.process(store)
    #expect(try await resume(first) == .started)
    await first.launcher.waitForRecordings()
    #expect(try await position(store)?.stepID == "step0")
    #expect(try await position(store)?.version == "3")
    try first.controller.next()
    try first.controller.next()
    await first.launcher.waitForRecordings()
    #expect(try await position(store)?.stepID == "step2")
    try first.controller.next()
    await first.launcher.waitForRecordings()
    #expect(try await position(store) == nil)
    #expect(await first.status() == .invalidated(.completed))
  }

  @Test(arguments: ["stop", "skip"])
  func everyEndTheLauncherSeesClearsThePosition(end: String) async throws {
    let store = InMemoryEligibilityStore()
    let first = try await Self.process(store)
    _ = try await resume(first)
    try first.controller.next()
    if end == "stop" { first.controller.stop() } else { first.controller.skip() }
    await first.launcher.waitForRecordings()
    #expect(try await position(store) == nil)
  }

  /// A relaunched process that ends the display without timing it (no display start in this process, no
  /// invalidation) still clears the position the earlier process recorded, in one write; with no position, such
  /// an end writes nothing.
  @Test func anEndThisProcessNeverTimedClearsTheEarlierProcesssPosition() async throws {
    let store = InMemoryEligibilityStore()
    let first = try await Self.process(store)
    _ = try await resume(first)
    try first.controller.next()
    await first.launcher.waitForRecordings()
    #expect(try await position(store)?.stepID == "step1")
    let second = try await Self.process(store)
    #expect(await second.center.tourPosition(of: LauncherFixture.tourID)?.stepID == "step1")
    try await second.center.recordDisplayEnd(of: LauncherFixture.tourID)
    #expect(try await position(store) == nil)
    #expect(await second.center.tourPosition(of: LauncherFixture.tourID) == nil)
    let third = try await Self.process(store)
    let before = await store.load()
    try await third.center.recordDisplayEnd(of: LauncherFixture.tourID)
    #expect(await store.load() == before)
  }

  @Test func aTourWithoutAResumptionRecordsNoPosition() async throws {
    let store = InMemoryEligibilityStore()
    let first = try await Self.process(store)
    #expect(try await first.start() == .started)
    try first.controller.next()
    await first.launcher.waitForRecordings()
    #expect(try await position(store) == nil)
  }

  @Test func aRelaunchResumesAtTheRecordedStepWithoutANewDisplay() async throws {
    let store = InMemoryEligibilityStore()
    let options = EligibilityOptions(maxDisplayCount: 1)
    let first = try await Self.process(store, options: options)
    _ = try await resume(first)
    try first.controller.next()
    await first.launcher.waitForRecordings()
    #expect(await first.status() == .invalidated(.displayCountExceeded))

    // The process went away on step 1; the show-once tour resumes there, and counts no second display.
    let second = try await Self.process(store, options: options)
    let start = try await resume(second)
    #expect(start == .resumed(index: 1))
    #expect(second.controller.currentIndex == 1)
    #expect(await second.launcher.firstShow(of: LauncherFixture.tourID) == .shown(index: 1))
    #expect(await second.record().displayCount == 1)
    second.clock.advance(by: 4)
    try second.finishTour()
    await second.launcher.waitForRecordings()
    #expect(await second.status() == .invalidated(.displayCountExceeded))
    #expect(await second.record().isCompleted)
    #expect(await second.record().displayDuration == 4)
    #expect(try await position(store) == nil)

    // Finished: a third launch neither resumes nor shows it.
    let third = try await Self.process(store, options: options)
    let again = try await resume(third)
    #expect(again == .notEligible(.invalidated(.displayCountExceeded)))
  }

  @Test func aStartWithoutAResumptionIgnoresAndThenClearsThePosition() async throws {
    let store = InMemoryEligibilityStore()
    let first = try await Self.process(store)
    _ = try await resume(first)
    try first.controller.next()
    await first.launcher.waitForRecordings()
    let second = try await Self.process(store)
    #expect(try await second.start() == .started)
    #expect(second.controller.currentIndex == 0)
    #expect(await second.record().displayCount == 2)
    second.controller.stop()
    await second.launcher.waitForRecordings()
    #expect(try await position(store) == nil)
  }

  @Test(arguments: [EligibleTourResumption.Mismatch.startOver, .recordRestart])
  func anotherVersionDoesNotResume(onMismatch: EligibleTourResumption.Mismatch) async throws {
    let store = InMemoryEligibilityStore()
    let first = try await Self.process(store)
    _ = try await resume(first)
    try first.controller.next()
    await first.launcher.waitForRecordings()
    let second = try await Self.process(store)
    let resumption = EligibleTourResumption(version: "4", onMismatch: onMismatch)
    let start = try await resume(second, resumption)
    #expect(second.controller.currentIndex == 0)
    await second.launcher.waitForRecordings()
    #expect(try await position(store) == EligibilityTourPosition(stepID: "step0", version: "4", date: eligibilityEpoch))
    switch onMismatch {
    case .startOver:
      #expect(start == .resumed(index: 0))
      #expect(await second.record().displayCount == 1)
    case .recordRestart:
      #expect(start == .started)
      #expect(await second.record().displayCount == 2)
    }
  }

  @Test(arguments: [EligibleTourResumption.Mismatch.startOver, .recordRestart])
  func aStepThatNoLongerExistsDoesNotResume(onMismatch: EligibleTourResumption.Mismatch) async throws {
    let store = InMemoryEligibilityStore()
    let options = EligibilityOptions(maxDisplayCount: 1)
    let first = try await Self.process(store, options: options)
    _ = try await resume(first)
    try first.controller.next()
    try first.controller.next()
    await first.launcher.waitForRecordings()
    #expect(try await position(store)?.stepID == "step2")
    // The new content has two steps: step2 is gone.
    let second = try await Self.process(store, options: options, steps: ["a", "b"])
    let resumption = EligibleTourResumption(version: "3", onMismatch: onMismatch)
    let start = try await resume(second, resumption)
    switch onMismatch {
    case .startOver:
      #expect(start == .resumed(index: 0))
      #expect(second.controller.currentIndex == 0)
    case .recordRestart:
      // A restart is a new display: the show-once tour has had its display.
      #expect(start == .notEligible(.invalidated(.displayCountExceeded)))
      #expect(!second.controller.isStarted)
      #expect(try await position(store) == nil)
    }
    #expect(await second.record().displayCount == 1)
  }

  @Test func theStepIsFoundByItsIdentifierNotItsIndex() async throws {
    let store = InMemoryEligibilityStore()
    func controller(_ ids: [String]) -> TourController<String> {
      TourController(steps: ids.map { TourStep(id: $0, content: $0) }, clock: ManualClock())
    }
    let first = try await Self.process(store)
    let firstController = controller(["welcome", "search", "share"])
    _ = try await first.launcher.startIfEligible(firstController, id: LauncherFixture.tourID, resuming: Self.version3)
    try firstController.next()
    await first.launcher.waitForRecordings()
    #expect(try await position(store)?.stepID == "search")
    // A step was added before it: the tour resumes at "search", now at index 2.
    let second = try await Self.process(store)
    let secondController = controller(["welcome", "filters", "search", "share"])
    let start = try await second.launcher.startIfEligible(
      secondController, id: LauncherFixture.tourID, resuming: Self.version3)
    #expect(start == .resumed(index: 2))
    #expect(secondController.currentStep?.id == "search")
  }

  @Test func aTourFinishedElsewhereOrPendingIsNotResumed() async throws {
    let store = InMemoryEligibilityStore()
    let first = try await Self.process(store)
    _ = try await resume(first)
    try first.controller.next()
    await first.launcher.waitForRecordings()
    // Hidden by a testing override: pending, and the position is kept.
    let center = EligibilityCenter(
      store: store, clock: ManualClock(startDate: eligibilityEpoch),
      configuration: EligibilityConfiguration(
        testingOverrides: EligibilityTestingOverrides(hiddenItems: [LauncherFixture.tourID])),
      environment: [:])
    try await center.configure()
    try await center.register([EligibilityItem(id: LauncherFixture.tourID)])
    let hiddenTour = Fixture(["a", "b", "c"])
    let launcher = EligibleTourLauncher(center: center)
    #expect(
      try await launcher.startIfEligible(hiddenTour.controller, id: LauncherFixture.tourID, resuming: Self.version3)
        == .notEligible(.pending))
    #expect(try await position(store)?.stepID == "step1")
    // Closed since (another device's close merged in, say): not resumed, and the position is cleared.
    let tourID = LauncherFixture.tourID
    _ = await store.update { $0.invalidate(tourID, reason: .closed, at: eligibilityEpoch) }
    let third = try await Self.process(store)
    #expect(try await resume(third) == .notEligible(.invalidated(.closed)))
    #expect(try await position(store) == nil)
  }
}
