/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as in CSS `cubic-bezier()` and
/// Core Animation's `CAMediaTimingFunction`.
///
/// The output at an input x is y(t) at the parameter t where x(t) = x, as CSS Easing Functions defines it:
/// the exact solution at the exact input, whatever the animation's duration. (WebKit solves x only to
/// within 1 / (200 · duration); where x(t) is nearly flat that moves y by up to half its range.)
///
/// - t is found by Newton–Raphson steps from t = x with a bisection fallback, to within about 1e-12, so
///   steep and flat parts of the curve converge alike.
/// - Inputs above 0.5 are solved on the same curve turned half a turn about (0.5, 0.5), at 1 − x, which is
///   exact there: near either end x(t) is then computed with a relative error of a few units in the last
///   place, not an absolute one, which where the curve is flat (x₂ = 1) would move the output by more than
///   1e-6.
/// - Inputs outside `0...1` are extrapolated linearly with the gradients at the end points, as WebKit and
///   Chromium do.
///
/// Against a bisection in the test suite, the output agrees to within 1e-6 at every input (observed: about
/// 1e-11), including inputs within 1e-16 of either end.
public struct CubicBezier: Sendable, Hashable {
  /// The x-coordinate of the first control point, in `0...1`.
  public let x1: Double
  /// The y-coordinate of the first control point.
  public let y1: Double
  /// The x-coordinate of the second control point, in `0...1`.
  public let x2: Double
  /// The y-coordinate of the second control point.
  public let y2: Double

  /// x(t).
  @usableFromInline let x: UnitBezierPolynomial
  /// y(t).
  @usableFromInline let y: UnitBezierPolynomial
  /// 1 − x(1 − s), the x of the curve turned half a turn about (0.5, 0.5) (control points (1 − x₂, 1 − y₂)
  /// and (1 − x₁, 1 − y₁)), which ``solveCurveX(_:)`` solves for inputs above 0.5.
  @usableFromInline let mirroredX: UnitBezierPolynomial

  /// Creates a curve from its control points; the x-coordinates must be in `0...1` and every coordinate
  /// finite.
  ///
  /// - Parameters:
  ///   - x1: The x-coordinate of the first control point.
  ///   - y1: The y-coordinate of the first control point.
  ///   - x2: The x-coordinate of the second control point.
  ///   - y2: The y-coordinate of the second control point.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` naming the first coordinate out
  ///   of range.
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
    x = UnitBezierPolynomial(x1, x2)
    y = UnitBezierPolynomial(y1, y2)
    mirroredX = UnitBezierPolynomial(1 - x2, 1 - x1)
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
  public func sampleCurveX(_ t: Double) -> Double { x.value(at: t) }

  /// y(t) of the curve's parameter t.
  @inlinable
  public func sampleCurveY(_ t: Double) -> Double { y.value(at: t) }

  /// x′(t), the derivative of x with respect to the curve's parameter.
  @inlinable
  public func sampleCurveDerivativeX(_ t: Double) -> Double { x.derivative(at: t) }

  /// The parameter t whose x(t) is `input`.
  ///
  /// - Parameter input: The x to solve for; values outside `0...1` are clamped to it.
  /// - Returns: The parameter, in `0...1`, to within about 1e-12; NaN for NaN.
  /// - Complexity: Three to six evaluations of x(t) on common curves; at most 100.
  @inlinable
  public func solveCurveX(_ input: Double) -> Double {
    guard input > 0, input < 1 else { return input.isNaN ? input : input <= 0 ? 0 : 1 }
    // The solver starts from the input itself. WebKit's guess from 11 samples of x(t), evaluated here or
    // kept in a table, measured slower in `bench timeline`: it costs more than the Newton steps it saves.
    if input > 0.5 { return 1 - mirroredX.solve(1 - input) }
    return x.solve(input)
  }

  /// The output progress for an input progress.
  ///
  /// - Parameter input: The input progress; values outside `0...1` are extrapolated linearly with
  ///   ``startGradient`` and ``endGradient``.
  /// - Returns: y at the exact solution of x(t) = `input` (see ``CubicBezier``); NaN for NaN.
  @inlinable
  public func progress(at input: Double) -> Double {
    if input < 0 { return startGradient * input }
    if input > 1 { return 1 + endGradient * (input - 1) }
    if input == 0 { return 0 }
    if input == 1 { return 1 }
    guard input.isFinite else { return input }
    return sampleCurveY(solveCurveX(input))
  }
}
