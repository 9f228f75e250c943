/// One subpath of a ``Path``, split out for algorithms that work subpath by subpath.
struct Subpath {
  /// The point where the subpath starts.
  var start: Point
  /// The drawing elements (lines and curves only), in order.
  var segments: [PathElement]
  /// Whether the subpath ends with ``PathElement/closeSubpath``.
  var isClosed: Bool

  /// The end point of each segment, preceded by ``start``.
  var points: [Point] {
    var points = [start]
    points.reserveCapacity(segments.count + 1)
    for segment in segments { points.append(segment.endPoint ?? start) }
    return points
  }
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

extension Path {
  /// The subpaths, following the conventions of ``Path``: a segment after a close without a move starts a
  /// new subpath at the closed subpath's start; a segment before any move acts as a move to its end point.
  var subpaths: [Subpath] {
    var result: [Subpath] = []
    var current: Subpath?
    var lastStart: Point?
    for element in elements {
      switch element {
      case .move(let point):
        if let finished = current { result.append(finished) }
        current = Subpath(start: point, segments: [], isClosed: false)
        lastStart = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        if current == nil {
          if let start = lastStart {
            current = Subpath(start: start, segments: [], isClosed: false)
          } else {
            current = Subpath(start: point, segments: [], isClosed: false)
            lastStart = point
            continue
          }
        }
        current?.segments.append(element)
      case .closeSubpath:
        if var finished = current {
          finished.isClosed = true
          result.append(finished)
          current = nil
        }
      }
    }
    if let finished = current { result.append(finished) }
    return result
  }
}
