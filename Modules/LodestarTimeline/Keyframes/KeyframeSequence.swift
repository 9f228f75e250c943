import LodestarGeometry

/// A value animated through keyframes under a ``Timing``: the building block of every Lodestar animation.
///
/// Offsets left out are filled in at construction (see ``Keyframe/offset``); invalid offsets throw. When the
/// first offset is above 0 or the last below 1 the track holds the first (last) value over the uncovered
/// part of the iteration. Sampling follows Web Animations: the eased iteration progress selects the interval
/// (progress below 0 or above 1, from overshooting curves, extrapolates the first or last interval), the
/// keyframe that starts the interval eases the interval's own progress, and the two values are
/// interpolated.
public struct KeyframeSequence<Value: Interpolatable & Sendable>: Sendable {
  /// The keyframes, with every offset computed.
  public let keyframes: [Keyframe<Value>]
  /// When the track plays.
  public let timing: Timing
  /// How the track's value combines with the underlying value.
  public let composite: CompositeOperation

  /// The values, padded so that the first is at offset 0 and the last at 1.
  @usableFromInline let values: [Value]
  /// The intervals between consecutive padded values.
  @usableFromInline let intervals: [KeyframeInterval]
  @usableFromInline let hasSeveralStopsAtZero: Bool
  @usableFromInline let hasSeveralStopsAtOne: Bool
  @usableFromInline let addition: (@Sendable (Value, Value) -> Value)?

  /// Creates a track whose value replaces the underlying value.
  ///
  /// - Parameters:
  ///   - keyframes: The values and their offsets, in order, each offset in `0...1`.
  ///   - timing: When and how the track plays.
  /// - Throws: An ``AnimationError`` when there are no keyframes or an offset is out of range or out of order.
  public init(_ keyframes: [Keyframe<Value>], timing: Timing) throws {
    try self.init(keyframes, timing: timing, composite: .replace, addition: nil)
  }

  /// Creates a two-keyframe track from `from` to `to`.
  public init(from: Value, to: Value, timing: Timing) {
    // Offsets 0 and 1 are always valid, so this cannot throw.
    self.init(
      validated: [Keyframe(from, offset: 0), Keyframe(to, offset: 1)], timing: timing, composite: .replace,
      addition: nil)
  }

  init(
    _ keyframes: [Keyframe<Value>], timing: Timing, composite: CompositeOperation,
    addition: (@Sendable (Value, Value) -> Value)?
  ) throws {
    let offsets = try computedKeyframeOffsets(keyframes.map(\.offset))
    var filled = keyframes
    for index in filled.indices { filled[index].offset = offsets[index] }
    self.init(validated: filled, timing: timing, composite: composite, addition: addition)
  }

  init(
    validated keyframes: [Keyframe<Value>], timing: Timing, composite: CompositeOperation,
    addition: (@Sendable (Value, Value) -> Value)?
  ) {
    self.keyframes = keyframes
    self.timing = timing
    self.composite = composite
    self.addition = addition
    var stops = keyframes.map { $0.offset ?? 0 }
    var values = keyframes.map(\.value)
    var easings = keyframes.map(\.easing)
    if let first = stops.first, first > 0, let value = values.first {
      stops.insert(0, at: 0)
      values.insert(value, at: 0)
      easings.insert(.linear, at: 0)
    }
    if let last = stops.last, last < 1, let value = values.last {
      stops.append(1)
      values.append(value)
      easings.append(.linear)
    }
    self.values = values
    intervals = zip(stops, stops.dropFirst()).enumerated().map { index, bounds in
      KeyframeInterval(start: bounds.0, end: bounds.1, easing: easings[index], iterationDuration: timing.duration)
    }
    hasSeveralStopsAtZero = stops.filter { $0 == 0 }.count > 1
    hasSeveralStopsAtOne = stops.filter { $0 == 1 }.count > 1
  }

  /// The keyframe value at an iteration progress (the eased progress a ``Timing`` produces), before
  /// compositing.
  @inlinable @inline(__always)
  public func value(atProgress progress: Double) -> Value {
    let count = values.count
    guard count > 1 else { return values[0] }
    if progress >= 1, hasSeveralStopsAtOne { return values[count - 1] }
    if progress < 0, hasSeveralStopsAtZero { return values[0] }
    return intervals.withUnsafeBufferPointer { intervals in
      // The interval starts at the last stop at or below the progress that is below 1 (the first stop when
      // the progress is below 0).
      var start = 0
      while start + 1 < intervals.count, intervals[start + 1].start <= progress, intervals[start + 1].start < 1 {
        start += 1
      }
      let local: Double
      if progress == intervals[start].end {
        local = 1
      } else {
        local = (progress - intervals[start].start) * intervals[start].inverseSpan
      }
      // The common easings are read in place: the curve is not copied out of the interval.
      let eased: Double
      switch intervals[start].easingKind {
      case .linear:
        eased = local
      case .cubicBezier:
        eased = intervals[start].curve.progress(at: local)
      case .other:
        eased = intervals[start].easing.progress(
          at: local, duration: intervals[start].duration, beforeFlag: false)
      }
      return values[start].interpolated(to: values[start + 1], fraction: eased)
    }
  }

  /// The track's own value at a local time, or `nil` when its timing has no effect then (outside the active
  /// interval without fill). The composite operation is not applied.
  @inlinable
  public func sample(at time: Double) -> Value? {
    guard let progress = timing.progress(at: time) else { return nil }
    return value(atProgress: progress)
  }

  /// The value at a local time composited over `underlying`: `underlying` itself when the track has no
  /// effect, the track's value for ``CompositeOperation/replace``, their sum for ``CompositeOperation/add``.
  @inlinable
  public func value(at time: Double, underlying: Value) -> Value {
    guard let value = sample(at: time) else { return underlying }
    guard composite == .add, let addition else { return value }
    return addition(underlying, value)
  }

  /// Whether the track has finished playing at a local time: its timing's ``Timing/isFinished(at:)``.
  public func isFinished(at time: Double) -> Bool {
    timing.isFinished(at: time)
  }
}

extension KeyframeSequence where Value: Additive {
  /// Creates a track with a composite operation; ``CompositeOperation/add`` adds the track's value to the
  /// underlying one with ``Additive/adding(_:)``.
  ///
  /// - Parameters:
  ///   - keyframes: The values and their offsets, in order, each offset in `0...1`.
  ///   - timing: When and how the track plays.
  ///   - composite: How the track's value combines with the underlying value.
  /// - Throws: An ``AnimationError`` when there are no keyframes or an offset is out of range or out of order.
  public init(_ keyframes: [Keyframe<Value>], timing: Timing, composite: CompositeOperation) throws {
    try self.init(keyframes, timing: timing, composite: composite, addition: { $0.adding($1) })
  }
}

/// One interval of a ``KeyframeSequence``, with what sampling needs precomputed.
@usableFromInline
struct KeyframeInterval: Sendable {
  /// The offset where the interval starts.
  @usableFromInline let start: Double
  /// The offset where it ends.
  @usableFromInline let end: Double
  /// 1 / (end − start); the end itself maps to exactly 1.
  @usableFromInline let inverseSpan: Double
  /// The interval's share of the iteration duration, in seconds.
  @usableFromInline let duration: Double
  /// The curve of the interval (the easing of the keyframe that starts it).
  @usableFromInline let easing: TimingFunction
  /// Which kind of curve ``easing`` is, for sampling without a switch over its payload.
  @usableFromInline let easingKind: KeyframeEasingKind
  /// ``easing``'s curve when it is a cubic Bézier curve (otherwise the linear curve, unused).
  @usableFromInline let curve: CubicBezier

  init(start: Double, end: Double, easing: TimingFunction, iterationDuration: Double) {
    self.start = start
    self.end = end
    inverseSpan = 1 / (end - start)
    duration = iterationDuration * (end - start)
    self.easing = easing
    switch easing {
    case .linear:
      easingKind = .linear
      curve = CubicBezier(validatedX1: 0, y1: 0, x2: 1, y2: 1)
    case .cubicBezier(let bezier):
      easingKind = .cubicBezier
      curve = bezier
    case .steps, .spring:
      easingKind = .other
      curve = CubicBezier(validatedX1: 0, y1: 0, x2: 1, y2: 1)
    }
  }
}

/// The kinds of easing a ``KeyframeInterval`` samples directly.
@usableFromInline
enum KeyframeEasingKind: Sendable {
  /// ``TimingFunction/linear``.
  case linear
  /// ``TimingFunction/cubicBezier(_:)``, whose curve the interval keeps.
  case cubicBezier
  /// Any other timing function, sampled through ``TimingFunction``.
  case other
}
