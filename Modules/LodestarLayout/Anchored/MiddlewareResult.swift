/// How a middleware asks the computation to start over from the first middleware.
public enum MiddlewareReset: Sendable, Hashable {
  /// Start over keeping the current coordinates (Floating UI's `reset: true`).
  case restart
  /// Start over after switching to `placement` and/or replacing the rectangles (either may be `nil` to
  /// keep it); the coordinates are recomputed from the placement (Floating UI's `reset: {placement, rects}`).
  case recompute(placement: Placement?, rects: ElementRects?)
}

/// What a middleware returns: new coordinates (or `nil` to keep them) and an optional reset.
///
/// Middleware data is written directly into the `data` parameter of ``Middleware/compute(_:data:)``.
public struct MiddlewareResult: Sendable, Hashable {
  /// The new x-coordinate, or `nil` to keep the current one.
  public var x: Double?
  /// The new y-coordinate, or `nil` to keep the current one.
  public var y: Double?
  /// A reset request, or `nil` to continue with the next middleware.
  public var reset: MiddlewareReset?

  /// Creates a result.
  @inlinable
  public init(x: Double? = nil, y: Double? = nil, reset: MiddlewareReset? = nil) {
    self.x = x
    self.y = y
    self.reset = reset
  }

  /// Changes nothing.
  @inlinable
  public static var unchanged: MiddlewareResult { MiddlewareResult() }
}

/// A step of ``computePosition(reference:floating:boundary:placement:layoutDirection:middleware:)``, as
/// Floating UI's middleware: it reads the state, may move the floating element, record data, and ask for a
/// reset. Conform your own types to add behaviour; they run in the order given.
public protocol Middleware: Sendable {
  /// The name the middleware's data is known by (Floating UI's `name`).
  var name: String { get }

  /// Runs the middleware once. Merge your data into `data` (it survives resets); return the new
  /// coordinates and an optional reset.
  func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult
}
