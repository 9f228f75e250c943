/// An identifier that is a piece of text the app chooses: element, scene, screen and window identifiers.
///
/// A conforming type declares only ``rawValue`` and ``init(_:)``; it gets string-literal creation, coding
/// as a single JSON string, and its text as its description.
public protocol TextualIdentifier: Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier's text.
  var rawValue: String { get }

  /// Creates an identifier from its text.
  init(_ rawValue: String)
}

extension TextualIdentifier {
  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Decodes an identifier from a single string.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the identifier as a single string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The identifier's text.
  public var description: String { rawValue }
}
