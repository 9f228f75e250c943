import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct PathContainsTests {
  static let roundedRect = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)

  struct Case: Sendable, CustomTestStringConvertible {
    var point: Point
    var inside: Bool
    var testDescription: String { "\(point) \(inside ? "inside" : "outside")" }
  }

  // The top-right corner curve's midpoint is (97.07106781186548, 2.928932188134524), on the circle about
  // (90, 10); points 1e-6 off it along the normal are decided correctly.
  @Test(arguments: [
    Case(point: Point(x: 50, y: 25), inside: true),
    Case(point: Point(x: 99, y: 1), inside: false),
    Case(point: Point(x: 96, y: 4), inside: true),
    Case(point: Point(x: 1, y: 1), inside: false),
    Case(point: Point(x: 4, y: 4), inside: true),
    Case(point: Point(x: 99, y: 49), inside: false),
    Case(point: Point(x: 96, y: 46), inside: true),
    Case(point: Point(x: 1, y: 49), inside: false),
    Case(point: Point(x: 97.07106781186548 + 1e-6, y: 2.928932188134524 - 1e-6), inside: false),
    Case(point: Point(x: 97.07106781186548 - 1e-6, y: 2.928932188134524 + 1e-6), inside: true),
    Case(point: Point(x: 2.928932188134524 - 1e-6, y: 2.928932188134524 - 1e-6), inside: false),
    Case(point: Point(x: 2.928932188134524 + 1e-6, y: 2.928932188134524 + 1e-6), inside: true),
    // On straight edges: the half-open rule of Rect.contains.
    Case(point: Point(x: 50, y: 0), inside: true),
    Case(point: Point(x: 50, y: 50), inside: false),
    Case(point: Point(x: 0, y: 25), inside: true),
    Case(point: Point(x: 100, y: 25), inside: false),
    // Where a corner meets an edge.
    Case(point: Point(x: 100, y: 10), inside: false),
    Case(point: Point(x: 10, y: 0), inside: true),
    Case(point: Point(x: -1, y: 25), inside: false),
    Case(point: Point(x: .nan, y: 25), inside: false),
    Case(point: Point(x: .infinity, y: 25), inside: false),
  ])
  func roundedCorners(testCase: Case) {
    #expect(Self.roundedRect.contains(testCase.point) == testCase.inside)
    #expect(Self.roundedRect.contains(testCase.point, rule: .evenOdd) == testCase.inside)
  }

  @Test func rectContainmentMatchesRect() {
    let rect = Rect(x: 0, y: 0, width: 4, height: 4)
    let path = BezierPath.rect(rect)
    for x in -1...5 {
      for y in -1...5 {
        for offset in [0.0, 0.5] {
          let point = Point(x: Double(x) + offset, y: Double(y) + offset)
          #expect(path.contains(point) == rect.contains(point), "\(point)")
        }
      }
    }
  }

  @Test func fillRulesDifferForNestedSameWindingShapes() {
    var path = BezierPath.rect(Rect(x: 0, y: 0, width: 100, height: 100))
    path.addPath(.circle(center: Point(x: 50, y: 50), radius: 20))
    #expect(path.windingNumber(at: Point(x: 50, y: 50)) == 2)
    #expect(path.contains(Point(x: 50, y: 50)))
    #expect(!path.contains(Point(x: 50, y: 50), rule: .evenOdd))
    var hole = BezierPath.rect(Rect(x: 0, y: 0, width: 100, height: 100))
    hole.addPath(BezierPath.circle(center: Point(x: 50, y: 50), radius: 20).reversed())
    #expect(!hole.contains(Point(x: 50, y: 50)))
    #expect(!hole.contains(Point(x: 50, y: 50), rule: .evenOdd))
    #expect(hole.contains(Point(x: 5, y: 50)))
  }

  @Test func openSubpathsAreClosedImplicitly() {
    let path = BezierPath(elements: [
      .move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)),
      .move(to: Point(x: 20, y: 0)), .line(to: Point(x: 30, y: 0)), .line(to: Point(x: 30, y: 10)),
    ])
    #expect(path.contains(Point(x: 8, y: 2)))
    #expect(!path.contains(Point(x: 2, y: 8)))
    #expect(path.contains(Point(x: 28, y: 2)))
  }

  @Test func quadraticCurves() {
    // The region between the x-axis and the parabola y = 2x·(1 − x/100): apex (50, 50), y(10) = 18.
    let path = BezierPath(elements: [
      .move(to: .zero), .quadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100)), .closeSubpath,
    ])
    #expect(path.contains(Point(x: 50, y: 49.999)))
    #expect(!path.contains(Point(x: 50, y: 50.001)))
    #expect(path.contains(Point(x: 10, y: 17.999)))
    #expect(!path.contains(Point(x: 10, y: 18.001)))
  }

  @Test func nonFiniteSegmentsAreIgnored() {
    var path = BezierPath.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    path.addPath(
      BezierPath(elements: [.move(to: Point(x: -5, y: -5)), .line(to: Point(x: .infinity, y: 20)), .closeSubpath]))
    #expect(path.contains(Point(x: 5, y: 5)))
  }

  /// A circle of radius r: the exact distance to the centre decides containment away from the boundary
  /// (the cubic approximation deviates from the true circle by at most 0.03 % of the radius).
  @Test func circleContainmentProperty() {
    let seed: UInt64 = 0xC1C1E
    var generator = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let center = Point(x: generator.double(in: -500...500), y: generator.double(in: -500...500))
      let radius = generator.double(in: 1...300)
      let path = BezierPath.circle(center: center, radius: radius)
      let point = Point(
        x: center.x + generator.double(in: -1.5...1.5) * radius, y: center.y + generator.double(in: -1.5...1.5) * radius
      )
      let distance = point.distance(to: center)
      if abs(distance - radius) < radius * 0.001 { continue }
      let expected = distance < radius
      #expect(path.contains(point) == expected, "seed \(seed) case \(index): \(point) in circle \(center) r \(radius)")
      #expect(
        path.contains(point, rule: .evenOdd) == expected,
        "seed \(seed) case \(index): \(point) in circle \(center) r \(radius)")
    }
  }

  /// Points 1e-8 above and below random cubic arches (x-monotone, slope at most 10, so 1e-8 vertically
  /// is about 1e-9 from the curve) are decided correctly: 10,000 cases.
  @Test func curveContainmentIsPreciseNearTheCurve() {
    let seed: UInt64 = 0x9E715
    var generator = SeededGenerator(seed: seed)
    func cubic(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
      let u = 1 - t
      return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
    }
    for index in 0..<10_000 {
      let c1 = Point(x: generator.double(in: 10...40), y: generator.double(in: 5...100))
      let c2 = Point(x: generator.double(in: 60...90), y: generator.double(in: 5...100))
      let path = BezierPath(elements: [
        .move(to: .zero), .curve(to: Point(x: 100, y: 0), control1: c1, control2: c2), .closeSubpath,
      ])
      let t = generator.double(in: 0.02...0.98)
      let x = cubic(0, c1.x, c2.x, 100, t)
      let y = cubic(0, c1.y, c2.y, 0, t)
      let message = "seed \(seed) case \(index): t \(t) controls \(c1) \(c2)"
      #expect(path.contains(Point(x: x, y: y - 1e-8)), "\(message) inside")
      #expect(!path.contains(Point(x: x, y: y + 1e-8)), "\(message) outside")
    }
  }
}
