/// The identifier of a tour or hint whose eligibility Lodestar tracks.
///
/// Identifiers are the keys of the persisted state, so keep them stable across app versions.
public struct EligibilityID: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier's text.
  public var rawValue: String

  /// Creates an identifier from its text.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The identifier's text.
  public var description: String { rawValue }

  /// Orders identifiers by their text.
  public static func < (lhs: EligibilityID, rhs: EligibilityID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
