extension BezierPath {
  /// Whether the path encloses `point` under a fill rule, with every subpath closed implicitly.
  ///
  /// - Lines are tested exactly (the sign of a cross product, no division). Curves are split where their
  ///   y-coordinate turns, and the crossing of each monotone piece with the point's horizontal is found
  ///   by safeguarded Newton iteration to about 1e-15 in the curve parameter, so the answer is correct
  ///   for points farther than about 1e-9 from a curve.
  /// - Points on the boundary follow ``Rect/contains(_:)-(Point)``: a point on an edge is inside when
  ///   the enclosed area lies to its right or below it (a half-open rule, the "top-left rule" of
  ///   rasterizers), so `BezierPath.rect(r).contains(p) == r.contains(p)` for every point, and two shapes that
  ///   share an edge never both contain a point of it.
  /// - A non-finite `point` is never contained. Segments with a non-finite end or control point are
  ///   ignored (they add no crossing).
  ///
  /// - Parameters:
  ///   - point: The point to test.
  ///   - rule: How overlapping subpaths combine.
  /// - Returns: Whether the fill of the path covers `point`.
  public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
    guard point.isFinite else { return false }
    let winding = windingNumber(at: point)
    return rule == .nonZero ? winding != 0 : winding & 1 != 0
  }

  /// How many times the path winds around `point`: +1 for each clockwise turn on screen, −1 for each
  /// counter-clockwise turn, with every subpath closed implicitly. 0 for a non-finite point. See
  /// ``contains(_:rule:)`` for the treatment of boundary points and non-finite segments.
  public func windingNumber(at point: Point) -> Int {
    guard point.isFinite else { return 0 }
    var winding = 0
    var current = Point.zero
    var start = Point.zero
    var hasCurrent = false
    for element in elements {
      switch element {
      case .move(let to):
        if hasCurrent { winding += lineWinding(current, start, point) }
        start = to
        current = to
        hasCurrent = true
      case .line(let to):
        if hasCurrent {
          winding += lineWinding(current, to, point)
        } else {
          start = to
          hasCurrent = true
        }
        current = to
      case .quadCurve(let to, let control):
        if hasCurrent {
          let (control1, control2) = elevatedQuad(current, control, to)
          winding += cubicWinding(current, control1, control2, to, point)
        } else {
          start = to
          hasCurrent = true
        }
        current = to
      case .curve(let to, let control1, let control2):
        if hasCurrent {
          winding += cubicWinding(current, control1, control2, to, point)
        } else {
          start = to
          hasCurrent = true
        }
        current = to
      case .closeSubpath:
        if hasCurrent {
          winding += lineWinding(current, start, point)
          current = start
        }
      }
    }
    if hasCurrent { winding += lineWinding(current, start, point) }
    return winding
  }
}

/// The winding contribution of the segment `a → b` for a horizontal ray from `point` towards +x:
/// +1 when it crosses going down the screen, −1 going up, 0 otherwise (half-open in y, strict in x).
@inline(__always)
func lineWinding(_ a: Point, _ b: Point, _ point: Point) -> Int {
  if a.y <= point.y {
    if b.y > point.y {
      let cross = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
      if cross > 0 && a.isFinite && b.isFinite { return 1 }
    }
  } else if b.y <= point.y {
    let cross = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    if cross < 0 && a.isFinite && b.isFinite { return -1 }
  }
  return 0
}

/// The winding contribution of a cubic Bézier curve (see ``lineWinding(_:_:_:)``), computed on its
/// y-monotone pieces.
@inline(__always)
func cubicWinding(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ point: Point) -> Int {
  // Quick rejections on the control polygon, which contains the curve.
  let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
  let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
  if !(minY <= point.y && point.y < maxY) { return 0 }
  let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
  if !(maxX > point.x) { return 0 }
  guard p0.isFinite, p1.isFinite, p2.isFinite, p3.isFinite else { return 0 }
  let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
  return cubicWindingSlow(p0, p1, p2, p3, point, allRight: minX > point.x)
}

func cubicWindingSlow(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ point: Point, allRight: Bool) -> Int {
  var first = 0.0
  var second = 0.0
  let count = cubicDerivativeRoots(p0.y, p1.y, p2.y, p3.y, &first, &second)
  var winding = 0
  var t0 = 0.0
  var y0 = p0.y
  for piece in 0...count {
    let t1 = piece == count ? 1.0 : (piece == 0 ? first : second)
    let y1 = piece == count ? p3.y : cubicValue(p0.y, p1.y, p2.y, p3.y, t1)
    var direction = 0
    if y0 <= point.y {
      if y1 > point.y { direction = 1 }
    } else if y1 <= point.y {
      direction = -1
    }
    if direction != 0 {
      if allRight {
        winding += direction
      } else {
        let t = monotoneCubicParameter(p0.y, p1.y, p2.y, p3.y, value: point.y, t0: t0, t1: t1, v0: y0, v1: y1)
        if cubicValue(p0.x, p1.x, p2.x, p3.x, t) > point.x { winding += direction }
      }
    }
    t0 = t1
    y0 = y1
  }
  return winding
}
