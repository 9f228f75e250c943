/// One coordinate of a cubic Bézier curve from 0 to 1, as the polynomial ((a·t + b)·t + c)·t of the curve's
/// parameter t, with the inverse ``solve(_:)`` that ``CubicBezier`` uses for x.
@usableFromInline
struct UnitBezierPolynomial: Sendable {
  @usableFromInline let a: Double
  @usableFromInline let b: Double
  @usableFromInline let c: Double

  /// The most steps ``solve(_:)`` takes. Every step either halves the step before it (Newton) or moves to
  /// the middle of a bracket that halves with every bisection, so about 80 steps reach any tolerance from a
  /// unit interval; the bound only guarantees an end where x(t) is too noisy to tell the sides apart.
  @usableFromInline static var maximumSteps: Int { 100 }

  /// ``solve(_:)`` stops once t is known to within about this much: after a bisection step at most this
  /// large, or a Newton step whose remaining error, estimated from the curvature, is at most this large.
  @usableFromInline static var tolerance: Double { 1e-12 }

  /// The coordinate of a curve whose inner control points have the coordinates `p1` and `p2` (WebKit's
  /// `UnitBezier` coefficients).
  init(_ p1: Double, _ p2: Double) {
    c = 3 * p1
    b = 3 * (p2 - p1) - c
    a = 1 - c - b
  }

  /// The coordinate at the parameter t.
  @inlinable
  func value(at t: Double) -> Double { ((a * t + b) * t + c) * t }

  /// The derivative with respect to t.
  @inlinable
  func derivative(at t: Double) -> Double { (3 * a * t + 2 * b) * t + c }

  /// The second derivative with respect to t.
  @inlinable
  func secondDerivative(at t: Double) -> Double { 6 * a * t + 2 * b }

  /// The parameter t in `0...1` at which the coordinate is `target`, for a coordinate that does not decrease
  /// on `0...1` (control points in `0...1`) and a target in `0...1`.
  ///
  /// Newton–Raphson steps from t = target, kept inside the bracket that every evaluation narrows: where a
  /// step would leave the bracket (as where x′ is nearly 0) or does not at least halve the step before it
  /// (as at a root where x′ is 0 too, where Newton converges only linearly), the step is a bisection
  /// instead. It stops when t is known to within about ``tolerance``: after a Newton step Δ from t the error
  /// left is about |x″| · Δ² / (2 · |x′(t)|), with |x″| the larger of its values at t and at t + Δ (x″ is
  /// linear, and 0 at the inflection point), which ends the common case a step before Δ itself is that
  /// small.
  ///
  /// - Parameter target: The coordinate to find, in `0...1`.
  /// - Returns: The parameter, in `0...1`.
  /// - Complexity: Three to six evaluations of x and x′ on common curves; at most ``maximumSteps``.
  @inlinable
  func solve(_ target: Double) -> Double {
    var low = 0.0
    var high = 1.0
    var t = target
    var lastStep = 1.0
    for _ in 0..<Self.maximumSteps {
      let residual = value(at: t) - target
      if residual == 0 { return t }
      if residual < 0 { low = t } else { high = t }
      let slope = derivative(at: t)
      // Where x′ is 0 the quotient is infinite and fails the bracket test.
      let newton = t - residual / slope
      let step = Swift.abs(newton - t)
      if newton > low, newton < high, step * 2 <= lastStep {
        // x″ is linear in t, so its largest magnitude between t and the new t is at one of them. x″(t)
        // alone is 0 at the inflection point, where it would end the solve after one step of any size.
        let curvature = Swift.max(Swift.abs(secondDerivative(at: t)), Swift.abs(secondDerivative(at: newton)))
        if step <= Self.tolerance || curvature * step * step <= 2 * Self.tolerance * Swift.abs(slope) {
          return newton
        }
        t = newton
        lastStep = step
      } else {
        let middle = (low + high) * 0.5
        lastStep = Swift.abs(middle - t)
        t = middle
        if lastStep <= Self.tolerance { return t }
      }
    }
    return t
  }
}
