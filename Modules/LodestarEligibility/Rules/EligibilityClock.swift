import Foundation

/// The source of the current time for eligibility: event windows, display frequency and display durations.
///
/// Inject ``ManualEligibilityClock`` in tests so no test waits for real time.
public protocol EligibilityClock: Sendable {
  /// The current moment.
  func now() -> Date
}

/// The system's wall clock.
public struct SystemEligibilityClock: EligibilityClock {
  /// Creates the system clock.
  public init() {}

  /// `Date()`.
  public func now() -> Date { Date() }
}

/// A clock that moves only when told to; for tests and simulations. Safe to use from any thread.
public final class ManualEligibilityClock: EligibilityClock, @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date

  /// Creates a clock showing `date`.
  public init(_ date: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    current = date
  }

  /// The moment the clock shows.
  public func now() -> Date {
    lock.withLock { current }
  }

  /// Moves the clock by `seconds` (backwards when negative).
  public func advance(by seconds: TimeInterval) {
    lock.withLock { current = current.addingTimeInterval(seconds) }
  }

  /// Sets the clock to `date`.
  public func set(to date: Date) {
    lock.withLock { current = date }
  }
}
