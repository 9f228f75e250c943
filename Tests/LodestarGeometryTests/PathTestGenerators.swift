import LodestarGeometry
import LodestarTestSupport

/// Random shapes and helpers shared by the path property tests.
extension SeededGenerator {
  mutating func point(in range: ClosedRange<Double> = -200...200) -> Point {
    Point(x: double(in: range), y: double(in: range))
  }

  mutating func rect(origin: ClosedRange<Double> = -200...200, size: ClosedRange<Double> = 1...200) -> Rect {
    Rect(x: double(in: origin), y: double(in: origin), width: double(in: size), height: double(in: size))
  }

  /// A closed path from one of the builders, or a random closed subpath with lines and curves.
  mutating func closedPath() -> BezierPath {
    let rect = rect()
    switch int(in: 0...5) {
    case 0: return .rect(rect)
    case 1: return .roundedRect(rect, cornerRadius: double(in: 0...100), style: chance(0.5) ? .circular : .continuous)
    case 2: return .ellipse(in: rect)
    case 3: return .capsule(in: rect)
    case 4: return .circle(center: point(), radius: double(in: 1...150))
    default:
      var path = BezierPath()
      path.move(to: point())
      for _ in 0..<int(in: 1...5) {
        switch int(in: 0...2) {
        case 0: path.addLine(to: point())
        case 1: path.addQuadCurve(to: point(), control: point())
        default: path.addCurve(to: point(), control1: point(), control2: point())
        }
      }
      path.closeSubpath()
      return path
    }
  }
}

/// The distance from a point to the segment `a → b`.
func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
  let ab = b - a
  let lengthSquared = ab.dot(ab)
  if lengthSquared == 0 { return point.distance(to: a) }
  let t = min(1, max(0, (point - a).dot(ab) / lengthSquared))
  return point.distance(to: a + ab * t)
}

/// The distance from a point to the outline of a path (every subpath closed), measured on a fine
/// flattening (the flattening is within `tolerance` of the curves).
func distance(from point: Point, toOutlineOf path: BezierPath, tolerance: Double = 0.001) -> Double {
  var best = Double.infinity
  var start: Point?
  var current: Point?
  for element in path.flattened(tolerance: tolerance).elements {
    switch element {
    case .move(let to):
      if let from = current, let first = start { best = min(best, distance(from: point, toSegment: from, first)) }
      start = to
      current = to
    case .line(let to):
      if let from = current { best = min(best, distance(from: point, toSegment: from, to)) }
      current = to
    case .closeSubpath:
      if let from = current, let first = start { best = min(best, distance(from: point, toSegment: from, first)) }
      current = start
    default:
      break
    }
  }
  if let from = current, let first = start { best = min(best, distance(from: point, toSegment: from, first)) }
  return best + tolerance
}

/// The vertices of a flattened path (move and line end points).
func vertices(of path: BezierPath) -> [Point] {
  path.elements.compactMap { element in
    switch element {
    case .move(let point), .line(let point): point
    default: nil
    }
  }
}

/// Whether two paths have the same elements with every coordinate within `tolerance`.
func approximatelyEqual(_ lhs: BezierPath, _ rhs: BezierPath, tolerance: Double) -> Bool {
  guard lhs.elements.count == rhs.elements.count else { return false }
  func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }
  for (a, b) in zip(lhs.elements, rhs.elements) {
    switch (a, b) {
    case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
      if !close(p, q) { return false }
    case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
      if !close(p, q) || !close(c, d) { return false }
    case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
      if !close(p, q) || !close(c1, d1) || !close(c2, d2) { return false }
    case (.closeSubpath, .closeSubpath):
      break
    default:
      return false
    }
  }
  return true
}
