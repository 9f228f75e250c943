import LodestarGeometry

/// What the `size` middleware's apply hook receives.
public struct SizeApplyContext: Sendable {
  /// The state when the middleware ran.
  public var state: MiddlewareState
  /// The width available before the floating element overflows.
  public var availableWidth: Double
  /// The height available before the floating element overflows.
  public var availableHeight: Double

  /// Creates a context.
  @inlinable
  public init(state: MiddlewareState, availableWidth: Double, availableHeight: Double) {
    self.state = state
    self.availableWidth = availableWidth
    self.availableHeight = availableHeight
  }
}

/// Reports the room available to the floating element and lets an apply hook resize it, as Floating UI's
/// `size`.
///
/// `availableHeight = min(height − overflow[heightSide], height − overflow.top − overflow.bottom)` (and
/// likewise for the width); an axis `shift` is enabled on gets the whole clipping extent; a centred
/// placement without `shift` gets a symmetric width (or height): `length − 2·max(both sides)`. When the
/// hook returns a different size, the rectangles are replaced and the computation resets.
public struct SizeMiddleware: Middleware {
  /// Overflow detection options.
  public var overflow: DetectOverflowOptions
  /// Called with the available room; return the floating element's new size, or `nil` to keep it.
  public var apply: (@Sendable (SizeApplyContext) -> Size?)?

  /// Creates a size middleware.
  @inlinable
  public init(
    overflow: DetectOverflowOptions = DetectOverflowOptions(), apply: (@Sendable (SizeApplyContext) -> Size?)? = nil
  ) {
    self.overflow = overflow
    self.apply = apply
  }

  /// `size`.
  public var name: String { "size" }

  /// Runs the middleware.
  @inlinable
  public func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
    let overflow = state.detectOverflow(self.overflow)
    let placement = state.placement
    let side = placement.side
    let alignment = placement.alignment
    let isYAxis = placement.sideAxis == .y
    let width = state.rects.floating.size.width
    let height = state.rects.floating.size.height
    let heightSide: Side
    let widthSide: Side
    if side == .top || side == .bottom {
      heightSide = side
      widthSide = alignment == (state.isRightToLeft ? .start : .end) ? .left : .right
    } else {
      widthSide = side
      heightSide = alignment == .end ? .top : .bottom
    }
    let maximumClippingHeight = height - overflow.top - overflow.bottom
    let maximumClippingWidth = width - overflow.left - overflow.right
    var availableHeight = jsMin(height - overflow[heightSide], maximumClippingHeight)
    var availableWidth = jsMin(width - overflow[widthSide], maximumClippingWidth)
    let shift = data.shift
    if let shift, shift.isEnabledX { availableWidth = maximumClippingWidth }
    if let shift, shift.isEnabledY { availableHeight = maximumClippingHeight }
    if shift == nil && alignment == nil {
      if isYAxis {
        availableWidth = width - 2 * jsMax(overflow.left, overflow.right)
      } else {
        availableHeight = height - 2 * jsMax(overflow.top, overflow.bottom)
      }
    }
    data.size = SizeData(availableWidth: availableWidth, availableHeight: availableHeight)
    guard let apply,
      let next = apply(SizeApplyContext(state: state, availableWidth: availableWidth, availableHeight: availableHeight))
    else { return .unchanged }
    if width != next.width || height != next.height {
      var rects = state.rects
      rects.floating.size = next
      return MiddlewareResult(reset: .recompute(placement: nil, rects: rects))
    }
    return .unchanged
  }
}
