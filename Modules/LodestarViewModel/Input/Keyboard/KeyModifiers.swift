/// The modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Sendable, Hashable, Codable {
  /// The modifiers' bits.
  public let rawValue: UInt8

  /// Creates a set of modifiers from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Control.
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Option (Alt).
  public static let option = KeyModifiers(rawValue: 1 << 2)
  /// Command (the platform key).
  public static let command = KeyModifiers(rawValue: 1 << 3)
}
