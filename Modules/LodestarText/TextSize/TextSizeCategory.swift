/// The reader's preferred text size: one of the 12 categories iOS and iPadOS offer, 7 standard ones and 5
/// accessibility ones, from the smallest to the largest. ``large`` is the default.
///
/// The cases carry SwiftUI's `DynamicTypeSize` names, and a tour or walkthrough file writes them the same way
/// (`"xSmall"`, `"accessibility3"`). UIKit's `UIContentSizeCategory` maps one to one: `.extraSmall` is
/// ``xSmall``, `.accessibilityMedium` is ``accessibility1`` and `.accessibilityExtraExtraExtraLarge` is
/// ``accessibility5``.
///
/// ```swift
/// var options = TourPresenterOptions()
/// options.textSize = .accessibility2
/// ```
public enum TextSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// The smallest standard size (body text 14 points).
  case xSmall
  /// Body text 15 points.
  case small
  /// Body text 16 points.
  case medium
  /// The default size (body text 17 points).
  case large
  /// Body text 19 points.
  case xLarge
  /// Body text 21 points.
  case xxLarge
  /// The largest standard size (body text 23 points).
  case xxxLarge
  /// The smallest accessibility size (body text 28 points).
  case accessibility1
  /// Body text 33 points.
  case accessibility2
  /// Body text 40 points.
  case accessibility3
  /// Body text 47 points.
  case accessibility4
  /// The largest accessibility size (body text 53 points, about 3.1 times the default).
  case accessibility5

  /// The category's position from the smallest, 0 to 11.
  public var index: Int {
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }

  /// Whether this is one of the five accessibility sizes (AX1 to AX5).
  public var isAccessibilityCategory: Bool { self >= .accessibility1 }

  /// Whether `lhs` is a smaller text size than `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: A category.
  ///   - rhs: Another category.
  /// - Returns: `true` when `lhs` comes before `rhs`.
  public static func < (lhs: TextSizeCategory, rhs: TextSizeCategory) -> Bool { lhs.index < rhs.index }

  /// The category clamped to a range, as a view limited with `dynamicTypeSize(_:)` follows the reader's size.
  ///
  /// - Parameter range: The categories allowed.
  /// - Returns: The category itself when the range holds it, else the range's nearer end.
  public func clamped(to range: ClosedRange<TextSizeCategory>) -> TextSizeCategory {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
