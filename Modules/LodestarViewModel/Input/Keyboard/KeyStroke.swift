import LodestarScene

/// A key pressed with its modifiers.
public struct KeyStroke: Sendable, Hashable, Codable {
  /// The key.
  public var key: TourKey
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a key press.
  public init(_ key: TourKey, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
