import Lodestar
import LodestarJSON

/// One placement problem in the vocabulary of Floating UI, as `lodestar-demo place` reads it: the
/// rectangles, the placement, the layout direction and the middleware.
package struct PlacementProblem: Sendable {
  /// The reference rectangle.
  package var reference: Rect
  /// The floating element's size.
  package var floating: Size
  /// The clipping rectangle.
  package var boundary: Rect
  /// The preferred placement. Default `bottom`.
  package var placement: Placement = .bottom
  /// The layout direction. Default left-to-right.
  package var layoutDirection: ReadingDirection = .leftToRight
  /// The middleware, prepared.
  package var stack = MiddlewareStack([])
  /// The keys of the last line read, matched (see ``read(line:)``): storage kept from line to line.
  var matchedKeys: [Int32] = []
  /// The values of the last line read (see ``read(line:)``): storage kept from line to line.
  var entryStorage: [JSONDocument.Entry] = []

  /// A problem of zero-sized rectangles at the origin, without middleware: one to read lines into with
  /// ``read(line:)``.
  package init() {
    reference = .zero
    floating = .zero
    boundary = .zero
  }

  /// The middleware, in order.
  package var middleware: [any Middleware] { stack.middleware }

  /// Solves the problem with `computePosition`.
  package func solve() -> ComputedPosition {
    computePosition(
      reference: reference, floating: floating, boundary: boundary, placement: placement,
      layoutDirection: layoutDirection, stack: stack)
  }
}
