import LodestarGeometry

/// Which alignment-axis overflow `flip` checks.
public enum FlipCrossAxis: Sendable, Hashable {
  /// Check it for side and alignment flipping (`true`).
  case enabled
  /// Do not check it (`false`).
  case disabled
  /// Check it for alignment flipping only: move to the other side axis only once every placement tried
  /// on the initial side axis overflowed its main side (`'alignment'`).
  case alignment
}

/// What `flip` does when no candidate fits.
public enum FlipFallbackStrategy: String, Sendable, Hashable, CaseIterable {
  /// The candidate with the least total overflow.
  case bestFit
  /// The initial placement.
  case initialPlacement
}

/// Whether `flip` may fall back to the perpendicular axis, and which side it prefers.
public enum FlipFallbackAxisSideDirection: String, Sendable, Hashable, CaseIterable {
  /// Never (Floating UI's default).
  case none
  /// Prefer the start side (left for top and bottom in left-to-right layouts, top for left and right).
  case start
  /// Prefer the end side.
  case end
}

/// Flips the floating element to another placement when the preferred one overflows, as Floating UI's
/// `flip` does, with the same options and defaults.
///
/// The candidates are the initial placement, then `fallbackPlacements` (default: the opposite placement
/// for a centred placement or with `flipAlignment` off; otherwise the opposite alignment, the opposite
/// side, and the opposite side with the opposite alignment), plus the perpendicular placements when
/// `fallbackAxisSideDirection` is set and no list is given. Each overflowing candidate resets to the next
/// one; when none fits it picks the first that fits its main side (least alignment overflow first), else
/// the best fit or the initial placement.
public struct FlipMiddleware: Middleware {
  /// Whether to check the side's overflow. Default true.
  public var mainAxis: Bool {
    get { settings.mainAxis }
    set { settings.mainAxis = newValue }
  }
  /// Whether to check the alignment axis's overflow. Default ``FlipCrossAxis/enabled``.
  public var crossAxis: FlipCrossAxis {
    get { settings.crossAxis }
    set { settings.crossAxis = newValue }
  }
  /// The placements to try after the initial one, or `nil` for the computed list.
  public var fallbackPlacements: [Placement]? {
    get { storedFallbackPlacements }
    set {
      storedFallbackPlacements = newValue
      settings.hasFallbackPlacements = newValue != nil
    }
  }
  @usableFromInline var storedFallbackPlacements: [Placement]?
  /// What to do when no candidate fits. Default ``FlipFallbackStrategy/bestFit``.
  public var fallbackStrategy: FlipFallbackStrategy {
    get { settings.fallbackStrategy }
    set { settings.fallbackStrategy = newValue }
  }
  /// Whether to fall back to the perpendicular axis. Default ``FlipFallbackAxisSideDirection/none``.
  public var fallbackAxisSideDirection: FlipFallbackAxisSideDirection {
    get { settings.fallbackAxisSideDirection }
    set { settings.fallbackAxisSideDirection = newValue }
  }
  /// Whether to try the opposite alignment. Default true.
  public var flipAlignment: Bool {
    get { settings.flipAlignment }
    set { settings.flipAlignment = newValue }
  }
  /// Overflow detection options.
  public var overflow: DetectOverflowOptions {
    get { settings.overflow }
    set { settings.overflow = newValue }
  }
  /// Every option but `fallbackPlacements`: plain values, which a `MiddlewareStack` keeps apart from the
  /// array (see `MiddlewareStack.flipSettings`).
  @usableFromInline var settings: Settings

  /// Creates a flip.
  @inlinable
  public init(
    mainAxis: Bool = true, crossAxis: FlipCrossAxis = .enabled, fallbackPlacements: [Placement]? = nil,
    fallbackStrategy: FlipFallbackStrategy = .bestFit, fallbackAxisSideDirection: FlipFallbackAxisSideDirection = .none,
    flipAlignment: Bool = true, overflow: DetectOverflowOptions = DetectOverflowOptions()
  ) {
    self.storedFallbackPlacements = fallbackPlacements
    self.settings = Settings(
      mainAxis: mainAxis, crossAxis: crossAxis, hasFallbackPlacements: fallbackPlacements != nil,
      fallbackStrategy: fallbackStrategy,
      fallbackAxisSideDirection: fallbackAxisSideDirection, flipAlignment: flipAlignment, overflow: overflow)
  }

  /// Creates a flip from its settings and fallback placements.
  @inlinable
  init(settings: Settings, fallbackPlacements: [Placement]?) {
    self.settings = settings
    self.settings.hasFallbackPlacements = fallbackPlacements != nil
    self.storedFallbackPlacements = fallbackPlacements
  }

  /// `flip`.
  public var name: String { "flip" }

  /// The candidate at `index` (0 is the initial placement), or `nil` past the end.
  @inlinable
  public func candidate(at index: Int, initialPlacement: Placement, layoutDirection: ReadingDirection) -> Placement? {
    settings.candidate(
      at: index, initialPlacement: initialPlacement, layoutDirection: layoutDirection,
      fallbackPlacements: fallbackPlacements)
  }

  /// Floating UI's `getOppositeAxisPlacements`, entry `position`.
  @inlinable
  static func oppositeAxisPlacement(
    at position: Int, for placement: Placement, flipAlignment: Bool, isStart: Bool, isRightToLeft: Bool
  ) -> Placement? {
    let sides: (Side, Side)
    switch placement.side {
    case .top, .bottom:
      let leftFirst = isRightToLeft ? !isStart : isStart
      sides = leftFirst ? (.left, .right) : (.right, .left)
    case .left, .right:
      sides = isStart ? (.top, .bottom) : (.bottom, .top)
    }
    guard let alignment = placement.alignment else {
      switch position {
      case 0: return Placement(side: sides.0)
      case 1: return Placement(side: sides.1)
      default: return nil
      }
    }
    switch position {
    case 0: return Placement(side: sides.0, alignment: alignment)
    case 1: return Placement(side: sides.1, alignment: alignment)
    case 2 where flipAlignment: return Placement(side: sides.0, alignment: alignment.opposite)
    case 3 where flipAlignment: return Placement(side: sides.1, alignment: alignment.opposite)
    default: return nil
    }
  }

  /// Runs the middleware.
  @inlinable
  public func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
    var state = state
    return MiddlewareResult(
      reset: settings.apply(to: &state, data: &data, fallbackPlacements: fallbackPlacements).reset)
  }
}

extension FlipMiddleware {
  /// The options of a flip but its fallback placements.
  @usableFromInline
  struct Settings: Sendable {
    @usableFromInline var mainAxis: Bool
    @usableFromInline var crossAxis: FlipCrossAxis
    /// Whether the flip has its own fallback placements: a `MiddlewareStack` reads the list only then (reading
    /// it retains it, even when it is `nil`).
    @usableFromInline var hasFallbackPlacements: Bool
    @usableFromInline var fallbackStrategy: FlipFallbackStrategy
    @usableFromInline var fallbackAxisSideDirection: FlipFallbackAxisSideDirection
    @usableFromInline var flipAlignment: Bool
    @usableFromInline var overflow: DetectOverflowOptions

    @inlinable
    init(
      mainAxis: Bool, crossAxis: FlipCrossAxis, hasFallbackPlacements: Bool, fallbackStrategy: FlipFallbackStrategy,
      fallbackAxisSideDirection: FlipFallbackAxisSideDirection, flipAlignment: Bool, overflow: DetectOverflowOptions
    ) {
      self.mainAxis = mainAxis
      self.crossAxis = crossAxis
      self.hasFallbackPlacements = hasFallbackPlacements
      self.fallbackStrategy = fallbackStrategy
      self.fallbackAxisSideDirection = fallbackAxisSideDirection
      self.flipAlignment = flipAlignment
      self.overflow = overflow
    }

    // Swift 6.3's `@inline(always)` (SE-0496) inlines it where `@inline(__always)` did not (about 40 instructions a
    // problem); the package builds with Swift 6.2 too, whose parser skips the branch it does not know.
    /// The candidate at `index` (0 is the initial placement), or `nil` past the end.
    #if compiler(>=6.3)
      @inline(always)
    #else
      @inline(__always)
    #endif
    @inlinable
    func candidate(
      at index: Int, initialPlacement: Placement, layoutDirection: ReadingDirection, fallbackPlacements: [Placement]?
    ) -> Placement? {
      if index == 0 { return initialPlacement }
      var position = index - 1
      if let fallbackPlacements {
        return position < fallbackPlacements.count ? fallbackPlacements[position] : nil
      }
      if initialPlacement.alignment == nil || !flipAlignment {
        if position == 0 { return initialPlacement.opposite }
        position -= 1
      } else {
        switch position {
        case 0: return initialPlacement.oppositeAlignment
        case 1: return initialPlacement.opposite
        case 2: return initialPlacement.opposite.oppositeAlignment
        default: position -= 3
        }
      }
      guard fallbackAxisSideDirection != .none else { return nil }
      return FlipMiddleware.oppositeAxisPlacement(
        at: position, for: initialPlacement, flipAlignment: flipAlignment,
        isStart: fallbackAxisSideDirection == .start, isRightToLeft: layoutDirection == .rightToLeft)
    }

    /// What a flip asks for: a placement to reset to, or nothing. (Two bytes: a `MiddlewareReset` would be
    /// returned through memory.)
    @usableFromInline
    enum Outcome: Sendable {
      /// Go on with the next middleware.
      case unchanged
      /// Start over with this placement (`nil`: the same one, coordinates recomputed).
      case reset(to: Placement?)

      /// The reset request of the outcome.
      @inlinable
      var reset: MiddlewareReset? {
        switch self {
        case .unchanged: nil
        case .reset(let placement): .recompute(placement: placement, rects: nil)
        }
      }
    }

    /// Runs the flip with `fallbackPlacements`. A flip never moves the element: `state` is `inout` only so a
    /// `MiddlewareStack` passes it by address rather than copied.
    @inlinable
    func apply(
      to state: inout MiddlewareState, data: inout MiddlewareData, fallbackPlacements: [Placement]?
    ) -> Outcome {
      if data.hasArrowAlignmentOffset {
        data.hasFlip = true
        return .unchanged
      }
      // No reset of `flipStorage` needed: while `hasFlip` is false it holds empty search data (see
      // `MiddlewareData.flip`).
      data.hasFlip = true
      let placement = state.placement
      let initialPlacement = state.initialPlacement
      let initialSideAxis = initialPlacement.sideAxis
      let overflow = state.detectOverflow(self.overflow)

      var values = (0.0, 0.0, 0.0)
      var count = 0
      if mainAxis {
        values.0 = overflow[placement.side]
        count = 1
      }
      if crossAxis != .disabled {
        let sides = state.alignmentSides(for: placement)
        if count == 0 {
          values.0 = overflow[sides.main]
          values.1 = overflow[sides.cross]
        } else {
          values.1 = overflow[sides.main]
          values.2 = overflow[sides.cross]
        }
        count += 2
      }
      let fits = (count < 1 || values.0 <= 0) && (count < 2 || values.1 <= 0) && (count < 3 || values.2 <= 0)
      guard !fits else { return .unchanged }
      let record = OverflowRecord(
        placement: placement, count: count, first: values.0, second: values.1, third: values.2)
      // The records tried so far are `data.flipStorage.overflows` followed by `record`.
      let previousCount = data.flipStorage.overflows.count
      let total = previousCount + 1
      func recordAt(_ index: Int, _ data: inout MiddlewareData) -> OverflowRecord {
        index < previousCount ? data.flipStorage.overflows[index] : record
      }

      let nextIndex = data.flipStorage.index + 1
      if let next = candidate(
        at: nextIndex, initialPlacement: initialPlacement, layoutDirection: state.layoutDirection,
        fallbackPlacements: fallbackPlacements)
      {
        var mayLeaveAxis = true
        if crossAxis == .alignment, initialSideAxis != next.sideAxis {
          for index in 0..<total {
            let tried = recordAt(index, &data)
            if tried.placement.sideAxis == initialSideAxis && !((tried.overflow(at: 0) ?? .nan) > 0) {
              mayLeaveAxis = false
              break
            }
          }
        }
        if mayLeaveAxis {
          data.flipStorage.index = nextIndex
          data.flipStorage.overflows.append(record)
          return .reset(to: next)
        }
      }

      // The first placement that fits on the main side, with the least overflow on the second value.
      var resetPlacement: Placement?
      var bestSecond = 0.0
      for index in 0..<total {
        let tried = recordAt(index, &data)
        guard (tried.overflow(at: 0) ?? .nan) <= 0 else { continue }
        let second = tried.overflow(at: 1) ?? .nan
        if resetPlacement == nil || second - bestSecond < 0 {
          resetPlacement = tried.placement
          bestSecond = second
        }
      }
      if resetPlacement == nil {
        switch fallbackStrategy {
        case .bestFit:
          var bestSum = 0.0
          for index in 0..<total {
            let tried = recordAt(index, &data)
            if fallbackAxisSideDirection != .none {
              let axis = tried.placement.sideAxis
              guard axis == initialSideAxis || axis == .y else { continue }
            }
            let sum = tried.positiveSum
            if resetPlacement == nil || sum - bestSum < 0 {
              resetPlacement = tried.placement
              bestSum = sum
            }
          }
        case .initialPlacement:
          resetPlacement = initialPlacement
        }
      }
      // Compared field by field: `placement != resetPlacement` (an optional) calls the synthesized `==` out of line.
      guard let resetPlacement else { return .reset(to: nil) }
      if resetPlacement.side == placement.side && resetPlacement.alignment == placement.alignment {
        return .unchanged
      }
      return .reset(to: resetPlacement)
    }
  }
}
