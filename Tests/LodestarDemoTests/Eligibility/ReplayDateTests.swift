import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

@testable import lodestar_demo

/// The replay prompt always names a date: "You skipped this tour on ." (an empty date from `DateFormatter`
/// past its range) cannot happen.
@Suite struct ReplayDateTests {
  @Test(arguments: [
    (789_264_060.0, "2026-01-05 at 00:01 UTC"),
    (0, "2001-01-01 at 00:00 UTC"),
    (-978_307_200, "1970-01-01 at 00:00 UTC"),
    (-978_307_201, "1969-12-31 at 23:59 UTC"),
    (252_423_993_599, "9999-12-31 at 23:59 UTC"),
    (252_423_993_600, "+10000-01-01 at 00:00 UTC"),
    (1e12, "+33689-09-27 at 01:46 UTC"),
    (-63_113_904_000, "0001-01-01 at 00:00 UTC"),
    (-63_113_904_001, "+0000-12-31 at 23:59 UTC"),
    (-63_177_062_400, "-0001-01-01 at 00:00 UTC"),
    (1e300, "a date more than 950 million years after 1970"),
    (-.greatestFiniteMagnitude, "a date more than 950 million years before 1970"),
    (.infinity, "a date more than 950 million years after 1970"),
    (.nan, "an unknown date"),
  ])
  func datesAreWrittenWhateverTheirRange(secondsSince2001: Double, expected: String) {
    #expect(ReplayDate.text(Date(timeIntervalSinceReferenceDate: secondsSince2001)) == expected)
  }

  @MainActor @Test(arguments: [1e12, 1e15, -1e15, 1e20, .infinity, -.infinity, .nan])
  func theSkippedPromptNeverHasAnEmptyDate(seconds: Double) {
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    let skipped = EligibilityRecord(
      displayCount: 1, lastDisplayDate: date, invalidationReason: .closed, invalidationDate: date)
    let finished = EligibilityRecord(displayCount: 1, lastDisplayDate: date, completionDate: date)
    let seen = EligibilityRecord(displayCount: 1, lastDisplayDate: date)
    for record in [skipped, finished, seen] {
      let line = DemoEligibility.replayLine(for: record)
      #expect(!line.contains(" on .") && !line.contains("on )") && !line.contains("(last on )"), "\(seconds): \(line)")
      #expect(line.contains(ReplayDate.text(date)), "\(seconds): \(line)")
    }
  }

  /// The day numbers of the calendar round-trip through an independent inverse (Hinnant's
  /// `days_from_civil`), over ±950 million years, and agree with Foundation's Gregorian calendar from 1583
  /// (Foundation counts Julian dates before the reform).
  @Test func civilDatesRoundTripAndAgreeWithFoundation() throws {
    let seed: UInt64 = 14
    var random = SeededGenerator(seed: seed)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for index in 0..<2_000 {
      let days = Int64(random.double(in: -3.4e11...3.4e11).rounded(.down))
      let (year, month, day) = ReplayDate.civilDate(daysSince1970: days)
      #expect(daysFromCivil(year: year, month: month, day: day) == days, "seed \(seed) case \(index): \(days)")
      let recent = Int64(random.double(in: -141_427...2_932_896).rounded(.down))  // 1583-01-01 to 9999-12-31
      let civil = ReplayDate.civilDate(daysSince1970: recent)
      let components = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(recent) * 86_400))
      #expect(
        [civil.year, civil.month, civil.day]
          == [components.year, components.month, components.day].map { Int64($0 ?? 0) },
        "seed \(seed) case \(index): \(recent)")
    }
  }

  private func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    let year = month <= 2 ? year - 1 : year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
