/// The openings of an overlay: one path per subpath of the usable cut-outs, with their control-point
/// boxes.
struct OverlayOpenings {
  var paths: [BezierPath] = []
  var hulls: [Rect] = []
  /// Each opening's ``BezierPath/signedArea``.
  var signedAreas: [Double] = []

  /// No openings.
  init() {}

  /// Splits the cut-outs into openings, leaving out those with a non-finite coordinate, no segment, or
  /// no area inside `bounds`.
  init(cutouts: [BezierPath], bounds: Rect) {
    paths.reserveCapacity(cutouts.count)
    hulls.reserveCapacity(cutouts.count)
    signedAreas.reserveCapacity(cutouts.count)
    for cutout in cutouts {
      let summary = OutlineSummary(cutout)
      guard summary.isFinite, summary.subpathCount > 0 else { continue }
      if summary.subpathCount == 1, case .move = cutout.elements.first {
        append(cutout, hull: summary.hull, signedArea: summary.twiceArea / 2, bounds: bounds)
      } else {
        for subpath in cutout.subpathPaths() {
          append(subpath, hull: subpath.controlPointBounds, signedArea: subpath.signedArea, bounds: bounds)
        }
      }
    }
  }

  /// Whether every opening's control-point box lies within `bounds` and no two boxes meet, so that no
  /// opening needs merging or clipping.
  func areSeparateAndInside(_ bounds: Rect) -> Bool {
    for index in hulls.indices {
      let hull = hulls[index]
      guard bounds.contains(hull) else { return false }
      for other in hulls[(index + 1)...] where hull.intersectsClosed(other) { return false }
    }
    return true
  }

  private mutating func append(_ path: BezierPath, hull: Rect, signedArea: Double, bounds: Rect) {
    guard hull.intersects(bounds), hull.width > 0, hull.height > 0, signedArea != 0 else { return }
    paths.append(path)
    hulls.append(hull)
    signedAreas.append(signedArea)
  }
}

/// One pass over a path: finiteness, control-point box, the number of subpaths that draw something, and
/// twice the signed area (meaningful when there is a single subpath that starts with a move).
private struct OutlineSummary {
  var isFinite: Bool
  var hull: Rect
  var subpathCount = 0
  var twiceArea = 0.0

  init(_ path: BezierPath) {
    // `x * 0` is 0 for finite x and NaN otherwise, so `probe` stays 0 exactly when all are finite.
    var probe = 0.0
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var subpathHasSegment = false
    var previousWasClose = false
    var current = Point.zero
    var start = Point.zero
    @inline(__always) func include(_ point: Point) {
      probe += point.x * 0 + point.y * 0
      minX = Swift.min(minX, point.x)
      maxX = Swift.max(maxX, point.x)
      minY = Swift.min(minY, point.y)
      maxY = Swift.max(maxY, point.y)
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        include(point)
        subpathHasSegment = false
        previousWasClose = false
        twiceArea += lineTerm(current, start)
        current = point
        start = point
      case .line(let point):
        include(point)
        if !subpathHasSegment || previousWasClose { subpathCount += 1 }
        subpathHasSegment = true
        previousWasClose = false
        twiceArea += lineTerm(current, point)
        current = point
      case .quadCurve(let point, let control):
        include(point)
        include(control)
        if !subpathHasSegment || previousWasClose { subpathCount += 1 }
        subpathHasSegment = true
        previousWasClose = false
        let (control1, control2) = elevatedQuad(current, control, point)
        twiceArea += cubicTerm(current, control1, control2, point)
        current = point
      case .curve(let point, let control1, let control2):
        include(point)
        include(control1)
        include(control2)
        if !subpathHasSegment || previousWasClose { subpathCount += 1 }
        subpathHasSegment = true
        previousWasClose = false
        twiceArea += cubicTerm(current, control1, control2, point)
        current = point
      case .closeSubpath:
        previousWasClose = true
        twiceArea += lineTerm(current, start)
        current = start
      }
    }
    twiceArea += lineTerm(current, start)
    isFinite = probe == 0
    hull = minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
  }
}

extension BezierPath {
  /// One path per subpath that draws something, each starting with a move and closed.
  func subpathPaths() -> [BezierPath] {
    var result: [BezierPath] = []
    var current: [PathElement] = []
    var lastStart: Point?
    func finish() {
      if current.count > 1 {
        current.append(.closeSubpath)
        result.append(BezierPath(elements: current))
      }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish()
        current = [.move(to: point)]
        lastStart = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        if current.isEmpty {
          guard let start = lastStart else {
            current = [.move(to: point)]
            lastStart = point
            continue
          }
          current = [.move(to: start)]
        }
        current.append(element)
      case .closeSubpath:
        finish()
      }
    }
    finish()
    return result
  }
}
