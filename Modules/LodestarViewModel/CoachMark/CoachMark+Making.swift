import LodestarGeometry
import LodestarHostTree
import LodestarLayout

extension CoachMark {
  /// The default cut-out around a frame: the frame grown by 4 on every side, corner radius 4.
  ///
  /// - Parameter frame: The frame to highlight, in overlay space.
  public static func defaultCutoutPath(around frame: Rect) -> BezierPath {
    DefaultFocusStyle().path(for: FocusTarget(frame: frame))
  }

  /// A coach mark for an element of the host tree, as Instructions' `makeCoachMark(for:)`: the element is
  /// tracked and highlighted with the default cut-out.
  ///
  /// - Parameters:
  ///   - target: The element to highlight.
  ///   - pointOfInterest: The point the arrow points at, or `nil` for the cut-out's centre.
  ///   - hint: The hint text.
  ///   - nextText: The next label's text, or `nil` for none.
  public static func makeCoachMark(
    for target: ElementID, pointOfInterest: Point? = nil, hint: String = "",
    nextText: String? = CoachMark.standardNextText
  ) -> CoachMark {
    CoachMark(
      target: target, hint: hint, nextText: nextText, layout: CoachMarkLayoutOptions(pointOfInterest: pointOfInterest))
  }

  /// A coach mark for a fixed frame in overlay space, as Instructions' `makeCoachMark(forFrame:)`: the
  /// default cut-out around it.
  ///
  /// - Parameters:
  ///   - frame: The frame to highlight, in overlay space.
  ///   - pointOfInterest: The point the arrow points at, or `nil` for the frame's centre.
  ///   - hint: The hint text.
  ///   - nextText: The next label's text, or `nil` for none.
  public static func makeCoachMark(
    forFrame frame: Rect, pointOfInterest: Point? = nil, hint: String = "",
    nextText: String? = CoachMark.standardNextText
  ) -> CoachMark {
    CoachMark(
      hint: hint, nextText: nextText, highlight: CoachMarkHighlight(cutoutPath: defaultCutoutPath(around: frame)),
      layout: CoachMarkLayoutOptions(pointOfInterest: pointOfInterest ?? frame.center))
  }

  /// This coach mark drawn with Instructions' default views (`makeDefaultCoachViews(withArrow:withNextText:)`):
  /// the default body (its current style, or the default style for a custom body) with the hint and,
  /// when `withNextText`, the next label ("Next" unless it has one); and the default arrow when
  /// `withArrow`. Without an arrow the coach mark is still placed beside its cut-out, on the same side,
  /// ``gapBetweenCoachMarkAndCutoutPath`` away.
  ///
  /// - Parameters:
  ///   - withArrow: Whether the coach mark has the default arrow.
  ///   - withNextText: Whether the body has a next label.
  /// - Returns: The coach mark with the default views.
  public func makeDefaultCoachViews(withArrow: Bool = true, withNextText: Bool = true) -> CoachMark {
    var mark = self
    mark.body = .standard(bodyStyle)
    mark.customArrow = nil
    mark.showsArrow = withArrow
    mark.nextText = withNextText ? nextText ?? Self.standardNextText : nil
    return mark
  }

  /// A coach mark without a cut-out whose arrow points at a point, as Instructions'
  /// `makeCoachMark(pointOfInterest:)`: the layout treats the point as a zero-size cut-out.
  ///
  /// - Parameters:
  ///   - pointOfInterest: The point the arrow points at, in overlay space.
  ///   - hint: The hint text.
  ///   - nextText: The next label's text, or `nil` for none.
  public static func makeCoachMark(
    pointOfInterest: Point, hint: String = "", nextText: String? = CoachMark.standardNextText
  )
    -> CoachMark
  {
    CoachMark(hint: hint, nextText: nextText, layout: CoachMarkLayoutOptions(pointOfInterest: pointOfInterest))
  }
}
