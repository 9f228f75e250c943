import LodestarGeometry

/// Moves the floating element away from (main axis) or along (cross axis) the reference, as Floating UI's
/// `offset` does, with the same options and defaults. Put it first.
///
/// `mainAxis` is negated on origin sides (top, left); `crossAxis` is negated for top and bottom placements
/// in right-to-left layouts; `alignmentAxis`, when set, replaces `crossAxis` for aligned placements and is
/// negated for `-end`.
public struct OffsetMiddleware: Middleware {
  /// The distance between the reference and the floating element. Default 0.
  public var mainAxis: Double
  /// The skidding along the reference. Default 0.
  public var crossAxis: Double
  /// The skidding for aligned placements (overrides `crossAxis`, inverted for `-end`), or `nil`.
  public var alignmentAxis: Double?

  /// Creates an offset.
  @inlinable
  public init(mainAxis: Double = 0, crossAxis: Double = 0, alignmentAxis: Double? = nil) {
    self.mainAxis = mainAxis
    self.crossAxis = crossAxis
    self.alignmentAxis = alignmentAxis
  }

  /// Creates a main-axis offset, as a number does in Floating UI.
  @inlinable
  public init(_ distance: Double) {
    self.init(mainAxis: distance)
  }

  /// `offset`.
  public var name: String { "offset" }

  /// The displacement for the state's placement (Floating UI's `convertValueToCoords`).
  @inlinable
  public func displacement(for state: MiddlewareState) -> (x: Double, y: Double) {
    displacement(for: state.placement, isRightToLeft: state.isRightToLeft)
  }

  /// The displacement for `placement` (taking the placement and direction, not the whole state, which would be
  /// copied for the call).
  @inlinable
  func displacement(for placement: Placement, isRightToLeft: Bool) -> (x: Double, y: Double) {
    let isVertical = placement.sideAxis == .y
    let mainAxisMultiplier: Double = placement.side.isOriginSide ? -1 : 1
    let crossAxisMultiplier: Double = isRightToLeft && isVertical ? -1 : 1
    let main = orZero(mainAxis)
    var cross = orZero(crossAxis)
    if let alignment = placement.alignment, let alignmentAxis {
      cross = alignment == .end ? alignmentAxis * -1 : alignmentAxis
    }
    return isVertical
      ? (cross * crossAxisMultiplier, main * mainAxisMultiplier)
      : (main * mainAxisMultiplier, cross * crossAxisMultiplier)
  }

  /// Runs the middleware.
  @inlinable
  public func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
    var moved = state
    guard apply(to: &moved, data: &data) else { return .unchanged }
    return MiddlewareResult(x: moved.x, y: moved.y)
  }

  /// Runs the middleware on `state` in place (a `MiddlewareStack` passes it by address, not copied); returns
  /// whether it moved the element (`offset` never resets).
  @inlinable
  func apply(to state: inout MiddlewareState, data: inout MiddlewareData) -> Bool {
    let difference = displacement(for: state.placement, isRightToLeft: state.isRightToLeft)
    // The arrow's flag first: it is usually false, and cheaper to test than the placements.
    if data.hasArrowAlignmentOffset, let previous = data.offset, previous.placement == state.placement {
      return false
    }
    data.offset = OffsetData(x: difference.x, y: difference.y, placement: state.placement)
    state.x += difference.x
    state.y += difference.y
    return true
  }
}
