import LodestarGeometry

/// A middleware list prepared once and reused for many computations: the built-in middleware are
/// stored inline and dispatched without existential containers, which makes
/// ``computePosition(reference:floating:boundary:placement:layoutDirection:stack:)`` the fastest way to
/// place many elements with the same middleware.
///
/// ```swift
/// let stack: MiddlewareStack = [OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(padding: 8)]
/// let position = computePosition(reference: anchor, floating: size, boundary: screen, stack: stack)
/// ```
public struct MiddlewareStack: Sendable, ExpressibleByArrayLiteral {
  @usableFromInline var steps: [MiddlewareStep]

  /// Prepares a list of middleware (built-in ones are unwrapped; your own run through the protocol).
  public init(_ middleware: [any Middleware]) {
    steps = middleware.map(MiddlewareStep.init)
  }

  init(steps: [MiddlewareStep]) {
    self.steps = steps
  }

  /// Prepares the listed middleware.
  public init(arrayLiteral elements: any Middleware...) {
    self.init(elements)
  }

  /// The middleware, in order.
  public var middleware: [any Middleware] { steps.map(\.middleware) }
}

/// One prepared middleware.
@usableFromInline
enum MiddlewareStep: Sendable {
  case offset(OffsetMiddleware)
  case flip(FlipMiddleware)
  case shift(ShiftMiddleware)
  case arrow(ArrowMiddleware)
  case autoPlacement(AutoPlacementMiddleware)
  case size(SizeMiddleware)
  case hide(HideMiddleware)
  case custom(any Middleware)

  init(_ middleware: any Middleware) {
    switch middleware {
    case let offset as OffsetMiddleware: self = .offset(offset)
    case let flip as FlipMiddleware: self = .flip(flip)
    case let shift as ShiftMiddleware: self = .shift(shift)
    case let arrow as ArrowMiddleware: self = .arrow(arrow)
    case let auto as AutoPlacementMiddleware: self = .autoPlacement(auto)
    case let size as SizeMiddleware: self = .size(size)
    case let hide as HideMiddleware: self = .hide(hide)
    default: self = .custom(middleware)
    }
  }

  var middleware: any Middleware {
    switch self {
    case .offset(let value): value
    case .flip(let value): value
    case .shift(let value): value
    case .arrow(let value): value
    case .autoPlacement(let value): value
    case .size(let value): value
    case .hide(let value): value
    case .custom(let value): value
    }
  }

  @inlinable
  func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
    switch self {
    case .offset(let value): value.compute(state, data: &data)
    case .flip(let value): value.compute(state, data: &data)
    case .shift(let value): value.compute(state, data: &data)
    case .arrow(let value): value.compute(state, data: &data)
    case .autoPlacement(let value): value.compute(state, data: &data)
    case .size(let value): value.compute(state, data: &data)
    case .hide(let value): value.compute(state, data: &data)
    case .custom(let value): value.compute(state, data: &data)
    }
  }
}

/// Places a floating element with a prepared ``MiddlewareStack``; the same computation as
/// ``computePosition(reference:floating:boundary:placement:layoutDirection:middleware:)``.
public func computePosition(
  reference: Rect, floating: Size, boundary: Rect, placement: Placement = .bottom,
  layoutDirection: LayoutDirection = .leftToRight, stack: MiddlewareStack
) -> ComputedPosition {
  stack.steps.withUnsafeBufferPointer { steps in
    runPipeline(
      reference: reference, floating: floating, boundary: boundary, placement: placement,
      layoutDirection: layoutDirection, count: steps.count
    ) { index, state, data in
      steps[index].compute(state, data: &data)
    }
  }
}
