import LodestarGeometry
import LodestarText

extension CoachMarkBodyStyle {
  /// The style at a reader's text size: each text along its style's curve, never below 11 points, and the
  /// paddings, spacings, corner radius, minimum size and arrow along the body's curve, as
  /// `UIFontMetrics.default.scaledValue(for:)` scales a metric.
  ///
  /// The title follows ``/LodestarText/ScaledTextStyle/headline``, the hint
  /// ``/LodestarText/ScaledTextStyle/subheadline`` and the next label ``/LodestarText/ScaledTextStyle/body``.
  /// The separator keeps its width: it is a hairline, and a thicker one would not read better. At
  /// ``/LodestarText/TextSizeCategory/large`` the style is unchanged (apart from a font size below 11 points,
  /// which is raised to 11).
  ///
  /// - Parameter category: The reader's text size.
  /// - Returns: The scaled style.
  public func scaled(to category: TextSizeCategory) -> CoachMarkBodyStyle {
    var style = self
    style.titleFontSize = ScaledTextStyle.headline.scaledFontSize(titleFontSize, at: category)
    style.hintFontSize = ScaledTextStyle.subheadline.scaledFontSize(hintFontSize, at: category)
    style.nextFontSize = ScaledTextStyle.body.scaledFontSize(nextFontSize, at: category)
    guard category != .large else { return style }
    let metric = { (value: Double) in ScaledTextStyle.body.scaledValue(value, at: category) }
    style.insets = DirectionalEdgeInsets(
      top: metric(insets.top), leading: metric(insets.leading), bottom: metric(insets.bottom),
      trailing: metric(insets.trailing))
    style.spacing = metric(spacing)
    style.cornerSpacing = metric(cornerSpacing)
    style.cornerRadius = metric(cornerRadius)
    style.minimumSize = Size(width: metric(minimumSize.width), height: metric(minimumSize.height))
    style.arrowSize = Size(width: metric(arrowSize.width), height: metric(arrowSize.height))
    return style
  }
}
