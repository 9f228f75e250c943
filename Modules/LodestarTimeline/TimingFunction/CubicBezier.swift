/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as in CSS `cubic-bezier()` and
/// Core Animation's `CAMediaTimingFunction`.
///
/// The curve is solved with WebKit's `UnitBezier` algorithm: precomputed polynomial coefficients, an initial
/// guess interpolated from 11 samples of x(t), at most 4 Newton–Raphson steps, then bisection in the
/// bracketing sample interval. Inputs outside `0...1` are extrapolated linearly with the gradients at the
/// end points.
public struct CubicBezier: Sendable, Hashable {
  /// The x-coordinate of the first control point, in `0...1`.
  public let x1: Double
  /// The y-coordinate of the first control point.
  public let y1: Double
  /// The x-coordinate of the second control point, in `0...1`.
  public let x2: Double
  /// The y-coordinate of the second control point.
  public let y2: Double

  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double

  /// The number of samples of x(t) used for the initial guess (t = 0, 0.1, ..., 1).
  @usableFromInline static var splineSampleCount: Int { 11 }
  /// The tolerance of the Newton–Raphson steps and the smallest usable derivative.
  @usableFromInline static var newtonEpsilon: Double { 1e-7 }
  /// The most Newton–Raphson steps before falling back to bisection.
  @usableFromInline static var maximumNewtonIterations: Int { 4 }
  /// The accuracy ``progress(at:)`` uses when no duration is known: the bisection tolerance.
  public static let preciseEpsilon = 1e-10

  /// Creates a curve from its control points; the x-coordinates must be in `0...1` and every coordinate
  /// finite.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws {
    try AnimationError.check("cubic Bézier x1", x1, expected: "in 0...1") { (0...1).contains($0) }
    try AnimationError.check("cubic Bézier y1", y1, expected: "finite") { _ in true }
    try AnimationError.check("cubic Bézier x2", x2, expected: "in 0...1") { (0...1).contains($0) }
    try AnimationError.check("cubic Bézier y2", y2, expected: "finite") { _ in true }
    self.init(validatedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by

  }

  /// The gradient WebKit extrapolates with before 0.
  public var startGradient: Double {
    if x1 > 0 { return y1 / x1 }
    if y1 == 0 && x2 > 0 { return y2 / x2 }
    if y1 == 0 && y2 == 0 { return 1 }
    return 0
  }

  /// The gradient WebKit extrapolates with after 1.
  public var endGradient: Double {
    if x2 < 1 { return (y2 - 1) / (x2 - 1) }
    if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
    if y2 == 1 && y1 == 1 { return 1 }
    return 0
  }

  /// The spline sample x(index / 10) (index 0...10), the table WebKit precomputes for its initial guess.
  /// It is evaluated from the precomputed coefficients when needed instead of stored, so a curve stays
  /// small enough to copy cheaply; the values are the same.
  @inlinable
  func splineSample(_ index: Int) -> Double {
    sampleCurveX(Double(index) * 0.1)
  }

  /// Two curves are equal when their control points are.
  public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  /// x(t) of the curve's parameter t.
  @inlinable
  public func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// y(t) of the curve's parameter t.
  @inlinable
  public func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// x′(t), the derivative of x with respect to the curve's parameter.
  @inlinable
  public func sampleCurveDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The accuracy WebKit uses for an animation of `duration` seconds: 1 / (200 · duration). Durations that
  /// are not positive and finite get ``preciseEpsilon``.
  @inlinable
  public static func epsilon(forDuration duration: Double) -> Double {
    guard duration > 0, duration.isFinite else { return preciseEpsilon }
    return 1 / (200 * duration)
  }

  /// The parameter t whose x(t) is `x` (for `x` in `0...1`), to within `epsilon` in x.
  @inlinable
  public func solveCurveX(_ x: Double, epsilon: Double) -> Double {
    solveCurveX(x, epsilon: epsilon, splineSamples: splineSample)
  }

  /// ``solveCurveX(_:epsilon:)`` with the spline samples x(index / 10) read from `splineSamples` (a table
  /// precomputed with ``splineSample(_:)`` gives exactly the same result, without evaluating the curve).
  @inlinable @inline(__always)
  func solveCurveX(_ x: Double, epsilon: Double, splineSamples splineSample: (Int) -> Double) -> Double {
    var t0 = 0.0
    var t1 = 1.0
    var t2 = x
    // The bracket is the first sample interval whose upper sample is at or above x. The scan starts at the
    // interval x would fall in on a linear curve and walks to it, which finds the same interval as
    // WebKit's scan from the start with one or two evaluations on typical curves.
    if x >= 0, x <= 1 {
      let last = Self.splineSampleCount - 1
      var index = Swift.min(Swift.max(Int(x * Double(last)) + 1, 1), last)
      while index > 1, x <= splineSample(index - 1) { index -= 1 }
      while index < last, x > splineSample(index) { index += 1 }
      let upper = splineSample(index)
      let lower = splineSample(index - 1)
      if x <= upper {
        let step = 1 / Double(last)
        t1 = step * Double(index)
        t0 = t1 - step
        let span = upper - lower
        t2 = span > 0 ? t0 + (t1 - t0) * (x - lower) / span : t0
      }
    }

    let newtonEpsilon = Swift.min(Self.newtonEpsilon, epsilon)
    var residual = 0.0
    for _ in 0..<Self.maximumNewtonIterations {
      residual = sampleCurveX(t2) - x
      if Swift.abs(residual) < newtonEpsilon { return t2 }
      let derivative = sampleCurveDerivativeX(t2)
      if Swift.abs(derivative) < Self.newtonEpsilon { break }
      t2 -= residual / derivative
    }
    if Swift.abs(residual) < epsilon { return t2 }

    // Bisection in the bracket the samples gave (WebKit continues from the Newton estimate, which may lie
    // outside it); bounded so that an epsilon below the resolution of Double still ends.
    t2 = (t0 + t1) * 0.5
    for _ in 0..<128 where t0 < t1 {
      let value = sampleCurveX(t2)
      if Swift.abs(value - x) < epsilon { return t2 }
      if x > value { t0 = t2 } else { t1 = t2 }
      let next = (t0 + t1) * 0.5
      if next == t2 { break }
      t2 = next
    }
    return t2
  }

  /// The output progress for an input progress `x`, solved to within `epsilon` in x. Inputs outside `0...1`
  /// are extrapolated linearly; NaN gives NaN.
  @inlinable
  public func progress(at x: Double, epsilon: Double) -> Double {
    progress(at: x, epsilon: epsilon, splineSamples: splineSample)
  }

  /// ``progress(at:epsilon:)`` with the spline samples read from a table (see
  /// ``solveCurveX(_:epsilon:splineSamples:)``).
  @inlinable @inline(__always)
  func progress(at x: Double, epsilon: Double, splineSamples: (Int) -> Double) -> Double {
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    guard x.isFinite else { return x }
    return sampleCurveY(solveCurveX(x, epsilon: epsilon, splineSamples: splineSamples))
  }

  /// The output progress for an input progress `x`, solved to ``preciseEpsilon``.
  public func progress(at x: Double) -> Double {
    progress(at: x, epsilon: Self.preciseEpsilon)
  }
}
