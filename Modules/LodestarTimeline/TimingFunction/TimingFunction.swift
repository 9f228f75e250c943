/// How an animation's progress relates to time: a curve from input progress (normally `0...1`) to output
/// progress.
///
/// Every case is total: any input, including values outside `0...1` and infinities, gives an output
/// (NaN gives NaN). Cubic Bézier curves extrapolate linearly outside `0...1`.
public enum TimingFunction: Sendable, Hashable {
  /// Output equals input.
  case linear
  /// A cubic Bézier curve (Core Animation's `CAMediaTimingFunction`, CSS `cubic-bezier()`).
  case cubicBezier(CubicBezier)
  /// A staircase (CSS `steps()`).
  case steps(Steps)
  /// A spring. Input progress p means p · duration seconds of the spring's motion, where the duration is
  /// the one passed to ``progress(at:duration:)`` (the spring's own ``SpringCurve/settlingDuration`` for
  /// ``progress(at:)``); from p = 1 on the output is exactly 1 and before 0 it is 0.
  case spring(SpringCurve)

  /// Core Animation's `easeIn`, control points (0.42, 0) and (1, 1).
  public static let easeIn = TimingFunction.cubicBezier(CubicBezier(validatedX1: 0.42, y1: 0, x2: 1, y2: 1))
  /// Core Animation's `easeOut`, control points (0, 0) and (0.58, 1).
  public static let easeOut = TimingFunction.cubicBezier(CubicBezier(validatedX1: 0, y1: 0, x2: 0.58, y2: 1))
  /// Core Animation's `easeInEaseOut`, control points (0.42, 0) and (0.58, 1).
  public static let easeInEaseOut = TimingFunction.cubicBezier(
    CubicBezier(validatedX1: 0.42, y1: 0, x2: 0.58, y2: 1))
  /// Core Animation's `default` curve (CSS `ease`), control points (0.25, 0.1) and (0.25, 1).
  public static let `default` = TimingFunction.cubicBezier(
    CubicBezier(validatedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1))

  /// A cubic Bézier curve with arbitrary control points; x1 and x2 must be in `0...1`.
  ///
  /// - Parameters:
  ///   - x1: The x-coordinate of the first control point, in `0...1`.
  ///   - y1: The y-coordinate of the first control point.
  ///   - x2: The x-coordinate of the second control point, in `0...1`.
  ///   - y2: The y-coordinate of the second control point.
  /// - Returns: The curve as a timing function.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for an x outside `0...1` or a
  ///   coordinate that is not finite.
  public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double) throws -> TimingFunction {
    .cubicBezier(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// A step function with `count` steps (at least 1; at least 2 for ``StepPosition/jumpNone``).
  ///
  /// - Parameters:
  ///   - count: The number of steps.
  ///   - position: Where in each interval the jump happens.
  /// - Returns: The step function.
  /// - Throws: ``AnimationError/invalidStepCount(count:position:)`` for too few steps.
  public static func steps(_ count: Int, position: StepPosition = .jumpEnd) throws -> TimingFunction {
    .steps(try Steps(count: count, position: position))
  }

  /// The output progress for an input progress. Springs run over their own settling duration.
  public func progress(at input: Double) -> Double {
    switch self {
    case .linear: input
    case .cubicBezier(let curve): curve.progress(at: input)
    case .steps(let steps): steps.progress(at: input)
    case .spring(let spring): Self.springProgress(spring, input, duration: spring.settlingDuration)
    }
  }

  /// The output progress for an input progress of an animation lasting `duration` seconds: springs run for
  /// `duration` seconds; the other curves do not depend on the duration.
  @inlinable
  public func progress(at input: Double, duration: Double) -> Double {
    progress(at: input, duration: duration, beforeFlag: false)
  }

  /// As ``progress(at:duration:)``, with the Web Animations before flag for step functions.
  @inlinable
  func progress(at input: Double, duration: Double, beforeFlag: Bool) -> Double {
    switch self {
    case .linear: input
    case .cubicBezier(let curve): curve.progress(at: input)
    case .steps(let steps): steps.progress(at: input, beforeFlag: beforeFlag)
    case .spring(let spring): Self.springProgress(spring, input, duration: duration)
    }
  }

  @inlinable
  static func springProgress(_ spring: SpringCurve, _ input: Double, duration: Double) -> Double {
    if input >= 1 { return 1 }
    guard input > 0, duration > 0, duration.isFinite else { return input.isNaN ? input : 0 }
    return spring.value(at: input * duration)
  }
}
