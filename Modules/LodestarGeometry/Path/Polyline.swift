/// A flattened subpath: its vertices in order, for the algorithms that work on polygons (overlay unions,
/// interpolation by resampling).
struct Polyline {
  /// The vertices. A closed polyline does not repeat its first vertex at the end.
  var points: [Point]
  /// Whether the subpath was closed (filling closes every subpath anyway).
  var isClosed: Bool
}

extension PathElement {
  /// The point the element ends at, or `nil` for ``closeSubpath``.
  var endPoint: Point? {
    switch self {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
    case .closeSubpath: nil
    }
  }
}

extension BezierPath {
  /// The subpaths of ``flattened(tolerance:)`` as polylines, following the conventions of ``BezierPath`` (a
  /// segment after a close without a move continues from the closed subpath's start). Consecutive equal
  /// vertices are merged; subpaths with no segment are left out.
  func polylines(tolerance: Double) -> [Polyline] {
    let flat = flattened(tolerance: tolerance)
    var result: [Polyline] = []
    var current: [Point] = []
    var lastStart: Point?
    func finish(closed: Bool) {
      if closed, current.count > 1, current[current.count - 1] == current[0] { current.removeLast() }
      if current.count > 1 { result.append(Polyline(points: current, isClosed: closed)) }
      current = []
    }
    for element in flat.elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        current = [point]
        lastStart = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        if current.isEmpty, let start = lastStart { current = [start] }
        if current.last != point { current.append(point) }
      case .closeSubpath:
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }
}
