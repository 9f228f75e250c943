import Foundation

/// The source of the current time for eligibility: event windows, display frequency and display durations.
///
/// In tests, inject the `ManualClock` of the `LodestarTesting` product, so no test waits for real time; the
/// same clock can time a tour's controller.
public protocol EligibilityClock: Sendable {
  /// The current moment.
  ///
  /// - Returns: The date and time now.
  func now() -> Date
}

/// The system's wall clock.
public struct SystemEligibilityClock: EligibilityClock {
  /// Creates the system clock.
  public init() {}

  /// `Date()`.
  public func now() -> Date { Date() }
}
