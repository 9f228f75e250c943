import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Synchronization

/// A thread-safe list of lines shared by a store (on its actor) and main-actor handlers.
final class EligibleTourLog: Sendable {
  private let storage = Mutex<[String]>([])

  var lines: [String] { storage.withLock { $0 } }

  func append(_ line: String) {
    storage.withLock { $0.append(line) }
  }
}

/// An in-memory store that logs the record of one item after every update, and can be told to fail.
actor LoggingEligibilityStore: EligibilityStore {
  struct WriteFailure: Error, Equatable {}

  private let base = InMemoryEligibilityStore()
  private let id: EligibilityID
  private let log: EligibleTourLog
  private var failsWrites = false

  init(logging id: EligibilityID, to log: EligibleTourLog) {
    self.id = id
    self.log = log
  }

  func setFailsWrites(_ fails: Bool) {
    failsWrites = fails
  }

  func load() async throws -> EligibilityState {
    await base.load()
  }

  func update(_ change: @Sendable (inout EligibilityState) -> Void) async throws -> EligibilityState {
    if failsWrites { throw WriteFailure() }
    let state = await base.update(change)
    let record = state.record(of: id)
    let reason = record.invalidationReason?.rawValue ?? "none"
    log.append("store(displays: \(record.displayCount), invalidated: \(reason))")
    return state
  }

  func reset() async throws {
    await base.reset()
  }
}

/// A center, a launcher and a controller fixture for the launcher tests.
@MainActor
struct LauncherFixture {
  static let tourID: EligibilityID = "onboarding"

  let center: EligibilityCenter
  let clock: ManualClock
  let launcher: EligibleTourLauncher
  let tour: Fixture

  init(
    options: EligibilityOptions = EligibilityOptions(), steps: [String] = ["a", "b", "c"],
    store: any EligibilityStore = InMemoryEligibilityStore()
  ) async throws {
    clock = ManualClock(startDate: eligibilityEpoch)
    center = try await makeEligibilityCenter(
      items: [EligibilityItem(id: Self.tourID, options: options)], store: store, clock: clock)
    launcher = EligibleTourLauncher(center: center)
    tour = Fixture(steps)
  }

  var controller: TourController<String> { tour.controller }

  /// Starts the fixture's tour through the launcher.
  func start(at index: Int = 0) async throws -> EligibleTourStart {
    try await launcher.startIfEligible(controller, id: Self.tourID, at: index)
  }

  /// Goes through every step of the running tour, ending it with `.completed`.
  func finishTour() throws {
    while controller.isStarted { try controller.next() }
  }

  func status() async -> EligibilityStatus {
    await center.status(of: Self.tourID)
  }

  func record() async -> EligibilityRecord {
    await center.record(of: Self.tourID)
  }
}
