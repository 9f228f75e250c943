import LodestarGeometry

/// What a renderer draws for one frame, as a few primitives back to front, and where touches must reach.
///
/// A ``TourScene`` (``TourScene/displayList(palette:)``) or a walkthrough scene becomes one list. A renderer
/// walks ``items`` in order and makes one drawing call per primitive: fill an even-odd path, draw a rounded
/// rectangle with a border, draw an arrow, draw a line of text, or place an app view in a slot. Each item
/// carries its opacity, its transform (about the overlay's origin) and an optional clip. Nothing is left to
/// decide: the placement, the wrapping, the fades, the morphs and right-to-left mirroring are in the values.
///
/// ``hitRegions`` name the rectangles whose platform views must receive touches (the next and skip controls,
/// the targets a step lets touches through to); the taps themselves are still routed through the scene's
/// hit-testing, which knows the cut-outs and the step's policy.
///
/// LodestarRendering's SVG renderer draws tour scenes from this list, so what it shows is what any other
/// renderer drawing the list shows.
public struct DisplayList: Sendable, Hashable {
  /// The overlay's size, in points: every frame and path is in this space, with the origin at the top left.
  public var size: Size
  /// The reading direction the scene was laid out in.
  public var layoutDirection: ReadingDirection
  /// What to draw, back to front.
  public var items: [DisplayItem]
  /// Where platform views must receive touches.
  public var hitRegions: [DisplayHitRegion]
  /// The frames of the step's highlighted targets, for a renderer that keeps them clear (a terminal rounding
  /// points to cells) or marks them.
  public var targetFrames: [Rect]
  /// Where the coach mark is: beside its target (its arrow points at it), over it, or centred; `nil` without a
  /// coach mark.
  public var coachMarkPosition: SceneCoachMarkPosition?

  /// Creates a display list.
  ///
  /// - Parameters:
  ///   - size: The overlay's size, in points.
  ///   - layoutDirection: The reading direction the scene was laid out in.
  ///   - items: What to draw, back to front.
  ///   - hitRegions: Where platform views must receive touches.
  ///   - targetFrames: The frames of the highlighted targets.
  ///   - coachMarkPosition: Where the coach mark is, or `nil`.
  public init(
    size: Size, layoutDirection: ReadingDirection = .leftToRight, items: [DisplayItem] = [],
    hitRegions: [DisplayHitRegion] = [], targetFrames: [Rect] = [], coachMarkPosition: SceneCoachMarkPosition? = nil
  ) {
    self.size = size
    self.layoutDirection = layoutDirection
    self.items = items
    self.hitRegions = hitRegions
    self.targetFrames = targetFrames
    self.coachMarkPosition = coachMarkPosition
  }

  /// The items that draw `part`, in drawing order.
  ///
  /// - Parameter part: The part of the scene.
  /// - Returns: The items whose ``DisplayItem/part`` is `part`.
  /// - Complexity: O(*n*) for *n* items.
  public func items(drawing part: DisplayPart) -> [DisplayItem] {
    items.filter { $0.part == part }
  }
}
