extension BezierPath {
  /// Whether every coordinate of every element is finite (neither infinite nor NaN).
  public var isFinite: Bool {
    for element in elements {
      switch element {
      case .move(let point), .line(let point):
        if !point.isFinite { return false }
      case .quadCurve(let point, let control):
        if !point.isFinite || !control.isFinite { return false }
      case .curve(let point, let control1, let control2):
        if !point.isFinite || !control1.isFinite || !control2.isFinite { return false }
      case .closeSubpath:
        break
      }
    }
    return true
  }

  /// The signed area enclosed by the path, with every subpath closed: positive for outlines drawn
  /// clockwise on screen (y down), as every builder draws them, negative for counter-clockwise ones.
  ///
  /// Computed exactly for lines and curves (Green's theorem; for a cubic the integral has a closed
  /// form). Overlapping subpaths add up; a figure-eight gives the
  /// difference of its lobes. NaN when a coordinate is not finite.
  public var signedArea: Double {
    var twiceArea = 0.0
    var current = Point.zero
    var start = Point.zero
    var hasCurrent = false
    for element in elements {
      switch element {
      case .move(let point):
        if hasCurrent { twiceArea += lineTerm(current, start) }
        start = point
        current = point
        hasCurrent = true
      case .line(let point):
        if hasCurrent { twiceArea += lineTerm(current, point) } else { start = point }
        hasCurrent = true
        current = point
      case .quadCurve(let point, let control):
        if hasCurrent {
          let (control1, control2) = elevatedQuad(current, control, point)
          twiceArea += cubicTerm(current, control1, control2, point)
        } else {
          start = point
        }
        hasCurrent = true
        current = point
      case .curve(let point, let control1, let control2):
        if hasCurrent { twiceArea += cubicTerm(current, control1, control2, point) } else { start = point }
        hasCurrent = true
        current = point
      case .closeSubpath:
        if hasCurrent {
          twiceArea += lineTerm(current, start)
          current = start
        }
      }
    }
    if hasCurrent { twiceArea += lineTerm(current, start) }
    return twiceArea / 2
  }
}

/// `∫ (x dy − y dx)` along a line.
@inline(__always)
func lineTerm(_ a: Point, _ b: Point) -> Double {
  a.x * b.y - b.x * a.y
}

/// `∫ (x dy − y dx)` along a cubic Bézier curve, in closed form (the integrand is a polynomial, so the
/// formula is exact).
@inline(__always)
func cubicTerm(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Double {
  let inner =
    (p3.y - p0.y) * (p1.x + p2.x) - (p3.x - p0.x) * (p1.y + p2.y) + p1.y * (p0.x - p2.x) - p1.x * (p0.y - p2.y)
    + p3.y * p2.x - p3.x * p2.y
  return 0.3 * inner + 0.1 * (p3.y * p0.x - p3.x * p0.y)
}
