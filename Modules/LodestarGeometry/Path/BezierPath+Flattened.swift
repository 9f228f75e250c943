extension BezierPath {
  /// The path with every curve replaced by straight lines that stay within `tolerance` of it: only
  /// ``PathElement/move(to:)``, ``PathElement/line(to:)`` and ``PathElement/closeSubpath`` remain.
  ///
  /// - Each curve is split into `n` pieces of equal parameter length, with `n` from Wang's formula
  ///   (`n = ⌈√(d(d−1)/8 · M / tolerance)⌉` for degree `d` and `M` the largest second difference of the
  ///   control points), which bounds the distance between the curve and its polyline by `tolerance`.
  ///   The pieces' end points lie exactly on the curve, and the last one is the curve's end point.
  /// - `tolerance` is clamped to at least 1e-9 (a NaN tolerance means the default 0.1); one curve makes
  ///   at most 4096 lines.
  /// - A curve with a non-finite point becomes one line to its end point. A segment before any move
  ///   becomes a move (see ``BezierPath``).
  ///
  /// - Parameter tolerance: The largest distance allowed between a curve and the lines that replace it.
  /// - Returns: A path of moves, lines and closes only.
  public func flattened(tolerance: Double = 0.1) -> BezierPath {
    var result = BezierPath()
    result.reserveCapacity(elements.count * 4)
    appendFlattened(tolerance: tolerance, to: &result)
    return result
  }

  /// Appends the elements of ``flattened(tolerance:)`` to `result`.
  func appendFlattened(tolerance: Double, to result: inout BezierPath) {
    let tolerance = tolerance.isNaN ? 0.1 : Swift.max(tolerance, 1e-9)
    var current: Point?
    var start: Point?
    for element in elements {
      switch element {
      case .move(let point):
        result.move(to: point)
        current = point
        start = point
      case .line(let point):
        if current == nil {
          result.move(to: point)
          start = point
        } else {
          result.addLine(to: point)
        }
        current = point
      case .quadCurve(let point, let control):
        if let from = current {
          let pieces = flatteningPieces(from, control, point, tolerance: tolerance)
          if pieces > 1 {
            let step = 1 / Double(pieces)
            for index in 1..<pieces {
              result.addLine(to: quadPoint(from, control, point, Double(index) * step))
            }
          }
          result.addLine(to: point)
        } else {
          result.move(to: point)
          start = point
        }
        current = point
      case .curve(let point, let control1, let control2):
        if let from = current {
          let pieces = flatteningPieces(from, control1, control2, point, tolerance: tolerance)
          addCubicPolyline(from, control1, control2, point, pieces: pieces, to: &result)
        } else {
          result.move(to: point)
          start = point
        }
        current = point
      case .closeSubpath:
        result.closeSubpath()
        current = start
      }
    }
  }
}

private let maximumPieces = 4096

/// The number of lines for a quadratic curve (Wang's formula, degree 2).
private func flatteningPieces(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
  let second = Vector(dx: p0.x - 2 * p1.x + p2.x, dy: p0.y - 2 * p1.y + p2.y).length
  return pieceCount((0.25 * second / tolerance).squareRoot())
}

/// The number of lines for a cubic curve (Wang's formula, degree 3).
private func flatteningPieces(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
  let first = Vector(dx: p0.x - 2 * p1.x + p2.x, dy: p0.y - 2 * p1.y + p2.y).length
  let second = Vector(dx: p1.x - 2 * p2.x + p3.x, dy: p1.y - 2 * p2.y + p3.y).length
  return pieceCount((0.75 * Swift.max(first, second) / tolerance).squareRoot())
}

private func pieceCount(_ estimate: Double) -> Int {
  guard estimate.isFinite else { return 1 }
  return Swift.min(maximumPieces, Swift.max(1, Int(estimate.rounded(.up))))
}

private func addCubicPolyline(
  _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, pieces: Int, to result: inout BezierPath
) {
  if pieces > 1 {
    let step = 1 / Double(pieces)
    for index in 1..<pieces {
      result.addLine(to: cubicPoint(p0, p1, p2, p3, Double(index) * step))
    }
  }
  result.addLine(to: p3)
}
