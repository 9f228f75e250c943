import LodestarGeometry

/// What a middleware sees: the current coordinates and placement, the rectangles and the boundary.
public struct MiddlewareState: Sendable, Hashable {
  /// The floating element's current x-coordinate.
  public var x: Double
  /// The floating element's current y-coordinate.
  public var y: Double
  /// The placement the computation was asked for.
  public var initialPlacement: Placement
  /// The current placement (changed by `flip` or `autoPlacement` through resets).
  public var placement: Placement
  /// The current rectangles of the reference and floating elements.
  public var rects: ElementRects
  /// The clipping rectangle (Floating UI's clipping ancestors intersected with the viewport).
  public var boundary: Rect
  /// The layout direction (Floating UI's `platform.isRTL`).
  public var layoutDirection: ReadingDirection

  /// Creates a state.
  @inlinable
  public init(
    x: Double, y: Double, initialPlacement: Placement, placement: Placement, rects: ElementRects,
    boundary: Rect, layoutDirection: ReadingDirection
  ) {
    self.x = x
    self.y = y
    self.initialPlacement = initialPlacement
    self.placement = placement
    self.rects = rects
    self.boundary = boundary
    self.layoutDirection = layoutDirection
  }

  /// Whether the layout is right-to-left.
  @inlinable
  public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

  /// The coordinate on an axis.
  @inlinable
  public func coordinate(_ axis: CoordinateAxis) -> Double { axis == .x ? x : y }

  /// How far the element (floating at the current coordinates, or the reference) overflows the boundary
  /// on each side, as Floating UI's `detectOverflow`: positive values overflow by that much, negative
  /// values are the room left, zero is flush.
  ///
  /// `top = boundary.top − element.top + padding.top`, `bottom = element.bottom − boundary.bottom +
  /// padding.bottom`, and likewise for left and right, computed in that order.
  @inlinable
  public func detectOverflow(_ options: DetectOverflowOptions = DetectOverflowOptions()) -> SideValues {
    let clip = options.boundary ?? boundary
    let elementX: Double
    let elementY: Double
    let elementWidth: Double
    let elementHeight: Double
    switch options.elementContext {
    case .floating:
      elementX = x
      elementY = y
      elementWidth = rects.floating.size.width
      elementHeight = rects.floating.size.height
    case .reference:
      elementX = rects.reference.origin.x
      elementY = rects.reference.origin.y
      elementWidth = rects.reference.size.width
      elementHeight = rects.reference.size.height
    }
    let clipTop = clip.origin.y
    let clipLeft = clip.origin.x
    let clipBottom = clip.origin.y + clip.size.height
    let clipRight = clip.origin.x + clip.size.width
    let elementBottom = elementY + elementHeight
    let elementRight = elementX + elementWidth
    let padding = options.padding
    return SideValues(
      top: clipTop - elementY + padding.top,
      right: elementRight - clipRight + padding.right,
      bottom: elementBottom - clipBottom + padding.bottom,
      left: clipLeft - elementX + padding.left)
  }

  /// Floating UI's `getAlignmentSides`: the two sides on the alignment axis to check for overflow, the
  /// main one first.
  @inlinable @inline(__always)
  public func alignmentSides(for placement: Placement) -> (main: Side, cross: Side) {
    let axis = placement.alignmentAxis
    var main: Side
    if axis == .x {
      main = placement.alignment == (isRightToLeft ? .end : .start) ? .right : .left
    } else {
      main = placement.alignment == .start ? .bottom : .top
    }
    if rects.reference.length(axis) > rects.floating.length(axis) {
      main = main.opposite
    }
    return (main, main.opposite)
  }
}
