extension BezierPath {
  /// The smallest rectangle that contains every point of the path: the end points of all elements and
  /// the extreme points of every curve (found by solving for the roots of the curve's derivative), not
  /// the control points.
  ///
  /// - Every ``PathElement/move(to:)`` point counts, even one that starts no segment.
  /// - An empty path has ``Rect/null`` bounds.
  /// - Points with a non-finite coordinate are skipped, and a curve with a non-finite point contributes
  ///   only its finite end points; a path with no finite point has ``Rect/null`` bounds.
  public var bounds: Rect {
    var accumulator = BoundsAccumulator()
    var current: Point?
    var subpathStart: Point?
    for element in elements {
      switch element {
      case .move(let point):
        accumulator.add(point)
        current = point
        subpathStart = point
      case .line(let point):
        accumulator.add(point)
        if current == nil { subpathStart = point }
        current = point
      case .quadCurve(let point, let control):
        accumulator.add(point)
        if let start = current, start.isFinite, control.isFinite, point.isFinite {
          if let t = quadDerivativeRoot(start.x, control.x, point.x) {
            accumulator.addX(quadValue(start.x, control.x, point.x, t))
          }
          if let t = quadDerivativeRoot(start.y, control.y, point.y) {
            accumulator.addY(quadValue(start.y, control.y, point.y, t))
          }
        }
        if current == nil { subpathStart = point }
        current = point
      case .curve(let point, let control1, let control2):
        accumulator.add(point)
        if let start = current, start.isFinite, control1.isFinite, control2.isFinite, point.isFinite {
          var first = 0.0
          var second = 0.0
          let countX = cubicDerivativeRoots(start.x, control1.x, control2.x, point.x, &first, &second)
          if countX >= 1 { accumulator.addX(cubicValue(start.x, control1.x, control2.x, point.x, first)) }
          if countX == 2 { accumulator.addX(cubicValue(start.x, control1.x, control2.x, point.x, second)) }
          let countY = cubicDerivativeRoots(start.y, control1.y, control2.y, point.y, &first, &second)
          if countY >= 1 { accumulator.addY(cubicValue(start.y, control1.y, control2.y, point.y, first)) }
          if countY == 2 { accumulator.addY(cubicValue(start.y, control1.y, control2.y, point.y, second)) }
        }
        if current == nil { subpathStart = point }
        current = point
      case .closeSubpath:
        current = subpathStart
      }
    }
    return accumulator.rect
  }

  /// The bounding box of every point of every element, control points included: cheaper than
  /// ``bounds`` and never smaller. Non-finite points are skipped; an empty path gives ``Rect/null``.
  public var controlPointBounds: Rect {
    var accumulator = BoundsAccumulator()
    for element in elements {
      switch element {
      case .move(let point), .line(let point):
        accumulator.add(point)
      case .quadCurve(let point, let control):
        accumulator.add(point)
        accumulator.add(control)
      case .curve(let point, let control1, let control2):
        accumulator.add(point)
        accumulator.add(control1)
        accumulator.add(control2)
      case .closeSubpath:
        break
      }
    }
    return accumulator.rect
  }
}

/// The running minimum and maximum of finite coordinates.
struct BoundsAccumulator {
  var minX = Double.infinity
  var minY = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity

  @inline(__always)
  mutating func add(_ point: Point) {
    guard point.isFinite else { return }
    if point.x < minX { minX = point.x }
    if point.x > maxX { maxX = point.x }
    if point.y < minY { minY = point.y }
    if point.y > maxY { maxY = point.y }
  }

  @inline(__always)
  mutating func addX(_ value: Double) {
    guard value.isFinite else { return }
    if value < minX { minX = value }
    if value > maxX { maxX = value }
  }

  @inline(__always)
  mutating func addY(_ value: Double) {
    guard value.isFinite else { return }
    if value < minY { minY = value }
    if value > maxY { maxY = value }
  }

  var rect: Rect {
    guard minX <= maxX, minY <= maxY else { return .null }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
