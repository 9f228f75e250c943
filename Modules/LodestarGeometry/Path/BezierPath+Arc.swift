extension BezierPath {
  /// Adds a circular arc as cubic Bézier curves, each spanning at most a quarter turn.
  ///
  /// Angles are in radians, measured from the positive x-axis towards the positive y-axis, which is
  /// clockwise on a y-down screen: the point at `angle` is `(center.x + radius·cos(angle),
  /// center.y + radius·sin(angle))`. `clockwise: true` sweeps with increasing angle (clockwise on
  /// screen), as UIKit's `UIBezierPath` does.
  ///
  /// - The sweep is `endAngle − startAngle` reduced to `0..<2π` when `clockwise` (to `−2π<..0` when
  ///   not); a difference of a full turn or more in the requested direction draws a full circle. Equal
  ///   angles draw nothing but the connection to the start point.
  /// - When the path has a current point, a straight line joins it to the arc's start (unless they
  ///   coincide); otherwise the arc starts with a move.
  /// - Each curve spans `sweep / n` with `n = ⌈|sweep| / (π/2)⌉`; its control points lie on the tangents
  ///   at `4/3·tan(θ/4)·radius` from its end points (exactly the quarter-circle factor for quarter turns).
  /// - Sines and cosines within 1e-15 of 0 or ±1 are rounded to it, so arcs at multiples of π/2 land on
  ///   exact coordinates.
  /// - A negative or non-finite radius, or a non-finite centre or angle, adds nothing.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
    let fullTurn = 2 * Double.pi
    var sweep = endAngle - startAngle
    guard sweep.isFinite else { return }
    if clockwise {
      if sweep >= fullTurn {
        sweep = fullTurn
      } else {
        sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
        if sweep < 0 { sweep += fullTurn }
        if sweep >= fullTurn { sweep = 0 }
      }
    } else {
      if sweep <= -fullTurn {
        sweep = -fullTurn
      } else {
        sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
        if sweep > 0 { sweep -= fullTurn }
        if sweep <= -fullTurn { sweep = 0 }
      }
    }
    func point(at angle: Double) -> Point {
      Point(x: center.x + radius * snapped(cosine(angle)), y: center.y + radius * snapped(sine(angle)))
    }
    let start = point(at: startAngle)
    if let current = currentPoint {
      if current != start { addLine(to: start) }
    } else {
      move(to: start)
    }
    if sweep == 0 || radius == 0 { return }
    let quarterTurn = Double.pi / 2
    let count = Swift.max(1, Int((Swift.abs(sweep) / quarterTurn - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let factor =
      Swift.abs(Swift.abs(step) - quarterTurn) < 1e-15
      ? (step < 0 ? -quarterCircleControlFactor : quarterCircleControlFactor)
      : 4.0 / 3.0 * tangent(step / 4)
    reserveCapacity(elements.count + count)
    var angle = startAngle
    var from = start
    for index in 1...count {
      let nextAngle = index == count ? startAngle + sweep : startAngle + step * Double(index)
      let to = point(at: nextAngle)
      let handle = factor * radius
      addCurve(
        to: to,
        control1: Point(x: from.x - handle * snapped(sine(angle)), y: from.y + handle * snapped(cosine(angle))),
        control2: Point(x: to.x + handle * snapped(sine(nextAngle)), y: to.y - handle * snapped(cosine(nextAngle))))
      angle = nextAngle
      from = to
    }
  }
}

/// A sine or cosine with the rounding noise of multiples of π/2 removed.
@inline(__always)
private func snapped(_ value: Double) -> Double {
  if Swift.abs(value) < 1e-15 { return 0 }
  if Swift.abs(value - 1) < 1e-15 { return 1 }
  if Swift.abs(value + 1) < 1e-15 { return -1 }
  return value
}
