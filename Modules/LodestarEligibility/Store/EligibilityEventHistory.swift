import Foundation

/// The donations of one event, oldest first; only the most recent ``donationLimit`` are kept.
///
/// Appending trims in batches, so the in-memory array may briefly hold a few more donations than the
/// limit; they are never counted, compared or encoded.
public struct EligibilityEventHistory: Sendable, Hashable, Codable {
  /// How many donations of one event are kept: the most recent 1,000.
  public static let donationLimit = 1_000

  private static let trimSlack = 256

  private var storage: [EligibilityDonation]

  /// Creates a history from donations in any order; only the most recent ``donationLimit`` are kept.
  public init(donations: [EligibilityDonation] = []) {
    storage = donations.sorted { $0.date < $1.date }
    trim(to: Self.donationLimit)
  }

  /// The kept donations, oldest first.
  public var donations: ArraySlice<EligibilityDonation> {
    storage[keptStart...]
  }

  /// How many donations are kept.
  public var count: Int { storage.count - keptStart }

  private var keptStart: Int { max(0, storage.count - Self.donationLimit) }

  /// Adds a donation, keeping the donations in date order.
  public mutating func append(_ donation: EligibilityDonation) {
    if let last = storage.last, last.date > donation.date {
      storage.insert(donation, at: firstIndex(notBefore: donation.date, from: 0))
    } else {
      storage.append(donation)
    }
    if storage.count > Self.donationLimit + Self.trimSlack {
      trim(to: Self.donationLimit)
    }
  }

  /// The number of kept donations at most `window` seconds older than `date` (all kept donations when
  /// `window` is `nil`), counting only those whose value `filter` accepts when a filter is given.
  public func count(
    within window: TimeInterval?, at date: Date, matching filter: (@Sendable (EligibilityValue?) -> Bool)? = nil
  ) -> Int {
    var start = keptStart
    if let window {
      start = firstIndex(notBefore: date.addingTimeInterval(-window), from: start)
    }
    guard let filter else { return storage.count - start }
    var matches = 0
    for index in start..<storage.count where filter(storage[index].value) {
      matches += 1
    }
    return matches
  }

  private func firstIndex(notBefore cutoff: Date, from start: Int) -> Int {
    var low = start
    var high = storage.count
    while low < high {
      let middle = (low + high) / 2
      if storage[middle].date < cutoff {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  private mutating func trim(to limit: Int) {
    if storage.count > limit {
      storage.removeFirst(storage.count - limit)
    }
  }

  /// Two histories are equal when their kept donations are.
  public static func == (lhs: EligibilityEventHistory, rhs: EligibilityEventHistory) -> Bool {
    lhs.donations.elementsEqual(rhs.donations)
  }

  /// Hashes the kept donations.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for donation in donations { hasher.combine(donation) }
  }

  /// Decodes an array of donations.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(donations: try container.decode([EligibilityDonation].self))
  }

  /// Encodes the kept donations as an array, oldest first.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Array(donations))
  }
}
