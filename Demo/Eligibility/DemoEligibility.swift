import Foundation
import Lodestar
import LodestarDemoSupport

/// The demo's eligibility: the tour starts through an ``EligibleTourLauncher``, which records its display
/// and how it ended.
///
/// Interactive runs use the file store, so a tour finished once opens with a replay offer the next time
/// (the replay goes through the testing override, so the recorded state is kept). Auto-play and `--script`
/// runs use a fresh in-memory store (``runDeterministically(_:play:)``): they always play, stay
/// deterministic and never depend on, or change, what earlier runs recorded.
@MainActor
struct DemoEligibility {
  let store: any EligibilityStore
  let id: EligibilityID
  private(set) var launcher: EligibleTourLauncher?

  /// The tour's eligibility over `store`.
  init(tourID: String, store: any EligibilityStore) {
    id = EligibilityID(rawValue: tourID)
    self.store = store
  }

  /// The file store at `path`, the default state file, or (when there is no home directory to keep it in)
  /// an in-memory store.
  init(tourID: String, statePath: String?) {
    let store: any EligibilityStore
    if let statePath {
      store = FileEligibilityStore(url: URL(fileURLWithPath: statePath))
    } else if let fileStore = try? FileEligibilityStore(applicationName: StoreCommand.applicationName) {
      store = fileStore
    } else {
      store = InMemoryEligibilityStore()
    }
    self.init(tourID: tourID, store: store)
  }

  /// Starts the tour if it is eligible; otherwise returns the line that offers a replay.
  mutating func start(_ controller: TourController<CoachMark>, forcingDisplay: Bool) async -> StartResult {
    let overrides = forcingDisplay ? EligibilityTestingOverrides(shownItems: [id]) : EligibilityTestingOverrides()
    let center = EligibilityCenter(
      store: store, configuration: EligibilityConfiguration(testingOverrides: overrides), environment: [:])
    do {
      try await center.register([Self.item(id)])
      try await center.configure()
      let launcher = EligibleTourLauncher(center: center)
      self.launcher = launcher
      switch try await launcher.startIfEligible(controller, id: id) {
      case .started, .resumed: return .started
      case .notEligible:
        return .notEligible(Self.replayLine(for: await center.record(of: id)))
      case .alreadyRunning: return .started
      case .notShown(let why): return .failed("the tour was not shown: \(why)", status: ExitStatus.failure)
      case .failed(let error): return .failed("the tour did not start: \(error)", status: ExitStatus.failure)
      }
    } catch let error as EligibilityStoreError {
      return .failed(
        "eligibility store: \(error)", status: error.isDataError ? ExitStatus.dataError : ExitStatus.ioError)
    } catch {
      return .failed("eligibility store: \(error)", status: ExitStatus.ioError)
    }
  }

  /// What the demo registers for a tour: no rules and no limits, so it shows until it is finished or skipped.
  nonisolated static func item(_ id: EligibilityID) -> EligibilityItem {
    EligibilityItem(id: id)
  }

  /// The evaluator `store explain` asks: the demo's item (``item(_:)``) for each of `ids`, with the demo's
  /// configuration (every new tour at once, no testing overrides: interactive runs ignore the environment's).
  nonisolated static func evaluator(for ids: [EligibilityID]) throws(EligibilityError) -> EligibilityEvaluator {
    try EligibilityEvaluator(items: ids.map(item))
  }

  /// Waits until the launcher has recorded the tour's end.
  func finish() async {
    await launcher?.waitForRecordings()
  }

  enum StartResult: Equatable {
    case started
    case notEligible(String)
    /// The tour could not start: the message, and the exit status that says why (65 for a state file that
    /// is not one or does not decode).
    case failed(String, status: Int32)
  }

  /// The line a tour that is no longer eligible opens with. It says the tour was finished whenever the
  /// record says so (``EligibilityRecord/isCompleted``), whatever the invalidation's reason: with
  /// `maxDisplayCount: 1` the reason stays `.displayCountExceeded` from the first display on.
  static func replayLine(for record: EligibilityRecord) -> String {
    let what: String
    if let date = record.completionDate {
      what = "You finished this tour on \(format(date))."
    } else if record.invalidationReason == .closed {
      what = "You skipped this tour on \(format(record.invalidationDate ?? record.lastDisplayDate))."
    } else {
      what = "You have seen this tour (last on \(format(record.lastDisplayDate ?? record.invalidationDate)))."
    }
    return what + " Enter: replay, q: quit"
  }

  /// A date of the replay prompt (``ReplayDate``), or "an earlier run" when the record has none.
  static func format(_ date: Date?) -> String {
    guard let date else { return "an earlier run" }
    return ReplayDate.text(date)
  }

  /// Runs a non-interactive play (auto-play or `--script`) through the eligibility layer with a fresh
  /// in-memory store, then exits with `play`'s status: the tour starts through the launcher (so it always
  /// plays: the store is empty and the environment's testing variables are ignored), `play` prints its
  /// frames, and the run's end is recorded in memory before the process exits.
  static func runDeterministically(_ player: DemoPlayer, play: @escaping @MainActor () async -> Int32) -> Never {
    runOnMainActorAndExit { await playDeterministically(player, play: play) }
  }

  /// The body of ``runDeterministically(_:play:)``: returns the exit status.
  static func playDeterministically(_ player: DemoPlayer, play: @MainActor () async -> Int32) async -> Int32 {
    var eligibility = DemoEligibility(tourID: player.tour.id, store: InMemoryEligibilityStore())
    switch await eligibility.start(player.controller, forcingDisplay: false) {
    case .started: break
    case .notEligible(let message), .failed(let message, _):
      printError("lodestar-demo: \(message)")
      return ExitStatus.failure
    }
    let status = await play()
    if player.controller.isStarted || player.controller.isEnding { player.controller.stop(immediately: true) }
    await eligibility.finish()
    return status
  }
}
