import Foundation

/// Settings that apply to every tour and hint of an ``EligibilityCenter``.
public struct EligibilityConfiguration: Sendable, Hashable {
  /// How often a tour or hint may be shown for the first time.
  ///
  /// At most one new item (one never displayed before) is displayed per period; items already displayed
  /// keep showing while their rules hold, and items whose options ignore the display frequency are never
  /// held back. Periods are absolute durations counted from the last first display: an hour is 3,600 s,
  /// a day 86,400 s, a week 604,800 s and a month 2,592,000 s (30 days), whatever the calendar, time zone
  /// or daylight-saving changes in between.
  public enum DisplayFrequency: String, Sendable, Hashable, CaseIterable {
    /// No limit.
    case immediate
    /// One new item per hour.
    case hourly
    /// One new item per day.
    case daily
    /// One new item per week.
    case weekly
    /// One new item per 30 days.
    case monthly

    /// The period's length in seconds; `nil` for `.immediate`.
    public var period: TimeInterval? {
      switch self {
      case .immediate: nil
      case .hourly: 3_600
      case .daily: 86_400
      case .weekly: 604_800
      case .monthly: 2_592_000
      }
    }
  }

  /// How often a new tour or hint may be shown; `.immediate` by default.
  public var displayFrequency: DisplayFrequency
  /// Overrides for UI tests and demos; none by default. The environment variables are added to these by
  /// ``EligibilityCenter``.
  public var testingOverrides: EligibilityTestingOverrides

  /// Creates a configuration.
  public init(
    displayFrequency: DisplayFrequency = .immediate,
    testingOverrides: EligibilityTestingOverrides = EligibilityTestingOverrides()
  ) {
    self.displayFrequency = displayFrequency
    self.testingOverrides = testingOverrides
  }
}
