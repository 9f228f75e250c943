import LodestarGeometry

extension TouchLayout {
  /// The smallest area a control a person taps should have: 44×44 points, the minimum of Apple's Human
  /// Interface Guidelines (and WCAG 2.2's enhanced target size). A control may draw smaller than this; its
  /// hit area may not (``SceneSkipControl/hitFrame``, the default body, which is its own next control).
  public static let minimumTouchTargetSize = Size(width: 44, height: 44)
}

extension Rect {
  /// The rectangle grown evenly about its centre to at least `size` (a side already longer keeps its
  /// length); a null or non-finite rectangle is returned unchanged.
  package func grown(toAtLeast size: Size) -> Rect {
    guard !isNull, isFinite else { return self }
    let base = standardized
    let width = Swift.max(base.width, size.width)
    let height = Swift.max(base.height, size.height)
    return Rect(x: base.midX - width / 2, y: base.midY - height / 2, width: width, height: height)
  }
}
