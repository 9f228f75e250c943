extension BezierPath {
  /// The default flattening tolerance of ``overlay(bounds:cutouts:tolerance:)`` and ``OverlayRegion``:
  /// a tenth of a point, below what a screen shows.
  public static let defaultOverlayTolerance = 0.1

  /// The dimming path of a coach-mark overlay: `bounds` with an opening for each cut-out.
  ///
  /// **Render it with the even-odd fill rule** (`CAShapeLayer.fillRule = .evenOdd`,
  /// `fill-rule="evenodd"` in SVG). The path is built so that the non-zero rule gives the same picture:
  /// the bounds are drawn clockwise on screen (winding +1) and every opening counter-clockwise
  /// (winding −1), and openings never overlap one another, so every point is covered once (dimmed) or
  /// not at all (open) under both rules.
  ///
  /// Openings:
  /// - Each subpath of each cut-out is an opening: the area it encloses (a cut-out with a hole in it
  ///   opens the hole too). Outlines are expected to be simple (not self-intersecting).
  /// - **Overlapping openings stay open as their union** (PolarisGuideKit's even-odd mask re-dims the
  ///   overlap; this does not). Openings that overlap or touch one another are merged: they are
  ///   flattened to polygons within `tolerance` (clamped to at least 0.001 and to at least 1/20000 of
  ///   the opening's size, which bounds the work; NaN means the default), and the outline of their union is computed and drawn as straight lines,
  ///   counter-clockwise (an island that overlapping openings enclose is drawn clockwise and stays
  ///   dimmed). A ring of openings, one inside another, and shared edges are all handled. Openings whose
  ///   polygons come within twice the tolerance of each other count as overlapping, so exact curves
  ///   never overlap by a sliver.
  /// - Openings are clipped to the bounds: an opening that crosses the edge of the bounds is merged the
  ///   same way, and one entirely outside is left out.
  /// - **An opening that overlaps nothing and lies within the bounds keeps its exact curves**, reversed
  ///   to counter-clockwise when it was drawn clockwise (as the builders draw).
  ///
  /// Robustness: a null, empty or non-finite `bounds` gives an empty path (nothing to dim); a cut-out
  /// with a non-finite coordinate, no segment or zero area is ignored.
  ///
  /// The output is deterministic: the bounds first, then the openings in the order of their first
  /// cut-out.
  ///
  /// - Parameters:
  ///   - bounds: The area to dim.
  ///   - cutouts: The outlines to open, one or more subpaths each.
  ///   - tolerance: How far the straight lines of merged openings may stray from their curves.
  /// - Returns: The bounds clockwise, then the openings counter-clockwise.
  public static func overlay(bounds: Rect, cutouts: [BezierPath], tolerance: Double = defaultOverlayTolerance)
    -> BezierPath
  {
    guard bounds.isFinite, !bounds.isEmpty else { return BezierPath() }
    let base = bounds.standardized
    if let separate = separateOverlay(bounds: base, cutouts: cutouts) { return separate }
    let tolerance = tolerance.isNaN ? defaultOverlayTolerance : Swift.max(tolerance, 0.001)
    var capacity = 5
    for cutout in cutouts { capacity += cutout.elements.count + 2 }
    var result = BezierPath()
    result.reserveCapacity(capacity)
    result.move(to: Point(x: base.minX, y: base.minY))
    result.addLine(to: Point(x: base.maxX, y: base.minY))
    result.addLine(to: Point(x: base.maxX, y: base.maxY))
    result.addLine(to: Point(x: base.minX, y: base.maxY))
    result.closeSubpath()

    let openings = OverlayOpenings(cutouts: cutouts, bounds: base)
    let count = openings.paths.count
    if count == 0 { return result }
    if openings.areSeparateAndInside(base) {
      // The common case: every opening keeps its exact curves.
      for index in 0..<count {
        appendOpening(openings.paths[index], signedArea: openings.signedAreas[index], to: &result)
      }
      return result
    }

    // Group openings that may overlap: hulls (control-point boxes) first, then tight bounds, then the
    // flattened polygons.
    var parent = Array(0..<count)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    var rings: [[[Point]]?] = Array(repeating: nil, count: count)
    func ringsOf(_ index: Int) -> [[Point]] {
      if let cached = rings[index] { return cached }
      // At least 1/20000 of the opening's size, which bounds the number of edges per curve.
      let hull = openings.hulls[index]
      let scaled = Swift.max(tolerance, Swift.max(hull.width, hull.height) / 20_000)
      let computed = openings.paths[index].polylines(tolerance: scaled).map(\.points)
      rings[index] = computed
      return computed
    }
    var tightBounds: [Rect?] = Array(repeating: nil, count: count)
    func tight(_ index: Int) -> Rect {
      if let cached = tightBounds[index] { return cached }
      let computed = openings.paths[index].bounds
      tightBounds[index] = computed
      return computed
    }
    for first in 0..<count {
      for second in (first + 1)..<count where openings.hulls[first].intersectsClosed(openings.hulls[second]) {
        guard tight(first).intersectsClosed(tight(second)) else { continue }
        if root(first) == root(second) { continue }
        let meet = ringsOf(first).contains { a in
          ringsOf(second).contains { b in RegionOutline.ringsMeet(a, b, within: 2 * tolerance) }
        }
        if meet { parent[root(second)] = root(first) }
      }
    }

    var emitted = [Bool](repeating: false, count: count)
    for index in 0..<count where !emitted[index] {
      let group = root(index)
      var members: [Int] = []
      for other in index..<count where root(other) == group { members.append(other) }
      for member in members { emitted[member] = true }
      if members.count == 1 && (base.contains(openings.hulls[index]) || base.contains(tight(index))) {
        appendOpening(openings.paths[index], signedArea: openings.signedAreas[index], to: &result)
        continue
      }
      var groupRings: [[Point]] = []
      for member in members { groupRings.append(contentsOf: ringsOf(member)) }
      for loop in RegionOutline.loops(of: groupRings, clippedTo: base) {
        // Loops come clockwise around open areas; openings are drawn counter-clockwise.
        result.move(to: loop[0])
        for point in loop[1...].reversed() { result.addLine(to: point) }
        result.closeSubpath()
      }
    }
    return result
  }
}

/// Appends an opening with its exact curves, counter-clockwise; one with zero area adds nothing.
private func appendOpening(_ path: BezierPath, signedArea area: Double, to result: inout BezierPath) {
  if area > 0 {
    path.appendReversed(to: &result)
  } else if area < 0 {
    result.addPath(path)
  }
}
