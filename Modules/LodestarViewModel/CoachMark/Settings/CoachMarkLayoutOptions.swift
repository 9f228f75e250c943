import LodestarGeometry
import LodestarLayout

/// Where a coach mark goes and how much room it takes: the placement rule, the point the arrow points at,
/// and Instructions' spacing and width limits.
///
/// ```swift
/// let mark = CoachMark(
///   target: "save", hint: "Saves the draft.",
///   layout: CoachMarkLayoutOptions(placement: .anchored(.bottomStart), maxWidth: 280))
/// ```
public struct CoachMarkLayoutOptions: Sendable, Hashable {
  /// Where the coach mark goes: Instructions' layout (with an arrow orientation) or an anchored placement.
  public var placement: CoachMarkPlacementRule
  /// The point the arrow points at, in overlay space, or `nil` for the centre of the cut-out.
  public var pointOfInterest: Point?
  /// The distance between the cut-out and the coach mark (arrow included).
  public var gapBetweenCoachMarkAndCutoutPath: Double
  /// How far the arrow overlaps the body.
  public var gapBetweenBodyAndArrow: Double
  /// The widest the body may be.
  public var maxWidth: Double
  /// The smallest distance between the body and the container's sides.
  public var horizontalMargin: Double
  /// Whether the body is centred over the cut-out, without an arrow.
  public var isDisplayedOverCutoutPath: Bool

  /// Creates the layout settings; the defaults are Instructions'.
  ///
  /// - Parameters:
  ///   - placement: Where the coach mark goes. Default: above the cut-out when its top is in the lower half
  ///     of the container, below otherwise.
  ///   - pointOfInterest: The point the arrow points at, in overlay space. Default: the cut-out's centre.
  ///   - gapBetweenCoachMarkAndCutoutPath: The distance between the cut-out and the coach mark. Default 2.
  ///   - gapBetweenBodyAndArrow: How far the arrow overlaps the body. Default 2.
  ///   - maxWidth: The widest the body may be. Default 350.
  ///   - horizontalMargin: The smallest distance between the body and the container's sides. Default 20.
  ///   - isDisplayedOverCutoutPath: Whether the body is centred over the cut-out. Default false.
  public init(
    placement: CoachMarkPlacementRule = .automatic,
    pointOfInterest: Point? = nil,
    gapBetweenCoachMarkAndCutoutPath: Double = 2,
    gapBetweenBodyAndArrow: Double = 2,
    maxWidth: Double = 350,
    horizontalMargin: Double = 20,
    isDisplayedOverCutoutPath: Bool = false
  ) {
    self.placement = placement
    self.pointOfInterest = pointOfInterest
    self.gapBetweenCoachMarkAndCutoutPath = gapBetweenCoachMarkAndCutoutPath
    self.gapBetweenBodyAndArrow = gapBetweenBodyAndArrow
    self.maxWidth = maxWidth
    self.horizontalMargin = horizontalMargin
    self.isDisplayedOverCutoutPath = isDisplayedOverCutoutPath
  }
}
