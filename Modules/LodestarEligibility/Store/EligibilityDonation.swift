import Foundation

/// One donation of an event: when it happened and the value donated with it, if any.
public struct EligibilityDonation: Sendable, Hashable, Codable {
  /// When the event happened.
  public var date: Date
  /// The value donated with it.
  public var value: EligibilityValue?

  /// Creates a donation.
  public init(date: Date, value: EligibilityValue? = nil) {
    self.date = date
    self.value = value
  }
}
