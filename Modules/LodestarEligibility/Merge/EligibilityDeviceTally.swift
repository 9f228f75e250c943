import Foundation
import LodestarJSON

/// One device's displays and display time of one item. A device's own tally only grows, so two copies of
/// it merge by taking the larger of each count.
struct EligibilityDeviceTally: Sendable, Hashable {
  /// How many displays the device recorded, from 0 to 2^53 − 1.
  var displayCount = 0
  /// The seconds the device displayed it, from 0 to 10^12.
  var displayDuration: TimeInterval = 0

  var isEmpty: Bool { displayCount == 0 && displayDuration == 0 }

  mutating func addDisplay() {
    displayCount = Self.clampedCount(displayCount, plus: 1)
  }

  mutating func addDisplayDuration(_ seconds: TimeInterval) {
    displayDuration = EligibilityStateReader.displayDurations.clamped(displayDuration + seconds)
  }

  mutating func add(_ other: EligibilityDeviceTally) {
    displayCount = Self.clampedCount(displayCount, plus: other.displayCount)
    displayDuration = EligibilityStateReader.displayDurations.clamped(displayDuration + other.displayDuration)
  }

  /// The larger of each count: the merge of two copies of one device's tally.
  func joined(with other: EligibilityDeviceTally) -> EligibilityDeviceTally {
    EligibilityDeviceTally(
      displayCount: max(displayCount, other.displayCount), displayDuration: max(displayDuration, other.displayDuration))
  }

  /// `count + addend`, at most 2^53 − 1 (the largest count a state file holds), never overflowing.
  static func clampedCount(_ count: Int, plus addend: Int) -> Int {
    let (sum, overflow) = count.addingReportingOverflow(addend)
    if overflow { return addend > 0 ? EligibilityStateReader.largestCount : 0 }
    return min(sum, EligibilityStateReader.largestCount)
  }
}
