// Internal numeric helpers for Bézier curves: evaluation, derivative roots, monotone pieces.

/// The constant that makes one cubic Bézier curve approximate a quarter circle: `4/3·tan(π/8)`.
let quarterCircleControlFactor = 0.552_284_749_830_793_6

/// The value at `t` of the one-dimensional cubic Bézier with control values `p0...p3`.
@inline(__always)
func cubicValue(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
  let u = 1 - t
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
}

/// The value at `t` of the one-dimensional quadratic Bézier with control values `p0...p2`.
@inline(__always)
func quadValue(_ p0: Double, _ p1: Double, _ p2: Double, _ t: Double) -> Double {
  let u = 1 - t
  return u * u * p0 + 2 * u * t * p1 + t * t * p2
}

/// The point at `t` of a cubic Bézier curve.
@inline(__always)
func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
  Point(x: cubicValue(p0.x, p1.x, p2.x, p3.x, t), y: cubicValue(p0.y, p1.y, p2.y, p3.y, t))
}

/// The point at `t` of a quadratic Bézier curve.
@inline(__always)
func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
  Point(x: quadValue(p0.x, p1.x, p2.x, t), y: quadValue(p0.y, p1.y, p2.y, t))
}

/// The roots in the open interval `(0, 1)` of the derivative of a one-dimensional cubic Bézier, in
/// increasing order (at most two). Returns the count; the roots are written to `first` and `second`.
@inline(__always)
func cubicDerivativeRoots(
  _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ first: inout Double, _ second: inout Double
) -> Int {
  // B'(t)/3 = a·t² + b·t + c
  let a = -p0 + 3 * p1 - 3 * p2 + p3
  let b = 2 * (p0 - 2 * p1 + p2)
  let c = p1 - p0
  var roots = (0.0, 0.0)
  var count = 0
  let scale = Swift.max(Swift.abs(a), Swift.abs(b), Swift.abs(c))
  if !(scale > 0) || !scale.isFinite { return 0 }
  if Swift.abs(a) <= scale * 1e-12 {
    if b != 0 {
      roots.0 = -c / b
      count = 1
    }
  } else {
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return 0 }
    if discriminant == 0 {
      roots.0 = -b / (2 * a)
      count = 1
    } else {
      let root = discriminant.squareRoot()
      let q = -0.5 * (b + (b < 0 ? -root : root))
      roots.0 = q / a
      roots.1 = q != 0 ? c / q : roots.0
      count = 2
    }
  }
  var result = 0
  if count >= 1, roots.0 > 0, roots.0 < 1 {
    first = roots.0
    result = 1
  }
  if count == 2, roots.1 > 0, roots.1 < 1, roots.1 != roots.0 {
    if result == 0 {
      first = roots.1
      result = 1
    } else {
      if roots.1 < first {
        second = first
        first = roots.1
      } else {
        second = roots.1
      }
      result = 2
    }
  }
  return result
}

/// The root in `(0, 1)` of the derivative of a one-dimensional quadratic Bézier, if any.
@inline(__always)
func quadDerivativeRoot(_ p0: Double, _ p1: Double, _ p2: Double) -> Double? {
  let denominator = p0 - 2 * p1 + p2
  if denominator == 0 { return nil }
  let t = (p0 - p1) / denominator
  return t > 0 && t < 1 ? t : nil
}

/// The control points of a cubic Bézier equal to a quadratic one (degree elevation).
@inline(__always)
func elevatedQuad(_ p0: Point, _ control: Point, _ p2: Point) -> (Point, Point) {
  (
    Point(x: p0.x + 2.0 / 3.0 * (control.x - p0.x), y: p0.y + 2.0 / 3.0 * (control.y - p0.y)),
    Point(x: p2.x + 2.0 / 3.0 * (control.x - p2.x), y: p2.y + 2.0 / 3.0 * (control.y - p2.y))
  )
}

/// The parameter in `[t0, t1]` where a one-dimensional cubic that is monotone on that interval takes
/// `value`, found by safeguarded Newton iteration (bisection when a Newton step leaves the bracket).
/// `v0` and `v1` are the values at `t0` and `t1`; `value` must lie between them.
func monotoneCubicParameter(
  _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double,
  value: Double, t0: Double, t1: Double, v0: Double, v1: Double
) -> Double {
  let increasing = v1 > v0
  var low = t0
  var high = t1
  // Start from the linear guess.
  var t = v1 != v0 ? t0 + (value - v0) / (v1 - v0) * (t1 - t0) : (t0 + t1) / 2
  if !(t >= low && t <= high) { t = (low + high) / 2 }
  let a = -p0 + 3 * p1 - 3 * p2 + p3
  let b = 2 * (p0 - 2 * p1 + p2)
  let c = p1 - p0
  for _ in 0..<100 {
    let f = cubicValue(p0, p1, p2, p3, t) - value
    if f == 0 { return t }
    if (f < 0) == increasing { low = t } else { high = t }
    if high - low <= 1e-15 { break }
    let derivative = 3 * ((a * t + b) * t + c)
    var next = derivative != 0 ? t - f / derivative : .nan
    if !(next > low && next < high) { next = (low + high) / 2 }
    if Swift.abs(next - t) <= 1e-16 { return next }
    t = next
  }
  return (low + high) / 2
}
