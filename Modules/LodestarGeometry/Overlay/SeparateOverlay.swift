extension BezierPath {
  /// The overlay for the common case, built in one allocation: every cut-out is a single closed subpath
  /// (a move, segments, a close) with finite coordinates and non-zero area, its control-point box lies
  /// within `bounds`, and no two boxes meet. Returns `nil` when any of that does not hold, for the general
  /// construction to handle. The result equals the general construction's.
  static func separateOverlay(bounds: Rect, cutouts: [BezierPath]) -> BezierPath? {
    let count = cutouts.count
    return withUnsafeTemporaryAllocation(of: SeparateOpening.self, capacity: count) { summaries -> BezierPath? in
      var capacity = 5
      for index in 0..<count {
        // Reading the elements through a buffer pointer borrows them: no reference counting per cut-out.
        let summary = cutouts[index].elements.withUnsafeBufferPointer { SeparateOpening($0) }
        guard let summary, bounds.contains(summary.hull) else { return nil }
        for previous in 0..<index where summaries[previous].hull.intersectsClosed(summary.hull) { return nil }
        summaries.initializeElement(at: index, to: summary)
        capacity += summary.elementCount + 1
      }
      let elements = [PathElement](unsafeUninitializedCapacity: capacity) { buffer, written in
        var cursor = 0
        func write(_ element: PathElement) {
          buffer.initializeElement(at: cursor, to: element)
          cursor += 1
        }
        write(.move(to: Point(x: bounds.minX, y: bounds.minY)))
        write(.line(to: Point(x: bounds.maxX, y: bounds.minY)))
        write(.line(to: Point(x: bounds.maxX, y: bounds.maxY)))
        write(.line(to: Point(x: bounds.minX, y: bounds.maxY)))
        write(.closeSubpath)
        for index in 0..<count {
          let summary = summaries[index]
          cutouts[index].elements.withUnsafeBufferPointer { source in
            if summary.twiceArea < 0 {
              for element in source { write(element) }
              return
            }
            // Reversed, as `appendReversed(to:)` does for a closed subpath.
            let last = source.count - 2
            let start = summary.start
            write(.move(to: start))
            let end = source[last].endPoint ?? start
            if end != start { write(.line(to: end)) }
            var position = last
            while position >= 1 {
              let target = position == 1 ? start : (source[position - 1].endPoint ?? start)
              switch source[position] {
              case .line(let point):
                if !(position == 1 && point != target) { write(.line(to: target)) }
              case .quadCurve(_, let control):
                write(.quadCurve(to: target, control: control))
              case .curve(_, let control1, let control2):
                write(.curve(to: target, control1: control2, control2: control1))
              case .move, .closeSubpath:
                break
              }
              position -= 1
            }
            write(.closeSubpath)
          }
        }
        written = cursor
      }
      return BezierPath(elements: elements)
    }
  }
}

/// What ``BezierPath/separateOverlay(bounds:cutouts:)`` needs to know about one cut-out.
private struct SeparateOpening {
  var start: Point
  var hull: Rect
  var twiceArea: Double
  var elementCount: Int

  /// Summarises a cut-out in one pass, or returns `nil` when it is not a single closed subpath with
  /// finite coordinates and non-zero area.
  init?(_ elements: UnsafeBufferPointer<PathElement>) {
    guard elements.count >= 3, case .move(let start) = elements[0], case .closeSubpath = elements[elements.count - 1]
    else { return nil }
    // No finiteness test is needed: an infinite coordinate puts the box outside any finite bounds, and a
    // NaN anywhere makes the area NaN.
    var minX = start.x
    var minY = start.y
    var maxX = start.x
    var maxY = start.y
    var twiceArea = 0.0
    var current = start
    @inline(__always) func include(_ point: Point) {
      // Branches rather than min/max: they are rarely taken, so they cost almost nothing.
      if point.x < minX { minX = point.x }
      if point.x > maxX { maxX = point.x }
      if point.y < minY { minY = point.y }
      if point.y > maxY { maxY = point.y }
    }
    for element in elements[1..<(elements.count - 1)] {
      switch element {
      case .line(let point):
        include(point)
        twiceArea += lineTerm(current, point)
        current = point
      case .quadCurve(let point, let control):
        include(point)
        include(control)
        let (control1, control2) = elevatedQuad(current, control, point)
        twiceArea += cubicTerm(current, control1, control2, point)
        current = point
      case .curve(let point, let control1, let control2):
        include(point)
        include(control1)
        include(control2)
        twiceArea += cubicTerm(current, control1, control2, point)
        current = point
      case .move, .closeSubpath:
        return nil
      }
    }
    twiceArea += lineTerm(current, start)
    guard twiceArea.isFinite, twiceArea != 0, minX < maxX, minY < maxY else { return nil }
    self.start = start
    self.hull = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    self.twiceArea = twiceArea
    elementCount = elements.count
  }
}
