#if !LODESTAR_APP_EXTENSION_SAFE
  /// The identifier of a scene (one instance of the app's user interface) as the app names it in its
  /// ``ApplicationModel``.
  public struct SceneID: Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
      self.rawValue = value
    }

    /// Decodes an identifier from a single string.
    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the identifier as a single string.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// The identifier's text.
    public var description: String { rawValue }
  }
#endif
