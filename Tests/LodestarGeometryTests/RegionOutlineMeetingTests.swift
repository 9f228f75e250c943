import Testing

@testable import LodestarGeometry

/// Where a slanted edge meets an axis-aligned one, the outline's vertex is the exact meeting point: every
/// vertex of the outline lies on an edge of the rings it was made from, whichever ring comes first.
@Suite struct RegionOutlineMeetingTests {
  static func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = dx * dx + dy * dy
    let t = length == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length))
    let nearest = Point(x: a.x + dx * t, y: a.y + dy * t)
    return ((point.x - nearest.x) * (point.x - nearest.x) + (point.y - nearest.y) * (point.y - nearest.y)).squareRoot()
  }

  // A quadrilateral whose top edge climbs by exactly 1 (dy = 1), and a rectangle whose top edge crosses it.
  static let slanted = [Point(x: 0, y: 0), Point(x: 4, y: 1), Point(x: 4, y: 3), Point(x: 0, y: 3)]
  static let rectangle = [Point(x: 1, y: 0.5), Point(x: 3, y: 0.5), Point(x: 3, y: 2), Point(x: 1, y: 2)]

  @Test(arguments: [false, true])
  func everyVertexLiesOnAnEdgeOfTheRings(rectangleFirst: Bool) {
    let rings = rectangleFirst ? [Self.rectangle, Self.slanted] : [Self.slanted, Self.rectangle]
    let loops = RegionOutline.loops(of: rings, clippedTo: Rect(x: -10, y: -10, width: 30, height: 30))
    #expect(!loops.isEmpty)
    for vertex in loops.joined() {
      let nearest =
        rings.flatMap { ring in
          ring.indices.map { Self.distance(from: vertex, toSegment: ring[$0], ring[($0 + 1) % ring.count]) }
        }.min() ?? .infinity
      #expect(nearest <= 1e-9, "\(vertex) is on no edge of the rings")
    }
    // The meeting of the rectangle's top edge with the slanted edge is a vertex of the outline.
    #expect(loops.joined().contains(Point(x: 2, y: 0.5)))
  }
}

/// A colour made without an alpha is opaque.
@Suite struct RGBAColorDefaultTests {
  @Test func aColourWithoutAlphaIsOpaque() {
    #expect(RGBAColor(red: 0.2, green: 0.4, blue: 0.6).alpha == 1)
    #expect(RGBAColor(white: 0.5).alpha == 1)
    #expect(RGBAColor(red: 0.2, green: 0.4, blue: 0.6) == RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
  }
}
