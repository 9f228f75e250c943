import Foundation
import Lodestar

/// The interactive demo's eligibility: the tour starts through an ``EligibleTourLauncher`` over the file
/// store, which records its display and how it ended; a tour no longer eligible offers a replay through the
/// testing override (so the recorded state is kept).
@MainActor
struct DemoEligibility {
  let store: any EligibilityStore
  let id: EligibilityID
  private(set) var launcher: EligibleTourLauncher?

  /// The file store at `path`, the default state file, or (when there is no home directory to keep it in)
  /// an in-memory store.
  init(tourID: String, statePath: String?) {
    id = EligibilityID(rawValue: tourID)
    if let statePath {
      store = FileEligibilityStore(url: URL(fileURLWithPath: statePath))
    } else if let fileStore = try? FileEligibilityStore(applicationName: StoreCommand.applicationName) {
      store = fileStore
    } else {
      store = InMemoryEligibilityStore()
    }
  }

  /// Starts the tour if it is eligible; otherwise returns the line that offers a replay.
  mutating func start(_ controller: TourController<CoachMark>, forcingDisplay: Bool) async -> StartResult {
    let overrides = forcingDisplay ? EligibilityTestingOverrides(shownItems: [id]) : EligibilityTestingOverrides()
    let center = EligibilityCenter(
      store: store, configuration: EligibilityConfiguration(testingOverrides: overrides), environment: [:])
    do {
      try await center.register([EligibilityItem(id: id)])
      try await center.configure()
      let launcher = EligibleTourLauncher(center: center)
      self.launcher = launcher
      switch try await launcher.startIfEligible(controller, id: id) {
      case .started: return .started
      case .notEligible:
        let record = await center.record(of: id)
        let date = record.invalidationDate ?? record.lastDisplayDate
        return .notEligible("You finished this tour on \(Self.format(date)). Enter: replay, q: quit")
      case .alreadyRunning: return .started
      case .failed(let error): return .failed("the tour did not start: \(error)")
      }
    } catch {
      return .failed("eligibility store: \(error)")
    }
  }

  /// Waits until the launcher has recorded the tour's end.
  func finish() async {
    await launcher?.waitForRecordings()
  }

  enum StartResult {
    case started
    case notEligible(String)
    case failed(String)
  }

  static func format(_ date: Date?) -> String {
    guard let date else { return "an earlier run" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd 'at' HH:mm 'UTC'"
    return formatter.string(from: date)
  }
}
