import Foundation

/// One donation of an event: when it happened, the value donated with it, if any, and the identifier that
/// makes it one donation however many times a sync delivers it.
public struct EligibilityDonation: Sendable, Hashable, Codable {
  /// Identifies the donation: the timestamp the donating device's clock issued for it. Two donations with
  /// the same identifier are one donation (see ``EligibilityEventHistory/merge(_:)``).
  public var id: HybridLogicalTimestamp
  /// When the event happened.
  public var date: Date
  /// The value donated with it.
  public var value: EligibilityValue?

  /// Creates a donation whose identifier belongs to no device: the date's millisecond, counter 0. An
  /// ``EligibilityEventHistory`` gives such donations distinct counters when they are added.
  ///
  /// - Parameters:
  ///   - date: When the event happened.
  ///   - value: The value donated with it.
  public init(date: Date, value: EligibilityValue? = nil) {
    self.init(id: HybridLogicalTimestamp(date: date, device: .unassigned), date: date, value: value)
  }

  /// Creates a donation with its identifier.
  ///
  /// - Parameters:
  ///   - id: Identifies the donation.
  ///   - date: When the event happened.
  ///   - value: The value donated with it.
  public init(id: HybridLogicalTimestamp, date: Date, value: EligibilityValue? = nil) {
    self.id = id
    self.date = date
    self.value = value
  }

  private enum CodingKeys: String, CodingKey {
    case id, date, value
  }

  /// Decodes a donation; one without an identifier gets the one ``init(date:value:)`` gives.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The decoder's error for a missing or mistyped value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let date = try container.decode(Date.self, forKey: .date)
    let value = try container.decodeIfPresent(EligibilityValue.self, forKey: .value)
    if let id = try container.decodeIfPresent(HybridLogicalTimestamp.self, forKey: .id) {
      self.init(id: id, date: date, value: value)
    } else {
      self.init(date: date, value: value)
    }
  }

  /// Whether `self` sorts before `other` in a history: by date, then identifier.
  func precedes(_ other: EligibilityDonation) -> Bool {
    date != other.date ? date < other.date : id < other.id
  }
}
