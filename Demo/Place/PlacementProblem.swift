import Lodestar

/// One placement problem in the vocabulary of Floating UI, as `lodestar-demo place` reads it: the
/// rectangles, the placement, the layout direction and the middleware.
struct PlacementProblem: Sendable {
  /// The reference rectangle.
  var reference: Rect
  /// The floating element's size.
  var floating: Size
  /// The clipping rectangle.
  var boundary: Rect
  /// The preferred placement. Default `bottom`.
  var placement: Placement = .bottom
  /// The layout direction. Default left-to-right.
  var layoutDirection: ReadingDirection = .leftToRight
  /// The middleware, prepared.
  var stack = MiddlewareStack([])

  /// The middleware, in order.
  var middleware: [any Middleware] { stack.middleware }

  /// Solves the problem with `computePosition`.
  func solve() -> ComputedPosition {
    computePosition(
      reference: reference, floating: floating, boundary: boundary, placement: placement,
      layoutDirection: layoutDirection, stack: stack)
  }
}
