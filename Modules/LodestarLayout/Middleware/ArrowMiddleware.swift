import LodestarGeometry

/// Positions an arrow inside the floating element so it points at the reference's centre, as Floating
/// UI's `arrow`. Put it after `shift`.
///
/// Along the alignment axis: `offset = clamp(minPadding, center, max)`; when the reference is too small
/// for an aligned placement, the floating element itself is moved once (`alignmentOffset`) with a reset,
/// after which `offset` and `flip` skip their work.
public struct ArrowMiddleware: Middleware {
  /// The arrow's size.
  public var size: Size
  /// The padding between the arrow and the floating element's edges (for rounded corners). Default 0.
  public var padding: Padding

  /// Creates an arrow.
  @inlinable
  public init(size: Size, padding: Padding = .zero) {
    self.size = size
    self.padding = padding
  }

  /// `arrow`.
  public var name: String { "arrow" }

  /// Runs the middleware.
  @inlinable
  public func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
    var moved = state
    let reset = apply(to: &moved, data: &data)
    let isYAxis = state.placement.alignmentAxis == .y
    return MiddlewareResult(x: isYAxis ? nil : moved.x, y: isYAxis ? moved.y : nil, reset: reset)
  }

  /// Runs the middleware on `state` in place (a `MiddlewareStack` passes it by address, not copied): moves the
  /// element along the alignment axis and returns its reset request, if any.
  @inlinable
  func apply(to state: inout MiddlewareState, data: inout MiddlewareData) -> MiddlewareReset? {
    let placement = state.placement
    let axis = placement.alignmentAxis
    let isYAxis = axis == .y
    let arrowLength = isYAxis ? size.height : size.width
    let coordinate = state.coordinate(axis)
    let reference = state.rects.reference
    let floatingLength = state.rects.floating.length(axis)
    let minimumPadding = isYAxis ? padding.top : padding.left
    let maximumPadding = isYAxis ? padding.bottom : padding.right

    let endDifference = reference.length(axis) + reference.coordinate(axis) - coordinate - floatingLength
    let startDifference = coordinate - reference.coordinate(axis)
    let clientSize = floatingLength
    let centerToReference = endDifference / 2 - startDifference / 2
    let largestPossiblePadding = clientSize / 2 - arrowLength / 2 - 1
    let minPadding = jsMin(minimumPadding, largestPossiblePadding)
    let maxPadding = jsMin(maximumPadding, largestPossiblePadding)
    let lowerBound = minPadding
    let upperBound = clientSize - arrowLength - maxPadding
    let center = clientSize / 2 - arrowLength / 2 + centerToReference
    let offset = jsClamp(lowerBound, center, upperBound)

    let shouldAddOffset =
      data.arrow == nil && placement.alignment != nil && center != offset
      && reference.length(axis) / 2 - (center < lowerBound ? minPadding : maxPadding) - arrowLength / 2 < 0
    let alignmentOffset = shouldAddOffset ? (center < lowerBound ? center - lowerBound : center - upperBound) : 0

    var arrowData = data.arrow ?? ArrowData(centerOffset: 0)
    if isYAxis {
      arrowData.y = offset
    } else {
      arrowData.x = offset
    }
    arrowData.centerOffset = center - offset - alignmentOffset
    if shouldAddOffset { arrowData.alignmentOffset = alignmentOffset }
    data.arrow = arrowData

    let moved = coordinate + alignmentOffset
    if isYAxis {
      state.y = moved
    } else {
      state.x = moved
    }
    return shouldAddOffset ? .restart : nil
  }
}
