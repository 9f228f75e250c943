/// How assistive technology presents an element (the common subset of UIKit's traits, AppKit's roles and
/// ARIA roles).
public struct AccessibilityElementTraits: OptionSet, Sendable, Hashable, Codable {
  /// The traits' bits.
  public let rawValue: UInt8

  /// Creates a set of traits from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A control that performs an action when activated.
  public static let button = AccessibilityElementTraits(rawValue: 1 << 0)
  /// Text that does not change and cannot be activated.
  public static let staticText = AccessibilityElementTraits(rawValue: 1 << 1)
  /// A heading that starts a section (the step's title).
  public static let header = AccessibilityElementTraits(rawValue: 1 << 2)
  /// Content that changes as the tour goes on (the progress text).
  public static let updatesFrequently = AccessibilityElementTraits(rawValue: 1 << 3)
}
