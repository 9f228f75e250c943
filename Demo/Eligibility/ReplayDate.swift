import Foundation

/// How the replay prompt writes a date: "2026-01-05 at 00:01 UTC".
///
/// The proleptic Gregorian calendar (ISO 8601's, also before 1582) in UTC, worked out with integers (no `DateFormatter`, which gives an
/// empty string for a date past its range), so the prompt always names a date: a year past 9999 or before
/// 1 is written with its sign and as many digits as it needs ("+33689-09-27 at 01:46 UTC",
/// "-0042-03-01 at 00:00 UTC", ISO 8601's expanded years), and a date no calendar arithmetic can hold
/// (beyond a billion years, infinite or not a number) is described in words.
enum ReplayDate {
  /// The farthest date written as a date: about 950 million years from 1970, in seconds.
  static let largestSeconds = 3e16

  /// The text for `date`: "2026-01-05 at 00:01 UTC"; never empty.
  static func text(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds.isFinite, abs(seconds) <= largestSeconds else {
      if seconds.isNaN { return "an unknown date" }
      return seconds > 0
        ? "a date more than 950 million years after 1970" : "a date more than 950 million years before 1970"
    }
    let total = Int64(seconds)
    let days = total >= 0 ? total / 86_400 : -((-total + 86_399) / 86_400)
    let secondsOfDay = total - days * 86_400
    let (year, month, day) = civilDate(daysSince1970: days)
    let yearText: String
    if (1...9999).contains(year) {
      yearText = padded(year, to: 4)
    } else {
      yearText = (year < 0 ? "-" : "+") + padded(abs(year), to: 4)
    }
    return "\(yearText)-\(padded(month, to: 2))-\(padded(day, to: 2)) at "
      + "\(padded(secondsOfDay / 3_600, to: 2)):\(padded(secondsOfDay % 3_600 / 60, to: 2)) UTC"
  }

  /// The year, month and day of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
  static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func padded(_ value: Int64, to width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
