import LodestarGeometry

/// The result of ``computePosition(reference:floating:boundary:placement:layoutDirection:middleware:)``.
public struct ComputedPosition: Sendable {
  /// The floating element's x-coordinate.
  public var x: Double
  /// The floating element's y-coordinate.
  public var y: Double
  /// The final placement (it differs from the requested one when `flip` or `autoPlacement` changed it).
  public var placement: Placement
  /// The data every middleware recorded.
  public var middlewareData: MiddlewareData
  /// The final rectangles (the floating size differs when a `size` apply hook changed it).
  public var rects: ElementRects
  /// How many resets happened: at most 50, Floating UI's `MAX_RESET_COUNT`; later reset requests are
  /// ignored.
  public var resetCount: Int

  /// The floating element's origin.
  @inlinable
  public var origin: Point { Point(x: x, y: y) }

  /// The floating element's frame.
  @inlinable
  public var frame: Rect { Rect(origin: origin, size: rects.floating.size) }
}

/// The most resets a computation performs; later reset requests are ignored (Floating UI's
/// `MAX_RESET_COUNT`).
@usableFromInline let maximumResetCount = 50

/// Floating UI's `computeCoordsFromPlacement`: the floating element's coordinates for a placement before
/// any middleware runs.
///
/// Centred on the reference for the side's cross axis; `-start` and `-end` subtract or add
/// `reference.length / 2 − floating.length / 2` on the alignment axis, with the sign flipped for top and
/// bottom placements in right-to-left layouts.
@inlinable @inline(__always)
func initialCoordinates(
  for placement: Placement, rects: ElementRects, layoutDirection: ReadingDirection
) -> Point {
  let reference = rects.reference
  let floating = rects.floating.size
  let sideAxis = placement.sideAxis
  let alignmentAxis = sideAxis.other
  let isVertical = sideAxis == .y
  let commonX = reference.origin.x + reference.size.width / 2 - floating.width / 2
  let commonY = reference.origin.y + reference.size.height / 2 - floating.height / 2
  let referenceLength = alignmentAxis == .x ? reference.size.width : reference.size.height
  let floatingLength = alignmentAxis == .x ? floating.width : floating.height
  let commonAlign = referenceLength / 2 - floatingLength / 2
  var x: Double
  var y: Double
  switch placement.side {
  case .top:
    x = commonX
    y = reference.origin.y - floating.height
  case .bottom:
    x = commonX
    y = reference.origin.y + reference.size.height
  case .right:
    x = reference.origin.x + reference.size.width
    y = commonY
  case .left:
    x = reference.origin.x - floating.width
    y = commonY
  }
  if let alignment = placement.alignment {
    let directionSign: Double = layoutDirection == .rightToLeft && isVertical ? -1 : 1
    let delta = commonAlign * (alignment == .end ? 1 : -1) * directionSign
    if alignmentAxis == .x {
      x += delta
    } else {
      y += delta
    }
  }
  return Point(x: x, y: y)
}

/// Places a floating element next to a reference element, as Floating UI core's `computePosition`.
///
/// The coordinates start at Floating UI's `computeCoordsFromPlacement`; then every middleware runs
/// in order. Each may return new coordinates, record data (kept across resets) and ask for a reset, which
/// starts over from the first middleware (with a new placement and/or rectangles when it says so). At
/// most 50 resets happen (Floating UI's `MAX_RESET_COUNT`).
///
/// Bad input never traps: non-finite components of the rectangles are replaced by zero; negative sizes
/// are used as given, exactly as Floating UI does. The function does not allocate unless a middleware
/// does (the built-in ones only allocate when `flip` or `autoPlacement` try more than 8 placements).
///
/// - Parameters:
///   - reference: The reference (anchor) rectangle.
///   - floating: The floating element's size.
///   - boundary: The clipping rectangle overflow is measured against.
///   - placement: The preferred placement. Default: `bottom`.
///   - layoutDirection: The layout direction. Default: left-to-right.
///   - middleware: The middleware, in order.
public func computePosition(
  reference: Rect, floating: Size, boundary: Rect, placement: Placement = .bottom,
  layoutDirection: ReadingDirection = .leftToRight, middleware: [any Middleware] = []
) -> ComputedPosition {
  middleware.withUnsafeBufferPointer { stack in
    runPipeline(
      reference: reference, floating: floating, boundary: boundary, placement: placement,
      layoutDirection: layoutDirection, count: stack.count
    ) { index, state, data in
      state.apply(stack[index].compute(state, data: &data))
    }
  }
}

/// The middleware loop shared by both forms of `computePosition`: `step(index, &state, &data)` runs the
/// middleware at `index`, moves `state` to its new coordinates and returns its reset request, if any.
@inline(__always)
func runPipeline(
  reference: Rect, floating: Size, boundary: Rect, placement: Placement, layoutDirection: ReadingDirection,
  count: Int, step: (Int, inout MiddlewareState, inout MiddlewareData) -> MiddlewareReset?
) -> ComputedPosition {
  let rects = ElementRects(
    reference: reference.finiteComponents,
    floating: Size(
      width: floating.width.isFinite ? floating.width : 0, height: floating.height.isFinite ? floating.height : 0))
  let boundary = boundary.finiteComponents
  let coordinates = initialCoordinates(for: placement, rects: rects, layoutDirection: layoutDirection)
  // The result is built first and updated in place: the middleware data (a few hundred bytes) is written
  // where the caller receives it, never copied.
  var result = ComputedPosition(
    x: coordinates.x, y: coordinates.y, placement: placement, middlewareData: MiddlewareData(), rects: rects,
    resetCount: 0)
  // One state for the whole loop, updated in place (not rebuilt for every middleware).
  var state = MiddlewareState(
    x: coordinates.x, y: coordinates.y, initialPlacement: placement, placement: placement, rects: rects,
    boundary: boundary, layoutDirection: layoutDirection)
  var index = 0
  while index < count {
    // The state is updated in place (not returned in a result and copied back): a step's coordinates are kept
    // even when its reset is ignored.
    if let reset = step(index, &state, &result.middlewareData), result.resetCount < maximumResetCount {
      result.resetCount += 1
      if case .recompute(let newPlacement, let newRects) = reset {
        if let newPlacement { state.placement = newPlacement }
        if let newRects { state.rects = newRects }
        let coordinates = initialCoordinates(
          for: state.placement, rects: state.rects, layoutDirection: layoutDirection)
        state.x = coordinates.x
        state.y = coordinates.y
      }
      index = 0
      continue
    }
    index += 1
  }
  result.x = state.x
  result.y = state.y
  result.placement = state.placement
  result.rects = state.rects
  return result
}

extension MiddlewareState {
  /// Moves to the coordinates `result` gives (keeping those it leaves `nil`) and returns its reset request.
  @inlinable @inline(__always)
  mutating func apply(_ result: MiddlewareResult) -> MiddlewareReset? {
    if let x = result.x { self.x = x }
    if let y = result.y { self.y = y }
    return result.reset
  }
}

extension Rect {
  /// The rectangle with every non-finite component replaced by zero, otherwise unchanged (not
  /// standardized: negative sizes stay negative).
  @inlinable @inline(__always)
  var finiteComponents: Rect {
    if isFinite { return self }
    return Rect(
      x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0,
      width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
  }
}
