import LodestarGeometry
import LodestarLayout

extension CoachMark {
  /// Instructions' default cut-out around a frame: the frame grown by 4 on every side, corner radius 4.
  public static func defaultCutoutPath(around frame: Rect) -> BezierPath {
    DefaultFocusStyle().path(for: FocusTarget(frame: frame))
  }

  /// A coach mark for an element of the host tree (Instructions' `makeCoachMark(for:)`): the element is
  /// tracked, highlighted with the default cut-out (its frame grown by 4, radius 4), and the arrow points
  /// at `pointOfInterest`, or at the cut-out's centre when `nil`.
  public static func makeCoachMark(
    for target: ElementID, pointOfInterest: Point? = nil, hint: String = "", nextText: String? = "Next"
  ) -> CoachMark {
    CoachMark(
      target: target, focusStyle: DefaultFocusStyle(layoutReference: .openingBounds), pointOfInterest: pointOfInterest,
      hint: hint,
      nextText: nextText)
  }

  /// A coach mark for a fixed frame in overlay space (Instructions' `makeCoachMark(forFrame:)`): the
  /// default cut-out around it, the arrow pointing at `pointOfInterest` or at the frame's centre.
  public static func makeCoachMark(
    forFrame frame: Rect, pointOfInterest: Point? = nil, hint: String = "", nextText: String? = "Next"
  ) -> CoachMark {
    CoachMark(
      cutoutPath: defaultCutoutPath(around: frame), pointOfInterest: pointOfInterest ?? frame.center, hint: hint,
      nextText: nextText)
  }

  /// A coach mark without a cut-out whose arrow points at a point (Instructions'
  /// `makeCoachMark(pointOfInterest:)`): the layout treats the point as a zero-size cut-out.
  public static func makeCoachMark(pointOfInterest: Point, hint: String = "", nextText: String? = "Next")
    -> CoachMark
  {
    CoachMark(pointOfInterest: pointOfInterest, hint: hint, nextText: nextText)
  }
}
