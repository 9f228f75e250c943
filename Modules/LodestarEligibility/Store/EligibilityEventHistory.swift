import Foundation

/// The donations of one event, oldest first (by date, then identifier); only the most recent
/// ``donationLimit`` are kept.
///
/// A set of donations: each donation's ``EligibilityDonation/id`` names it, so merging a history with a copy
/// that holds some of the same donations counts each of them once (``merge(_:)``).
///
/// Appending trims in batches, so the in-memory array may briefly hold a few more donations than the
/// limit; they are never counted, compared or encoded.
public struct EligibilityEventHistory: Sendable, Hashable, Codable {
  /// How many donations of one event are kept: the most recent 1,000.
  public static let donationLimit = 1_000

  private static let trimSlack = 256

  private var storage: [EligibilityDonation]

  /// Creates a history from donations in any order; only the most recent ``donationLimit`` are kept.
  ///
  /// A donation whose identifier an earlier one in `donations` has is the same donation, and is left out,
  /// unless its identifier belongs to no device (``EligibilityDonation/init(date:value:)``): such a
  /// donation gets the next free counter instead, so donations made without identifiers all count.
  ///
  /// - Parameter donations: The donations, in any order.
  /// - Complexity: O(*n* log *n*) for *n* donations.
  public init(donations: [EligibilityDonation] = []) {
    var seen: Set<HybridLogicalTimestamp> = []
    var unique: [EligibilityDonation] = []
    unique.reserveCapacity(donations.count)
    for var donation in donations {
      if seen.contains(donation.id) {
        guard donation.id.device.isUnassigned, let free = Self.freeIdentifier(after: donation.id, in: seen) else {
          continue
        }
        donation.id = free
      }
      seen.insert(donation.id)
      unique.append(donation)
    }
    storage = unique.sorted { $0.precedes($1) }
    trim(to: Self.donationLimit)
  }

  /// Keeps already sorted donations with distinct identifiers as they are.
  init(sortedUniqueDonations: [EligibilityDonation]) {
    storage = sortedUniqueDonations
    trim(to: Self.donationLimit)
  }

  /// The first identifier after `id`, counting up, that `used` does not hold; `nil` when the counters run out.
  private static func freeIdentifier(
    after id: HybridLogicalTimestamp, in used: Set<HybridLogicalTimestamp>
  ) -> HybridLogicalTimestamp? {
    var candidate = id
    while used.contains(candidate) {
      guard candidate.counter < HybridLogicalTimestamp.counters.upperBound else { return nil }
      candidate.counter += 1
    }
    return candidate
  }

  /// The kept donations, oldest first.
  public var donations: ArraySlice<EligibilityDonation> {
    storage[keptStart...]
  }

  /// How many donations are kept.
  public var count: Int { storage.count - keptStart }

  private var keptStart: Int { max(0, storage.count - Self.donationLimit) }

  /// Adds a donation, keeping the donations in date order.
  ///
  /// A donation whose identifier the history holds already is the same donation, and changes nothing,
  /// unless its identifier belongs to no device (``EligibilityDonation/init(date:value:)``): then it gets
  /// the next free counter and counts.
  ///
  /// - Parameter donation: The donation to add.
  /// - Complexity: O(*n*) for a history of *n* donations.
  public mutating func append(_ donation: EligibilityDonation) {
    var donation = donation
    if storage.contains(where: { $0.id == donation.id }) {
      guard donation.id.device.isUnassigned else { return }
      let used = Set(storage.lazy.map(\.id).filter { $0.wallTime == donation.id.wallTime })
      guard let free = Self.freeIdentifier(after: donation.id, in: used) else { return }
      donation.id = free
    }
    insert(donation)
  }

  /// Adds a donation whose identifier no donation of the history has (one the donating state's clock just
  /// issued), keeping the order.
  mutating func insert(_ donation: EligibilityDonation) {
    if let last = storage.last, donation.precedes(last) {
      storage.insert(donation, at: insertionIndex(of: donation))
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

  /// The index of the first donation that does not precede `donation`.
  private func insertionIndex(of donation: EligibilityDonation) -> Int {
    var low = 0
    var high = storage.count
    while low < high {
      let middle = (low + high) / 2
      if storage[middle].precedes(donation) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The index of the first donation from `start` on whose date is not before `cutoff`. Reads the dates
  /// through the buffer, so that no probe copies (and retains) a donation.
  private func firstIndex(notBefore cutoff: Date, from start: Int) -> Int {
    storage.withUnsafeBufferPointer { buffer in
      var low = start
      var high = buffer.count
      while low < high {
        let middle = (low + high) / 2
        if buffer[middle].date < cutoff {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
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
