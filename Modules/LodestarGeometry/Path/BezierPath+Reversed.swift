extension BezierPath {
  /// The same shape drawn in the opposite direction: clockwise outlines become counter-clockwise, so the
  /// winding number of every point is negated and the even-odd fill is unchanged.
  ///
  /// Each subpath is reversed in place (subpaths keep their order):
  /// - An open subpath starts at its old end point and ends at its old start.
  /// - A closed subpath keeps its start point: the implicit closing line becomes an explicit first line
  ///   (when the subpath did not already end at its start), and a first segment that was a line of
  ///   non-zero length becomes the implicit closing line. So `BezierPath.rect(r).reversed()` is again four points and a close, and
  ///   reversing twice gives back the same elements for every path whose closed subpaths do not end
  ///   with an explicit line back to their start (such as all builders' output).
  /// - Curves keep their control points, swapped.
  /// - A segment before any move becomes a move (see ``BezierPath``); stray closes are dropped.
  public func reversed() -> BezierPath {
    var result = BezierPath()
    result.reserveCapacity(elements.count + 2)
    appendReversed(to: &result)
    return result
  }

  /// Appends the elements of ``reversed()`` to `result` without building intermediate paths.
  func appendReversed(to result: inout BezierPath) {
    let count = elements.count
    var index = 0
    var lastStart: Point?
    while index < count {
      let start: Point
      let first: Int
      switch elements[index] {
      case .move(let point):
        start = point
        first = index + 1
      case .closeSubpath:
        index += 1
        continue
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        if let previous = lastStart {
          start = previous
          first = index
        } else {
          start = point
          first = index + 1
        }
      }
      lastStart = start
      var end = first
      while end < count {
        if case .move = elements[end] { break }
        if case .closeSubpath = elements[end] { break }
        end += 1
      }
      let closed = end < count && elements[end] == .closeSubpath
      func point(_ position: Int) -> Point {
        position < first ? start : (elements[position].endPoint ?? start)
      }
      if end == first {
        result.move(to: start)
        if closed { result.closeSubpath() }
      } else {
        let last = point(end - 1)
        if closed {
          result.move(to: start)
          if last != start { result.addLine(to: last) }
        } else {
          result.move(to: last)
        }
        var position = end - 1
        while position >= first {
          let target = point(position - 1)
          switch elements[position] {
          case .line:
            // A closed subpath's first line (of non-zero length) becomes the implicit closing line.
            if !(closed && position == first && point(position) != target) { result.addLine(to: target) }
          case .quadCurve(_, let control):
            result.addQuadCurve(to: target, control: control)
          case .curve(_, let control1, let control2):
            result.addCurve(to: target, control1: control2, control2: control1)
          case .move, .closeSubpath:
            break
          }
          position -= 1
        }
        if closed { result.closeSubpath() }
      }
      index = closed ? end + 1 : end
    }
  }
}
