import LodestarGeometry
import LodestarText

extension CoachMark {
  /// The coach mark at a reader's text size: its default body's style scaled
  /// (``CoachMarkBodyStyle/scaled(to:)``) and its widest body grown along the body's curve, so that at a large
  /// size the body widens toward the safe area's width (less the margins) before it wraps more lines.
  ///
  /// The gaps between the body, the arrow and the cut-out and the horizontal margin keep their values; an app
  /// view (a custom body or arrow) keeps its own size.
  ///
  /// - Parameter category: The reader's text size.
  /// - Returns: The scaled coach mark.
  public func scaled(to category: TextSizeCategory) -> CoachMark {
    var mark = self
    if case .standard(let style) = body { mark.body = .standard(style.scaled(to: category)) }
    mark.maxWidth = ScaledTextStyle.body.scaledValue(maxWidth, at: category)
    return mark
  }
}

extension SkipControlOptions {
  /// The skip control at a reader's text size: its title along ``/LodestarText/ScaledTextStyle/subheadline``
  /// (never below 11 points) and its padding along the body's curve. A custom view keeps its own size.
  ///
  /// - Parameter category: The reader's text size.
  /// - Returns: The scaled options.
  public func scaled(to category: TextSizeCategory) -> SkipControlOptions {
    var options = self
    options.fontSize = ScaledTextStyle.subheadline.scaledFontSize(fontSize, at: category)
    options.padding = Size(
      width: ScaledTextStyle.body.scaledValue(padding.width, at: category),
      height: ScaledTextStyle.body.scaledValue(padding.height, at: category))
    return options
  }
}
