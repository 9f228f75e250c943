extension BezierPath: Interpolatable {
  /// The shape a `fraction` of the way from this path to `other`, for animating a cut-out from one shape
  /// to another.
  ///
  /// - `fraction` 0 returns `self` and 1 returns `other`, exactly. A non-finite fraction returns `self`.
  /// - **Same structure** (the same number of elements, with the same kind at each position, such as two
  ///   rounded rectangles with rounded corners, two ellipses, two capsules): every point, control points
  ///   included, is interpolated linearly (``Point/interpolated(to:fraction:)``), and fractions outside
  ///   `0...1` extrapolate.
  /// - **Different structure** (a rectangle to a circle, a rounded rectangle to a capsule of other
  ///   corners, ...): both paths are resampled and the samples are interpolated, so the shape morphs
  ///   without tearing:
  ///   1. Each path is flattened (within a thousandth of its larger side) and split into subpaths;
  ///      subpaths are paired in order. A subpath without a partner grows from, or shrinks to, a single
  ///      point at the centroid of its vertices.
  ///   2. Each pair is resampled to the same number of points, evenly spaced by arc length (twice the
  ///      larger vertex count, between 64 and 1024), each starting at its subpath's first point.
  ///   3. For two closed subpaths, the second is reversed when the two wind in opposite directions, and
  ///      its samples are rotated to the starting sample that minimises the sum of squared distances
  ///      between paired samples, so corresponding parts of the outlines travel together.
  ///   4. The result is a polyline per pair (moves and lines), closed when both subpaths are closed.
  /// - When either path has a non-finite coordinate and the structures differ, the result is `self`
  ///   for fractions below 0.5 and `other` from 0.5 on.
  public func interpolated(to other: BezierPath, fraction: Double) -> BezierPath {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    guard fraction.isFinite else { return self }
    if let result = elementwiseInterpolation(to: other, fraction: fraction) { return result }
    guard isFinite, other.isFinite else { return fraction < 0.5 ? self : other }
    return resampledInterpolation(to: other, fraction: fraction)
  }

  private func elementwiseInterpolation(to other: BezierPath, fraction: Double) -> BezierPath? {
    let count = elements.count
    guard count == other.elements.count else { return nil }
    // The fraction is neither 0 nor 1 here (``interpolated(to:fraction:)`` returns the ends itself), so each
    // coordinate is `a + (b − a) · fraction`, exactly what `Double.interpolated(to:fraction:)` computes then.
    @inline(__always) func blend(_ a: Point, _ b: Point) -> Point {
      Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }
    // A copy of this path's elements, overwritten in place: copying an array allocates its storage with the
    // storage type known at compile time, which creating one with uninitialised capacity does not.
    var result = elements
    let sameStructure = result.withUnsafeMutableBufferPointer { buffer in
      other.elements.withUnsafeBufferPointer { toElements in
        for index in 0..<count {
          switch (buffer[index], toElements[index]) {
          case (.move(let a), .move(let b)):
            buffer[index] = .move(to: blend(a, b))
          case (.line(let a), .line(let b)):
            buffer[index] = .line(to: blend(a, b))
          case (.quadCurve(let a, let controlA), .quadCurve(let b, let controlB)):
            buffer[index] = .quadCurve(to: blend(a, b), control: blend(controlA, controlB))
          case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
            buffer[index] = .curve(to: blend(a, b), control1: blend(a1, b1), control2: blend(a2, b2))
          case (.closeSubpath, .closeSubpath):
            break
          default:
            return false
          }
        }
        return true
      }
    }
    return sameStructure ? BezierPath(elements: result) : nil
  }

  private func resampledInterpolation(to other: BezierPath, fraction: Double) -> BezierPath {
    let from = polylines(tolerance: Self.morphTolerance(for: self))
    let to = other.polylines(tolerance: Self.morphTolerance(for: other))
    if from.isEmpty && to.isEmpty { return fraction < 0.5 ? self : other }
    var result = BezierPath()
    for index in 0..<Swift.max(from.count, to.count) {
      let first = index < from.count ? from[index] : nil
      let second = index < to.count ? to[index] : nil
      let vertexCount = Swift.max(first?.points.count ?? 0, second?.points.count ?? 0)
      let sampleCount = Swift.min(1024, Swift.max(64, 2 * vertexCount))
      let closed = (first?.isClosed ?? true) && (second?.isClosed ?? true)
      var a = first.map { resample($0, count: sampleCount) } ?? []
      var b = second.map { resample($0, count: sampleCount) } ?? []
      if a.isEmpty, let partner = second { a = Array(repeating: centroid(partner.points), count: sampleCount) }
      if b.isEmpty, let partner = first { b = Array(repeating: centroid(partner.points), count: sampleCount) }
      if closed, let first, let second { b = aligned(b, to: a, sameWinding: windsAlike(first, second)) }
      result.reserveCapacity(result.elements.count + sampleCount + 1)
      for sample in 0..<sampleCount {
        let point = a[sample].interpolated(to: b[sample], fraction: fraction)
        if sample == 0 { result.move(to: point) } else { result.addLine(to: point) }
      }
      if closed { result.closeSubpath() }
    }
    return result
  }

  private static func morphTolerance(for path: BezierPath) -> Double {
    let bounds = path.bounds
    let size = bounds.isNull ? 0 : Swift.max(bounds.width, bounds.height)
    return Swift.max(size * 1e-3, 1e-6)
  }
}

/// `count` points evenly spaced by arc length along a polyline (around it, back to the start, when it is
/// closed), starting at its first point.
private func resample(_ polyline: Polyline, count: Int) -> [Point] {
  var points = polyline.points
  if polyline.isClosed, let first = points.first { points.append(first) }
  var lengths: [Double] = [0]
  lengths.reserveCapacity(points.count)
  for index in 1..<points.count { lengths.append(lengths[index - 1] + points[index - 1].distance(to: points[index])) }
  let total = lengths[lengths.count - 1]
  guard total > 0 else { return Array(repeating: points[0], count: count) }
  let divisions = polyline.isClosed ? Double(count) : Double(count - 1)
  var samples: [Point] = []
  samples.reserveCapacity(count)
  var segment = 1
  for sample in 0..<count {
    let target = total * Double(sample) / divisions
    while segment < points.count - 1 && lengths[segment] < target { segment += 1 }
    let start = lengths[segment - 1]
    let length = lengths[segment] - start
    let t = length > 0 ? Swift.min(1, Swift.max(0, (target - start) / length)) : 0
    samples.append(points[segment - 1].interpolated(to: points[segment], fraction: t))
  }
  return samples
}

private func centroid(_ points: [Point]) -> Point {
  var x = 0.0
  var y = 0.0
  for point in points {
    x += point.x
    y += point.y
  }
  let count = Double(Swift.max(points.count, 1))
  return Point(x: x / count, y: y / count)
}

private func windsAlike(_ first: Polyline, _ second: Polyline) -> Bool {
  let a = RegionOutline.shoelaceArea(first.points)
  let b = RegionOutline.shoelaceArea(second.points)
  return a == 0 || b == 0 || (a > 0) == (b > 0)
}

/// `samples` reversed if needed and rotated to the start that best matches `reference`.
private func aligned(_ samples: [Point], to reference: [Point], sameWinding: Bool) -> [Point] {
  let count = samples.count
  guard count == reference.count, count > 0 else { return samples }
  var ring = samples
  if !sameWinding {
    ring = [samples[0]] + samples[1...].reversed()
  }
  var bestShift = 0
  var bestCost = Double.infinity
  for shift in 0..<count {
    var cost = 0.0
    for index in 0..<count {
      let a = reference[index]
      let b = ring[(index + shift) % count]
      let dx = a.x - b.x
      let dy = a.y - b.y
      cost += dx * dx + dy * dy
      if cost >= bestCost { break }
    }
    if cost < bestCost {
      bestCost = cost
      bestShift = shift
    }
  }
  if bestShift == 0 { return ring }
  return Array(ring[bestShift...] + ring[..<bestShift])
}
