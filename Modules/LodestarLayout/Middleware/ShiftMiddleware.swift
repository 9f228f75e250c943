import LodestarGeometry

/// Limits how far `shift` may move the floating element (Floating UI's shift `limiter`).
public protocol ShiftLimiter: Sendable {
  /// The limited coordinates, given the state whose `x` and `y` are the shifted coordinates.
  func limit(_ state: MiddlewareState, data: MiddlewareData) -> (x: Double, y: Double)
}

/// Shifts the floating element along the reference to keep it inside the boundary, as Floating UI's
/// `shift` does, with the same options and defaults. Its `mainAxis` is the alignment axis (x for top and
/// bottom placements).
///
/// Each enabled coordinate `c` becomes `clamp(c + overflow.start, c, c − overflow.end)`; the limiter then
/// runs. Data: the displacement and which axes were enabled.
public struct ShiftMiddleware: Middleware {
  /// Whether to shift along the alignment axis. Default true.
  public var mainAxis: Bool {
    get { settings.mainAxis }
    set { settings.mainAxis = newValue }
  }
  /// Whether to shift along the side axis. Default false.
  public var crossAxis: Bool {
    get { settings.crossAxis }
    set { settings.crossAxis = newValue }
  }
  /// The limiter, or `nil` for none.
  public var limiter: (any ShiftLimiter)? {
    get { storedLimiter }
    set {
      storedLimiter = newValue
      settings.hasLimiter = newValue != nil
    }
  }
  @usableFromInline var storedLimiter: (any ShiftLimiter)?
  /// Overflow detection options.
  public var overflow: DetectOverflowOptions {
    get { settings.overflow }
    set { settings.overflow = newValue }
  }
  /// Every option but the limiter: plain values, which a `MiddlewareStack` keeps apart from the limiter (see
  /// `MiddlewareStack.shiftSettings`).
  @usableFromInline var settings: Settings

  /// Creates a shift.
  @inlinable
  public init(
    mainAxis: Bool = true, crossAxis: Bool = false, limiter: (any ShiftLimiter)? = nil,
    padding: Padding = .zero, overflow: DetectOverflowOptions = DetectOverflowOptions()
  ) {
    self.storedLimiter = limiter
    var options = overflow
    if padding != .zero { options.padding = padding }
    self.settings = Settings(mainAxis: mainAxis, crossAxis: crossAxis, hasLimiter: limiter != nil, overflow: options)
  }

  /// Creates a shift from its settings and limiter.
  @inlinable
  init(settings: Settings, limiter: (any ShiftLimiter)?) {
    self.settings = settings
    self.storedLimiter = limiter
  }

  /// `shift`.
  public var name: String { "shift" }

  /// Runs the middleware.
  @inlinable
  public func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
    var shifted = state
    if let storedLimiter {
      _ = settings.apply(to: &shifted, data: &data, limiter: storedLimiter)
    } else {
      _ = settings.apply(to: &shifted, data: &data)
    }
    return MiddlewareResult(x: shifted.x, y: shifted.y)
  }
}

extension ShiftMiddleware {
  /// The options of a shift but its limiter.
  @usableFromInline
  struct Settings: Sendable {
    @usableFromInline var mainAxis: Bool
    @usableFromInline var crossAxis: Bool
    /// Whether the shift has a limiter: a `MiddlewareStack` tests it before it reads the limiter, because reading an
    /// optional existential copies it, which costs more than the whole shift when there is no limiter.
    @usableFromInline var hasLimiter: Bool
    @usableFromInline var overflow: DetectOverflowOptions

    @inlinable
    init(mainAxis: Bool, crossAxis: Bool, hasLimiter: Bool, overflow: DetectOverflowOptions) {
      self.mainAxis = mainAxis
      self.crossAxis = crossAxis
      self.hasLimiter = hasLimiter
      self.overflow = overflow
    }

    /// Runs a shift without a limiter on `state` in place; a shift never resets.
    @inlinable
    func apply(to state: inout MiddlewareState, data: inout MiddlewareData) -> MiddlewareReset? {
      record(shiftedCoordinates(of: state), in: &state, data: &data)
      return nil
    }

    /// Runs a shift with `limiter` on `state` in place. (A separate function: passing an optional limiter, even
    /// `nil`, copies and destroys an existential, which costs more than the whole shift.)
    @inlinable
    func apply(
      to state: inout MiddlewareState, data: inout MiddlewareData, limiter: any ShiftLimiter
    ) -> MiddlewareReset? {
      var shifted = state
      (shifted.x, shifted.y) = shiftedCoordinates(of: state)
      record(limiter.limit(shifted, data: data), in: &state, data: &data)
      return nil
    }

    /// The coordinates the shift moves the element to, before any limiter.
    @inlinable @inline(__always)
    func shiftedCoordinates(of state: MiddlewareState) -> (x: Double, y: Double) {
      let overflow = state.detectOverflow(self.overflow)
      let crossAxisName = state.placement.sideAxis
      let mainAxisName = crossAxisName.other
      var mainCoordinate = state.coordinate(mainAxisName)
      var crossCoordinate = state.coordinate(crossAxisName)
      if mainAxis {
        mainCoordinate = ShiftMiddleware.clampCoordinate(mainCoordinate, on: mainAxisName, overflow: overflow)
      }
      if crossAxis {
        crossCoordinate = ShiftMiddleware.clampCoordinate(crossCoordinate, on: crossAxisName, overflow: overflow)
      }
      return mainAxisName == .x ? (mainCoordinate, crossCoordinate) : (crossCoordinate, mainCoordinate)
    }

    /// Records the shift's data and moves `state` to `coordinates`.
    @inlinable @inline(__always)
    func record(_ coordinates: (x: Double, y: Double), in state: inout MiddlewareState, data: inout MiddlewareData) {
      let mainAxisName = state.placement.alignmentAxis
      data.shift = ShiftData(
        x: coordinates.x - state.x, y: coordinates.y - state.y,
        isEnabledX: mainAxisName == .x ? mainAxis : crossAxis,
        isEnabledY: mainAxisName == .y ? mainAxis : crossAxis)
      state.x = coordinates.x
      state.y = coordinates.y
    }
  }

  @inlinable
  static func clampCoordinate(_ coordinate: Double, on axis: CoordinateAxis, overflow: SideValues) -> Double {
    let start = axis == .y ? overflow.top : overflow.left
    let end = axis == .y ? overflow.bottom : overflow.right
    return jsClamp(coordinate + start, coordinate, coordinate - end)
  }
}

/// Floating UI's `limitShift`, with the same options and defaults: stops `shift` so the floating element never
/// detaches from the reference.
///
/// On the alignment axis the coordinate is kept in `[ref.start − floating.length + offset, ref.start +
/// ref.length − offset]`; on the side axis the bounds also include the `offset` middleware's displacement
/// on origin sides (or the limiter's cross offset otherwise).
public struct LimitShift: ShiftLimiter, Hashable {
  /// Where limiting starts on the alignment axis (positive: earlier). Default 0.
  public var mainAxisOffset: Double
  /// Where limiting starts on the side axis. Default 0.
  public var crossAxisOffset: Double
  /// Whether to limit the alignment axis. Default true.
  public var mainAxis: Bool
  /// Whether to limit the side axis. Default true.
  public var crossAxis: Bool

  /// Creates a limiter. A number `offset` is `mainAxisOffset`.
  @inlinable
  public init(mainAxisOffset: Double = 0, crossAxisOffset: Double = 0, mainAxis: Bool = true, crossAxis: Bool = true) {
    self.mainAxisOffset = mainAxisOffset
    self.crossAxisOffset = crossAxisOffset
    self.mainAxis = mainAxis
    self.crossAxis = crossAxis
  }

  /// Limits the shifted coordinates.
  @inlinable
  public func limit(_ state: MiddlewareState, data: MiddlewareData) -> (x: Double, y: Double) {
    let crossAxisName = state.placement.sideAxis
    let mainAxisName = crossAxisName.other
    var mainCoordinate = state.coordinate(mainAxisName)
    var crossCoordinate = state.coordinate(crossAxisName)
    let reference = state.rects.reference
    let floating = state.rects.floating
    if mainAxis {
      let limitMin = reference.coordinate(mainAxisName) - floating.length(mainAxisName) + mainAxisOffset
      let limitMax = reference.coordinate(mainAxisName) + reference.length(mainAxisName) - mainAxisOffset
      if mainCoordinate < limitMin {
        mainCoordinate = limitMin
      } else if mainCoordinate > limitMax {
        mainCoordinate = limitMax
      }
    }
    if crossAxis {
      let isOriginSide = state.placement.side.isOriginSide
      let offsetValue = orZero(data.offset.map { crossAxisName == .x ? $0.x : $0.y } ?? 0)
      let limitMin =
        reference.coordinate(crossAxisName) - floating.length(crossAxisName) + (isOriginSide ? offsetValue : 0)
        + (isOriginSide ? 0 : crossAxisOffset)
      let limitMax =
        reference.coordinate(crossAxisName) + reference.length(crossAxisName) + (isOriginSide ? 0 : offsetValue)
        - (isOriginSide ? crossAxisOffset : 0)
      if crossCoordinate < limitMin {
        crossCoordinate = limitMin
      } else if crossCoordinate > limitMax {
        crossCoordinate = limitMax
      }
    }
    return mainAxisName == .x ? (mainCoordinate, crossCoordinate) : (crossCoordinate, mainCoordinate)
  }
}
