// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UITraitCollection.h, UIContentSizeCategory.h), as Swift imports them.

/// The iOS interface environment for your app (a recording stand-in: only the text size).
@MainActor
open class UITraitCollection: NSObject {
  /// The font sizing option preferred by the user.
  @available(iOS 10.0, tvOS 10.0, *)
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Creates a trait collection with the specified content size category.
  @available(iOS 10.0, tvOS 10.0, *)
  package init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
    super.init()
  }

  /// Creates a trait collection with the default traits.
  public override convenience init() {
    self.init(preferredContentSizeCategory: .large)
  }
}

/// Constants that indicate the preferred size of your content.
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  /// The category's name.
  public var rawValue: String

  /// Creates a category from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An extra-small font.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small font.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium-sized font.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// A large font.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// An extra-large font.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A font that is larger than the extra-large font.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest font that is not an accessibility font.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// A medium font size that reflects the current accessibility settings.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A large font size that reflects the current accessibility settings.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// An extra-large font size that reflects the current accessibility settings.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// A font that is larger than the extra-large accessibility font.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest font size that reflects the current accessibility settings.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}
