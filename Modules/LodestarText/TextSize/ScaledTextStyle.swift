/// A text style of Apple's type ramp, with its point size at each ``TextSizeCategory``: the curve along which
/// a text, or a length that goes with it, grows and shrinks with the reader's text size.
///
/// The sizes are Apple's published Dynamic Type sizes for iOS and iPadOS (the Human Interface Guidelines'
/// typography tables). A custom size follows a style's curve in proportion, as `UIFontMetrics.scaledValue(for:)`
/// does: ``scaledValue(_:at:)``.
///
/// What the engine lays out follows these styles: the coach mark's title ``headline``, its hint
/// ``subheadline`` (15 points at the default size, Instructions' hint), its next label ``body``, the skip
/// control ``subheadline``, the progress text ``footnote``, and a walkthrough's text ``body``. Paddings, the
/// arrow and the corner radius follow ``body``, as a metric scaled by a default `UIFontMetrics` does.
public enum ScaledTextStyle: String, Sendable, Hashable, CaseIterable {
  /// Large Title: 34 points at the default size.
  case largeTitle
  /// Title 1: 28 points.
  case title1
  /// Title 2: 22 points.
  case title2
  /// Title 3: 20 points.
  case title3
  /// Headline: 17 points, semibold.
  case headline
  /// Body: 17 points.
  case body
  /// Callout: 16 points.
  case callout
  /// Subheadline: 15 points.
  case subheadline
  /// Footnote: 13 points.
  case footnote
  /// Caption 1: 12 points.
  case caption1
  /// Caption 2: 11 points.
  case caption2

  /// The smallest size the engine draws text at, whatever the style and the category: Apple's guidance.
  public static let minimumFontSize: Double = 11

  /// The style's point size at each category, from ``TextSizeCategory/xSmall`` to
  /// ``TextSizeCategory/accessibility5``.
  private var sizes: [Double] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    }
  }

  /// The style's point size at a category.
  ///
  /// - Parameter category: The reader's text size.
  /// - Returns: The size in points.
  public func pointSize(at category: TextSizeCategory) -> Double { sizes[category.index] }

  /// A value that goes with this style at the default size (``TextSizeCategory/large``), scaled to a category
  /// in proportion to the style's size, as `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales it.
  ///
  /// - Parameters:
  ///   - value: The value at the default size.
  ///   - category: The reader's text size.
  /// - Returns: The scaled value; exactly `value` at ``TextSizeCategory/large``, and `value` itself when it is
  ///   not finite.
  public func scaledValue(_ value: Double, at category: TextSizeCategory) -> Double {
    guard category != .large, value.isFinite else { return value }
    return value * pointSize(at: category) / pointSize(at: .large)
  }

  /// A font size that is `size` at the default size, scaled to a category and never below
  /// ``minimumFontSize``.
  ///
  /// - Parameters:
  ///   - size: The font size at the default size, in points.
  ///   - category: The reader's text size.
  /// - Returns: The scaled font size, at least 11 points.
  public func scaledFontSize(_ size: Double, at category: TextSizeCategory) -> Double {
    let scaled = scaledValue(size, at: category)
    return scaled.isNaN ? Self.minimumFontSize : max(Self.minimumFontSize, scaled)
  }
}
