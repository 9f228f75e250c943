/// The identifier of one device (one replica) that changes an ``EligibilityState``: the key under which the
/// device's displays and display time are counted, and the last part of every
/// ``HybridLogicalTimestamp`` it issues.
///
/// A ``FileEligibilityStore`` gives its state file a random device identifier at its first change and keeps
/// it there; processes sharing one file are one device. A state that was never given one uses
/// ``unassigned``, and what it records moves to its device when it gets one
/// (``EligibilityState/assignDevice(_:)``).
public struct EligibilityDeviceID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The identifier of a state that has no device yet: the empty text.
  public static let unassigned = EligibilityDeviceID(rawValue: "")

  /// The identifier's text.
  public var rawValue: String

  /// Creates an identifier from its text.
  ///
  /// - Parameter rawValue: The identifier's text; the empty text is ``unassigned``.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a string literal.
  ///
  /// - Parameter value: The identifier's text.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// A new random identifier (128 random bits as 32 lowercase hexadecimal digits), for a device that has none
  /// yet.
  ///
  /// - Returns: An identifier no other device has, with overwhelming probability.
  public static func random() -> EligibilityDeviceID {
    var generator = SystemRandomNumberGenerator()
    return random(using: &generator)
  }

  /// A new random identifier (128 bits from `generator` as 32 lowercase hexadecimal digits).
  ///
  /// - Parameter generator: The source of the bits.
  /// - Returns: The identifier.
  public static func random(using generator: inout some RandomNumberGenerator) -> EligibilityDeviceID {
    var text = ""
    for _ in 0..<2 {
      let bits = generator.next() as UInt64
      let digits = String(bits, radix: 16)
      text += String(repeating: "0", count: 16 - digits.count) + digits
    }
    return EligibilityDeviceID(rawValue: text)
  }

  /// Whether this is ``unassigned``.
  public var isUnassigned: Bool { rawValue.isEmpty }

  /// The identifier's text.
  public var description: String { rawValue }

  /// Orders identifiers by their text (``unassigned`` first).
  ///
  /// - Parameters:
  ///   - lhs: An identifier.
  ///   - rhs: Another identifier.
  /// - Returns: Whether `lhs`'s text sorts before `rhs`'s.
  public static func < (lhs: EligibilityDeviceID, rhs: EligibilityDeviceID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
