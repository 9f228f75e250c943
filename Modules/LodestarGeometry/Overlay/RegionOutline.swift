/// The outline of the part of a rectangle covered by the union of simple polygons: the geometric core of
/// ``BezierPath/overlay(bounds:cutouts:tolerance:)`` for openings that overlap or cross the bounds.
///
/// Every ring is first oriented clockwise on screen (positive signed area), like the clip rectangle.
/// Each edge is split wherever it meets an edge of another ring (collinear overlaps are split at the
/// other edge's end points, so shared stretches become identical sub-edges). A sub-edge belongs to the
/// outline exactly when the region (clip ∩ union of rings) lies on its interior side and not on its
/// other side, judged at its midpoint: for each other ring, the midpoint is inside or outside (winding
/// number), or the ring shares the sub-edge in the same or the opposite direction. Identical kept
/// sub-edges are kept once. The kept sub-edges are chained into loops: clockwise around covered areas,
/// counter-clockwise around uncovered islands; collinear vertices are removed.
enum RegionOutline {
  /// The loops of the outline of `clip ∩ (rings[0] ∪ rings[1] ∪ ...)`.
  static func loops(of rings: [[Point]], clippedTo clip: Rect) -> [[Point]] {
    var allRings: [[Point]] = []
    allRings.reserveCapacity(rings.count + 1)
    for ring in rings {
      let area = shoelaceArea(ring)
      if area > 0 {
        allRings.append(ring)
      } else if area < 0 {
        allRings.append(ring.reversed())
      }
    }
    if allRings.isEmpty { return [] }
    let clipIndex = allRings.count
    allRings.append([
      Point(x: clip.minX, y: clip.minY), Point(x: clip.maxX, y: clip.minY),
      Point(x: clip.maxX, y: clip.maxY), Point(x: clip.minX, y: clip.maxY),
    ])
    let ringBounds = allRings.map(boundingBox)

    // Edges, split at every meeting with an edge of another ring.
    var edges: [SplitEdge] = []
    for (ringIndex, ring) in allRings.enumerated() {
      for index in ring.indices {
        let a = ring[index]
        let b = ring[(index + 1) % ring.count]
        if a != b { edges.append(SplitEdge(a: a, b: b, ring: ringIndex)) }
      }
    }
    for first in edges.indices {
      for second in (first + 1)..<edges.count where edges[first].ring != edges[second].ring {
        splitAtMeeting(&edges, first, second)
      }
    }

    // Sub-edges and the rings that contain each of them.
    // Only pieces of edges with a collinear partner can be shared, so only those are looked up.
    var subEdges: [(a: Point, b: Point, ring: Int, mayBeShared: Bool)] = []
    var owners: [EdgeKey: [Int]] = [:]
    subEdges.reserveCapacity(edges.count * 2)
    for edge in edges {
      var from = edge.a
      func add(_ to: Point) {
        guard to != from else { return }
        subEdges.append((from, to, edge.ring, edge.hasCollinearPartner))
        if edge.hasCollinearPartner { owners[EdgeKey(a: from, b: to), default: []].append(edge.ring) }
        from = to
      }
      if !edge.splits.isEmpty {
        for split in edge.splits.sorted(by: { $0.t < $1.t }) { add(split.point) }
      }
      add(edge.b)
    }

    // Classification.
    var kept: [(a: Point, b: Point)] = []
    for subEdge in subEdges {
      let same = subEdge.mayBeShared ? owners[EdgeKey(a: subEdge.a, b: subEdge.b)] ?? [] : []
      if same.contains(where: { $0 < subEdge.ring }) { continue }
      let opposite = subEdge.mayBeShared ? owners[EdgeKey(a: subEdge.b, b: subEdge.a)] ?? [] : []
      let middle = Point(x: (subEdge.a.x + subEdge.b.x) / 2, y: (subEdge.a.y + subEdge.b.y) / 2)
      var unionInside = false
      var unionOutside = false
      var clipInside = false
      var clipOutside = false
      for ringIndex in allRings.indices {
        let inside: Bool
        let outside: Bool
        if ringIndex == subEdge.ring || same.contains(ringIndex) {
          inside = true
          outside = false
        } else if opposite.contains(ringIndex) {
          inside = false
          outside = true
        } else {
          let covered = ringBounds[ringIndex].containsClosed(middle) && ringWinding(allRings[ringIndex], middle) != 0
          inside = covered
          outside = covered
        }
        if ringIndex == clipIndex {
          clipInside = inside
          clipOutside = outside
        } else {
          unionInside = unionInside || inside
          unionOutside = unionOutside || outside
        }
      }
      if unionInside && clipInside && !(unionOutside && clipOutside) {
        kept.append((subEdge.a, subEdge.b))
      }
    }
    return chain(kept)
  }

  /// Whether two rings overlap, touch, or come within `distance` of each other.
  static func ringsMeet(_ first: [Point], _ second: [Point], within distance: Double) -> Bool {
    guard boundingBox(first).insetBy(dx: -distance, dy: -distance).intersectsClosed(boundingBox(second)) else {
      return false
    }
    // Cheapest answers first: crossing or touching edges, then containment, then near misses.
    for i in first.indices {
      let a = first[i]
      let b = first[(i + 1) % first.count]
      for j in second.indices where segmentsMeet(a, b, second[j], second[(j + 1) % second.count]) { return true }
    }
    if let point = first.first, ringWinding(second, point) != 0 { return true }
    if let point = second.first, ringWinding(first, point) != 0 { return true }
    for i in first.indices {
      let a = first[i]
      let b = first[(i + 1) % first.count]
      for j in second.indices {
        let c = second[j]
        let d = second[(j + 1) % second.count]
        if Swift.max(a.x, b.x) + distance < Swift.min(c.x, d.x) || Swift.max(c.x, d.x) + distance < Swift.min(a.x, b.x)
          || Swift.max(a.y, b.y) + distance < Swift.min(c.y, d.y)
          || Swift.max(c.y, d.y) + distance < Swift.min(a.y, b.y)
        {
          continue
        }
        if segmentDistance(a, b, c, d) <= distance { return true }
      }
    }
    return false
  }

  /// The signed area of a ring by the shoelace formula (positive when clockwise on screen).
  static func shoelaceArea(_ ring: [Point]) -> Double {
    var sum = 0.0
    for index in ring.indices {
      let a = ring[index]
      let b = ring[(index + 1) % ring.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }

  static func boundingBox(_ ring: [Point]) -> Rect {
    var accumulator = BoundsAccumulator()
    for point in ring { accumulator.add(point) }
    return accumulator.rect
  }

  static func ringWinding(_ ring: [Point], _ point: Point) -> Int {
    var winding = 0
    var previous = ring[ring.count - 1]
    for current in ring {
      winding += lineWinding(previous, current, point)
      previous = current
    }
    return winding
  }
}

/// An edge and the points where it is to be split, by parameter along it.
private struct SplitEdge {
  var a: Point
  var b: Point
  var ring: Int
  var splits: [(t: Double, point: Point)] = []
  /// Whether the edge overlaps a collinear edge of another ring, so its pieces may be shared.
  var hasCollinearPartner = false

  mutating func split(at point: Point) {
    if point == a || point == b { return }
    let direction = b - a
    let t = (point - a).dot(direction) / direction.dot(direction)
    if t > 0 && t < 1 { splits.append((t, point)) }
  }
}

private struct EdgeKey: Hashable {
  var a: Point
  var b: Point
}

private let parameterEpsilon = 1e-10

/// Records the meeting points of two edges as splits of both.
private func splitAtMeeting(_ edges: inout [SplitEdge], _ first: Int, _ second: Int) {
  let a = edges[first].a
  let b = edges[first].b
  let c = edges[second].a
  let d = edges[second].b
  if Swift.max(a.x, b.x) < Swift.min(c.x, d.x) || Swift.max(c.x, d.x) < Swift.min(a.x, b.x)
    || Swift.max(a.y, b.y) < Swift.min(c.y, d.y) || Swift.max(c.y, d.y) < Swift.min(a.y, b.y)
  {
    return
  }
  let r = b - a
  let s = d - c
  let offset = c - a
  let denominator = r.cross(s)
  let lengths = r.length * s.length
  if Swift.abs(denominator) <= 1e-12 * lengths {
    // Parallel: split at the other's end points when collinear.
    let scale = Swift.max(1, Swift.abs(a.x), Swift.abs(a.y), Swift.abs(c.x), Swift.abs(c.y))
    guard Swift.abs(offset.cross(r)) / r.length <= 1e-9 * scale else { return }
    edges[first].hasCollinearPartner = true
    edges[second].hasCollinearPartner = true
    edges[first].split(at: c)
    edges[first].split(at: d)
    edges[second].split(at: a)
    edges[second].split(at: b)
    return
  }
  let t = offset.cross(s) / denominator
  let u = offset.cross(r) / denominator
  guard t >= -parameterEpsilon, t <= 1 + parameterEpsilon, u >= -parameterEpsilon, u <= 1 + parameterEpsilon else {
    return
  }
  let point: Point
  if t <= parameterEpsilon {
    point = a
  } else if t >= 1 - parameterEpsilon {
    point = b
  } else if u <= parameterEpsilon {
    point = c
  } else if u >= 1 - parameterEpsilon {
    point = d
  } else {
    var x = a.x + r.dx * t
    var y = a.y + r.dy * t
    // Exact coordinates on axis-aligned edges, so meetings on the same line get identical points.
    if r.dx == 0 { x = a.x } else if s.dx == 0 { x = c.x }
    if r.dy == 0 { y = a.y } else if s.dy == 0 { y = c.y }
    point = Point(x: x, y: y)
  }
  edges[first].split(at: point)
  edges[second].split(at: point)
}

/// Whether two closed segments meet (touching counts).
private func segmentsMeet(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
  if Swift.max(a.x, b.x) < Swift.min(c.x, d.x) || Swift.max(c.x, d.x) < Swift.min(a.x, b.x)
    || Swift.max(a.y, b.y) < Swift.min(c.y, d.y) || Swift.max(c.y, d.y) < Swift.min(a.y, b.y)
  {
    return false
  }
  let d1 = (b - a).cross(c - a)
  let d2 = (b - a).cross(d - a)
  let d3 = (d - c).cross(a - c)
  let d4 = (d - c).cross(b - c)
  if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
  // Touching or collinear: some end point lies on the other segment (the boxes already overlap).
  func onSegment(_ p: Point, _ q: Point, _ r: Point, _ cross: Double) -> Bool {
    cross == 0 && Swift.min(p.x, q.x) <= r.x && r.x <= Swift.max(p.x, q.x) && Swift.min(p.y, q.y) <= r.y
      && r.y <= Swift.max(p.y, q.y)
  }
  return onSegment(a, b, c, d1) || onSegment(a, b, d, d2) || onSegment(c, d, a, d3) || onSegment(c, d, b, d4)
}

/// The distance between two segments that do not cross.
private func segmentDistance(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
  Swift.min(
    Swift.min(pointSegmentDistance(a, c, d), pointSegmentDistance(b, c, d)),
    Swift.min(pointSegmentDistance(c, a, b), pointSegmentDistance(d, a, b)))
}

private func pointSegmentDistance(_ point: Point, _ a: Point, _ b: Point) -> Double {
  let ab = b - a
  let lengthSquared = ab.dot(ab)
  if !(lengthSquared > 0) { return point.distance(to: a) }
  let t = Swift.min(1, Swift.max(0, (point - a).dot(ab) / lengthSquared))
  return point.distance(to: a + ab * t)
}

/// Chains directed edges into closed loops (any choice at a vertex with several outgoing edges gives
/// the same winding numbers everywhere) and removes collinear vertices.
private func chain(_ edges: [(a: Point, b: Point)]) -> [[Point]] {
  var used = [Bool](repeating: false, count: edges.count)
  var loops: [[Point]] = []
  /// The unused edge that starts at `point`: usually the next one (kept edges come in ring order),
  /// otherwise the first exact match, otherwise the nearest start within a rounding distance.
  func next(after index: Int, from point: Point) -> Int? {
    let following = index + 1
    if following < edges.count, !used[following], edges[following].a == point { return following }
    for candidate in edges.indices where !used[candidate] && edges[candidate].a == point { return candidate }
    var best = 1e-7
    var found: Int?
    for candidate in edges.indices where !used[candidate] {
      let distance = edges[candidate].a.distance(to: point)
      if distance <= best {
        best = distance
        found = candidate
      }
    }
    return found
  }
  for startIndex in edges.indices where !used[startIndex] {
    used[startIndex] = true
    let start = edges[startIndex].a
    var loop = [start]
    var current = edges[startIndex].b
    var currentIndex = startIndex
    var closed = false
    for _ in 0..<edges.count {
      if current == start {
        closed = true
        break
      }
      guard let nextIndex = next(after: currentIndex, from: current) else {
        closed = current.distance(to: start) <= 1e-7
        break
      }
      used[nextIndex] = true
      loop.append(current)
      current = edges[nextIndex].b
      currentIndex = nextIndex
    }
    guard closed else { continue }
    let simplified = removingCollinearVertices(loop)
    if simplified.count >= 3 { loops.append(simplified) }
  }
  return loops
}

private func removingCollinearVertices(_ loop: [Point]) -> [Point] {
  var points = loop
  var changed = true
  while changed && points.count >= 3 {
    changed = false
    var result: [Point] = []
    result.reserveCapacity(points.count)
    for index in points.indices {
      let previous = result.last ?? points[(index + points.count - 1) % points.count]
      let current = points[index]
      let next = points[(index + 1) % points.count]
      let incoming = current - previous
      let outgoing = next - current
      if incoming.cross(outgoing) == 0 && incoming.dot(outgoing) >= 0 {
        changed = true
        continue
      }
      result.append(current)
    }
    points = result
  }
  return points
}

extension Rect {
  /// Whether the point lies inside or on the edge of the rectangle.
  func containsClosed(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Whether two rectangles overlap or touch.
  func intersectsClosed(_ other: Rect) -> Bool {
    !isNull && !other.isNull && minX <= other.maxX && other.minX <= maxX && minY <= other.maxY
      && other.minY <= maxY
  }
}
