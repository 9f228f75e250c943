import Foundation

extension EligibilityRecord {
  /// The merge of two records of one item that follow the same reset: each device's counts the larger of
  /// the two copies, the earlier first display, the later last display, the first invalidation (by date,
  /// then reason), and the completion written last.
  func joined(with other: EligibilityRecord) -> EligibilityRecord {
    var merged = self
    var tallies = self.tallies
    for (device, tally) in other.tallies {
      tallies[device] = tallies[device].map { $0.joined(with: tally) } ?? tally
    }
    merged.setTallies(tallies)
    merged.firstDisplayDate = Self.earlier(firstDisplayDate, other.firstDisplayDate)
    merged.lastDisplayDate = Self.later(lastDisplayDate, other.lastDisplayDate)
    if let reason = other.invalidationReason {
      if invalidationReason.map({
        Self.isFirstInvalidation(reason, other.invalidationDate, before: $0, invalidationDate)
      })
        ?? true
      {
        merged.invalidationReason = reason
        merged.invalidationDate = other.invalidationDate
      }
    } else if invalidationReason == nil {
      merged.invalidationDate = Self.earlier(invalidationDate, other.invalidationDate)
    }
    if Self.isWrittenLater(other.completionStamp, other.completionDate, than: completionStamp, completionDate) {
      merged.completionStamp = other.completionStamp
      merged.completionDate = other.completionDate
    }
    return merged
  }

  /// Whether one invalidation comes first: the earlier date (an unknown date first), then the reason's name
  /// (so two devices that invalidated at the same moment agree).
  static func isFirstInvalidation(
    _ reason: EligibilityStatus.InvalidationReason, _ date: Date?,
    before otherReason: EligibilityStatus.InvalidationReason, _ otherDate: Date?
  ) -> Bool {
    if date != otherDate {
      guard let date else { return true }
      guard let otherDate else { return false }
      return date < otherDate
    }
    return reason.rawValue < otherReason.rawValue
  }

  /// Whether a completion was written after another: by its timestamp (none is earliest), then its date.
  static func isWrittenLater(
    _ stamp: HybridLogicalTimestamp?, _ date: Date?, than otherStamp: HybridLogicalTimestamp?, _ otherDate: Date?
  ) -> Bool {
    if stamp != otherStamp { return EligibilityState.isEarlier(otherStamp, stamp) }
    guard let date else { return false }
    guard let otherDate else { return true }
    return otherDate < date
  }

  static func earlier(_ first: Date?, _ second: Date?) -> Date? {
    guard let first else { return second }
    guard let second else { return first }
    return min(first, second)
  }

  static func later(_ first: Date?, _ second: Date?) -> Date? {
    guard let first else { return second }
    guard let second else { return first }
    return max(first, second)
  }
}
