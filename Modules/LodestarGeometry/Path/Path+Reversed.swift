extension Path {
  /// The same shape drawn in the opposite direction: clockwise outlines become counter-clockwise, so the
  /// winding number of every point is negated and the even-odd fill is unchanged.
  ///
  /// Each subpath is reversed in place (subpaths keep their order):
  /// - An open subpath starts at its old end point and ends at its old start.
  /// - A closed subpath keeps its start point: the implicit closing line becomes an explicit first line
  ///   (when the subpath did not already end at its start), and a first segment that was a line becomes
  ///   the implicit closing line. So `Path.rect(r).reversed()` is again four points and a close, and
  ///   reversing twice gives back the same elements for every path without explicit zero-length or
  ///   closing lines (such as all builders' output).
  /// - Curves keep their control points, swapped.
  public func reversed() -> Path {
    var result = Path()
    result.reserveCapacity(elements.count + 2)
    for subpath in subpaths {
      let points = subpath.points
      let count = subpath.segments.count
      if count == 0 {
        result.move(to: subpath.start)
        if subpath.isClosed { result.closeSubpath() }
        continue
      }
      if subpath.isClosed {
        result.move(to: subpath.start)
        if points[count] != subpath.start { result.addLine(to: points[count]) }
      } else {
        result.move(to: points[count])
      }
      for index in stride(from: count - 1, through: 0, by: -1) {
        let target = points[index]
        switch subpath.segments[index] {
        case .line:
          if !(subpath.isClosed && index == 0) { result.addLine(to: target) }
        case .quadCurve(_, let control):
          result.addQuadCurve(to: target, control: control)
        case .curve(_, let control1, let control2):
          result.addCurve(to: target, control1: control2, control2: control1)
        case .move, .closeSubpath:
          break
        }
      }
      if subpath.isClosed { result.closeSubpath() }
    }
    return result
  }
}
