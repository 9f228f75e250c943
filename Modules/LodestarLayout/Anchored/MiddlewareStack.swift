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
  @usableFromInline var steps: [MiddlewareStep] = []
  @usableFromInline var offsets: [OffsetMiddleware] = []
  // Flips are kept as their plain settings and their fallback lists: a flip runs on every pass after every
  // reset, and calling one stored whole would copy it, array included, each time.
  @usableFromInline var flipSettings: [FlipMiddleware.Settings] = []
  @usableFromInline var flipFallbackPlacements: [[Placement]?] = []
  // Shifts likewise: their plain settings and their limiters (an existential, copied only when used).
  @usableFromInline var shiftSettings: [ShiftMiddleware.Settings] = []
  @usableFromInline var shiftLimiters: [(any ShiftLimiter)?] = []
  @usableFromInline var arrows: [ArrowMiddleware] = []
  @usableFromInline var autoPlacements: [AutoPlacementMiddleware] = []
  @usableFromInline var sizes: [SizeMiddleware] = []
  @usableFromInline var hides: [HideMiddleware] = []
  @usableFromInline var customs: [any Middleware] = []

  /// Prepares a list of middleware (built-in ones are unwrapped; your own run through the protocol).
  public init(_ middleware: [any Middleware]) {
    for item in middleware { append(item) }
  }

  /// Prepares the listed middleware.
  public init(arrayLiteral elements: any Middleware...) {
    self.init(elements)
  }

  /// The middleware, in order.
  public var middleware: [any Middleware] {
    steps.map { step -> any Middleware in
      let index = Int(step.index)
      switch step.kind {
      case .offset: return offsets[index]
      case .flip:
        return FlipMiddleware(settings: flipSettings[index], fallbackPlacements: flipFallbackPlacements[index])
      case .shift: return ShiftMiddleware(settings: shiftSettings[index], limiter: shiftLimiters[index])
      case .arrow: return arrows[index]
      case .autoPlacement: return autoPlacements[index]
      case .size: return sizes[index]
      case .hide: return hides[index]
      case .custom: return customs[index]
      }
    }
  }

  /// Appends a middleware.
  public mutating func append(_ middleware: any Middleware) {
    switch middleware {
    case let value as OffsetMiddleware: append(value)
    case let value as FlipMiddleware: append(value)
    case let value as ShiftMiddleware: append(value)
    case let value as ArrowMiddleware: append(value)
    case let value as AutoPlacementMiddleware: append(value)
    case let value as SizeMiddleware: append(value)
    case let value as HideMiddleware: append(value)
    default:
      steps.append(MiddlewareStep(kind: .custom, index: customs.count))
      customs.append(middleware)
    }
  }

  /// Appends an `offset`.
  public mutating func append(_ middleware: OffsetMiddleware) {
    steps.append(MiddlewareStep(kind: .offset, index: offsets.count))
    offsets.append(middleware)
  }

  /// Appends a `flip`.
  public mutating func append(_ middleware: FlipMiddleware) {
    steps.append(MiddlewareStep(kind: .flip, index: flipSettings.count))
    flipSettings.append(middleware.settings)
    flipFallbackPlacements.append(middleware.fallbackPlacements)
  }

  /// Appends a `shift`.
  public mutating func append(_ middleware: ShiftMiddleware) {
    steps.append(MiddlewareStep(kind: .shift, index: shiftSettings.count))
    shiftSettings.append(middleware.settings)
    shiftLimiters.append(middleware.storedLimiter)
  }

  /// Appends an `arrow`.
  public mutating func append(_ middleware: ArrowMiddleware) {
    steps.append(MiddlewareStep(kind: .arrow, index: arrows.count))
    arrows.append(middleware)
  }

  /// Appends an `autoPlacement`.
  public mutating func append(_ middleware: AutoPlacementMiddleware) {
    steps.append(MiddlewareStep(kind: .autoPlacement, index: autoPlacements.count))
    autoPlacements.append(middleware)
  }

  /// Appends a `size`.
  public mutating func append(_ middleware: SizeMiddleware) {
    steps.append(MiddlewareStep(kind: .size, index: sizes.count))
    sizes.append(middleware)
  }

  /// Appends a `hide`.
  public mutating func append(_ middleware: HideMiddleware) {
    steps.append(MiddlewareStep(kind: .hide, index: hides.count))
    hides.append(middleware)
  }

  /// Removes every middleware, keeping the storage for reuse: a stack filled again with as many middleware of each
  /// kind allocates nothing.
  package mutating func removeAll() {
    // One element at a time: for the few middleware of a stack this is much cheaper than
    // `removeAll(keepingCapacity:)`, and it keeps the storage too.
    while let step = steps.popLast() {
      switch step.kind {
      case .offset: _ = offsets.popLast()
      case .flip:
        _ = flipSettings.popLast()
        _ = flipFallbackPlacements.popLast()
      case .shift:
        _ = shiftSettings.popLast()
        _ = shiftLimiters.popLast()
      case .arrow: _ = arrows.popLast()
      case .autoPlacement: _ = autoPlacements.popLast()
      case .size: _ = sizes.popLast()
      case .hide: _ = hides.popLast()
      case .custom: _ = customs.popLast()
      }
    }
  }

  /// Removes the last middleware (the stack must not be empty).
  mutating func removeLast() {
    guard let step = steps.popLast() else { return }
    switch step.kind {
    case .offset: offsets.removeLast()
    case .flip:
      flipSettings.removeLast()
      flipFallbackPlacements.removeLast()
    case .shift:
      shiftSettings.removeLast()
      shiftLimiters.removeLast()
    case .arrow: arrows.removeLast()
    case .autoPlacement: autoPlacements.removeLast()
    case .size: sizes.removeLast()
    case .hide: hides.removeLast()
    case .custom: customs.removeLast()
    }
  }

  /// Runs the middleware at `position` on `state` in place and returns its reset request, if any (always
  /// inlined into the computation's loop: called out of line, its call costs more than the dispatch). The
  /// built-in middleware that run on every pass (offset, flip, shift, arrow) take the state by address and move
  /// it themselves, so it is not copied for every middleware.
  @inlinable @inline(__always)
  func apply(at position: Int, to state: inout MiddlewareState, data: inout MiddlewareData) -> MiddlewareReset? {
    let step = steps[position]
    let index = Int(step.index)
    switch step.kind {
    case .offset:
      _ = offsets[index].apply(to: &state, data: &data)
      return nil
    case .flip:
      // Through the buffer, the settings are passed by address; `flipSettings[index]` would copy them.
      // Two calls rather than one with `hasFallbackPlacements ? list : nil`: the common call passes a literal
      // `nil`, so no list is retained and released around it.
      return flipSettings.withUnsafeBufferPointer { flips in
        guard flips[index].hasFallbackPlacements else {
          return flips[index].apply(to: &state, data: &data, fallbackPlacements: nil).reset
        }
        return flips[index].apply(to: &state, data: &data, fallbackPlacements: flipFallbackPlacements[index])
          .reset
      }
    case .shift:
      let settings = shiftSettings[index]
      if settings.hasLimiter, let limiter = shiftLimiters[index] {
        return settings.apply(to: &state, data: &data, limiter: limiter)
      }
      return settings.apply(to: &state, data: &data)
    case .arrow: return arrows[index].apply(to: &state, data: &data)
    case .autoPlacement: return state.apply(autoPlacements[index].compute(state, data: &data))
    case .size: return state.apply(sizes[index].compute(state, data: &data))
    case .hide: return state.apply(hides[index].compute(state, data: &data))
    case .custom: return state.apply(customs[index].compute(state, data: &data))
    }
  }
}

/// One prepared middleware: its kind and its index in the stack's list of that kind.
@usableFromInline
struct MiddlewareStep: Sendable {
  @usableFromInline
  enum Kind: UInt8, Sendable {
    case offset, flip, shift, arrow, autoPlacement, size, hide, custom
  }

  @usableFromInline var kind: Kind
  @usableFromInline var index: Int32

  init(kind: Kind, index: Int) {
    self.kind = kind
    self.index = Int32(truncatingIfNeeded: index)
  }
}

/// Places a floating element with a prepared ``MiddlewareStack``; the same computation as
/// ``computePosition(reference:floating:boundary:placement:layoutDirection:middleware:)``.
public func computePosition(
  reference: Rect, floating: Size, boundary: Rect, placement: Placement = .bottom,
  layoutDirection: ReadingDirection = .leftToRight, stack: MiddlewareStack
) -> ComputedPosition {
  runPipeline(
    reference: reference, floating: floating, boundary: boundary, placement: placement,
    layoutDirection: layoutDirection, count: stack.steps.count
  ) { index, state, data in
    stack.apply(at: index, to: &state, data: &data)
  }
}
