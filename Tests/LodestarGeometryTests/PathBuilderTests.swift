import LodestarGeometry
import Testing

@Suite struct PathBuilderTests {
  private let k = 0.5522847498307936

  @Test func rectIsClockwiseFromTheMinimumCorner() {
    let path = BezierPath.rect(Rect(x: 30, y: 20, width: -20, height: 10))
    #expect(
      path.elements == [
        .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 30, y: 20)), .line(to: Point(x: 30, y: 30)),
        .line(to: Point(x: 10, y: 30)), .closeSubpath,
      ])
    #expect(path.windingNumber(at: Point(x: 20, y: 25)) == 1)
  }

  @Test(arguments: [
    Rect.null, Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
  ])
  func nonFiniteRectanglesGiveEmptyPaths(rect: Rect) {
    #expect(BezierPath.rect(rect).isEmpty)
    #expect(BezierPath.roundedRect(rect, cornerRadius: 4).isEmpty)
    #expect(BezierPath.ellipse(in: rect).isEmpty)
    #expect(BezierPath.capsule(in: rect).isEmpty)
  }

  @Test func circularRoundedRectElements() {
    let path = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
    #expect(
      path.elements == [
        .move(to: Point(x: 10, y: 0)),
        .line(to: Point(x: 90, y: 0)),
        .curve(
          to: Point(x: 100, y: 10), control1: Point(x: 90 + 10 * k, y: 0), control2: Point(x: 100, y: 10 - 10 * k)),
        .line(to: Point(x: 100, y: 40)),
        .curve(
          to: Point(x: 90, y: 50), control1: Point(x: 100, y: 40 + 10 * k), control2: Point(x: 90 + 10 * k, y: 50)),
        .line(to: Point(x: 10, y: 50)),
        .curve(to: Point(x: 0, y: 40), control1: Point(x: 10 - 10 * k, y: 50), control2: Point(x: 0, y: 40 + 10 * k)),
        .line(to: Point(x: 0, y: 10)),
        .curve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10 - 10 * k), control2: Point(x: 10 - 10 * k, y: 0)),
        .closeSubpath,
      ])
  }

  struct RadiusCase: Sendable, CustomTestStringConvertible {
    var radius: Double
    var expected: Double
    var testDescription: String { "radius \(radius) -> \(expected)" }
  }

  @Test(arguments: [
    RadiusCase(radius: 10, expected: 10), RadiusCase(radius: 25, expected: 25), RadiusCase(radius: 40, expected: 25),
    RadiusCase(radius: .infinity, expected: 25), RadiusCase(radius: -3, expected: 0),
    RadiusCase(radius: .nan, expected: 0), RadiusCase(radius: -.infinity, expected: 0),
  ])
  func radiiAreClampedToHalfTheShorterSide(testCase: RadiusCase) {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    let path = BezierPath.roundedRect(rect, cornerRadius: testCase.radius)
    if testCase.expected == 0 {
      #expect(path == BezierPath.rect(rect))
    } else {
      #expect(path.elements.first == .move(to: Point(x: testCase.expected, y: 0)))
      #expect(path.elements.count == 10)
    }
  }

  @Test func capsuleIsTheFullyRoundedRect() {
    let rect = Rect(x: 5, y: 5, width: 100, height: 44)
    #expect(BezierPath.capsule(in: rect) == BezierPath.roundedRect(rect, cornerRadius: 22))
    #expect(BezierPath.capsule(in: rect).elements[1] == .line(to: Point(x: 83, y: 5)))
  }

  @Test func perCornerRadiiFollowTheLayoutDirection() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    let radii = CornerRadii(topLeading: 10, topTrailing: 0, bottomLeading: 0, bottomTrailing: 5)
    let leftToRight = BezierPath.roundedRect(rect, cornerRadii: radii)
    #expect(leftToRight.elements.first == .move(to: Point(x: 10, y: 0)))
    #expect(leftToRight.elements[1] == .line(to: Point(x: 100, y: 0)))
    #expect(leftToRight.elements.count == 8)
    let rightToLeft = BezierPath.roundedRect(rect, cornerRadii: radii, layoutDirection: .rightToLeft)
    #expect(rightToLeft.elements.first == .move(to: Point(x: 0, y: 0)))
    #expect(rightToLeft.elements[1] == .line(to: Point(x: 90, y: 0)))
    // Mirroring the left-to-right outline gives the right-to-left shape.
    let mirror = AffineMatrix(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)
    for point in [Point(x: 1, y: 1), Point(x: 99, y: 1), Point(x: 99, y: 49), Point(x: 1, y: 49)] {
      #expect(rightToLeft.contains(point) == leftToRight.contains(mirror.apply(point)), "\(point)")
    }
  }

  @Test func continuousCornersStartFartherAlongTheEdge() {
    let rect = Rect(x: 0, y: 0, width: 200, height: 100)
    let path = BezierPath.roundedRect(rect, cornerRadius: 10, style: .continuous)
    #expect(path.elements.count == 2 + 4 * 4)
    #expect(path.elements.first == .move(to: Point(x: 1.52866483 * 10, y: 0)))
    #expect(path.elements[1] == .line(to: Point(x: 200 - 1.52866483 * 10, y: 0)))
    #expect(path.bounds == rect)
    #expect(path.windingNumber(at: Point(x: 100, y: 50)) == 1)
    // At the diagonal the continuous corner passes 0.3052 × radius from the corner, the circular one
    // 0.2929 × radius.
    let corner = Point(x: 3, y: 3)
    #expect(BezierPath.roundedRect(rect, cornerRadius: 10).contains(corner))
    #expect(!path.contains(corner))
  }

  @Test func continuousCornersShrinkToFit() {
    let path = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 25, style: .continuous)
    #expect(path.elements.first == .move(to: Point(x: 25, y: 0)))
    #expect(path.elements[1] == .line(to: Point(x: 75, y: 0)))
  }

  @Test func ellipseStartsAtTheRightAndTurnsClockwise() {
    let path = BezierPath.ellipse(in: Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(
      path.elements == [
        .move(to: Point(x: 40, y: 10)),
        .curve(to: Point(x: 20, y: 20), control1: Point(x: 40, y: 10 + 10 * k), control2: Point(x: 20 + 20 * k, y: 20)),
        .curve(to: Point(x: 0, y: 10), control1: Point(x: 20 - 20 * k, y: 20), control2: Point(x: 0, y: 10 + 10 * k)),
        .curve(to: Point(x: 20, y: 0), control1: Point(x: 0, y: 10 - 10 * k), control2: Point(x: 20 - 20 * k, y: 0)),
        .curve(to: Point(x: 40, y: 10), control1: Point(x: 20 + 20 * k, y: 0), control2: Point(x: 40, y: 10 - 10 * k)),
        .closeSubpath,
      ])
  }

  @Test func circleIsTheEllipseInItsSquare() {
    #expect(
      BezierPath.circle(center: Point(x: 50, y: 50), radius: -10)
        == BezierPath.ellipse(in: Rect(x: 40, y: 40, width: 20, height: 20)))
    #expect(BezierPath.circle(center: Point(x: 0, y: .nan), radius: 1).isEmpty)
    #expect(BezierPath.circle(center: .zero, radius: .infinity).isEmpty)
  }

  struct ArcCase: Sendable, CustomTestStringConvertible {
    var start: Double
    var end: Double
    var clockwise: Bool
    var curves: Int
    var endPoint: Point
    var testDescription: String { "\(start) -> \(end) clockwise \(clockwise)" }
  }

  @Test(arguments: [
    ArcCase(start: 0, end: .pi / 2, clockwise: true, curves: 1, endPoint: Point(x: 0, y: 10)),
    ArcCase(start: 0, end: .pi, clockwise: true, curves: 2, endPoint: Point(x: -10, y: 0)),
    ArcCase(start: 0, end: 2 * .pi, clockwise: true, curves: 4, endPoint: Point(x: 10, y: 0)),
    ArcCase(start: 0, end: 7 * .pi, clockwise: true, curves: 4, endPoint: Point(x: 10, y: 0)),
    ArcCase(start: 0, end: .pi / 2, clockwise: false, curves: 3, endPoint: Point(x: 0, y: 10)),
    ArcCase(start: .pi / 2, end: 0, clockwise: false, curves: 1, endPoint: Point(x: 10, y: 0)),
    ArcCase(start: 0, end: -2 * .pi, clockwise: false, curves: 4, endPoint: Point(x: 10, y: 0)),
    ArcCase(start: 0, end: .pi / 3, clockwise: true, curves: 1, endPoint: Point(x: 5, y: 8.660254037844386)),
    ArcCase(start: 1, end: 1, clockwise: true, curves: 0, endPoint: Point(x: 5.403023058681398, y: 8.414709848078965)),
  ])
  func arcsAreQuarterTurnCubics(testCase: ArcCase) {
    var path = BezierPath()
    path.addArc(
      center: .zero, radius: 10, startAngle: testCase.start, endAngle: testCase.end, clockwise: testCase.clockwise)
    let curves = path.elements.filter { if case .curve = $0 { return true } else { return false } }
    #expect(curves.count == testCase.curves)
    #expect(path.elements.count == testCase.curves + 1)
    guard let end = path.currentPoint else {
      Issue.record("no current point")
      return
    }
    #expect(abs(end.x - testCase.endPoint.x) < 1e-12 && abs(end.y - testCase.endPoint.y) < 1e-12, "\(end)")
  }

  @Test func quarterArcUsesTheQuarterCircleFactor() {
    var path = BezierPath()
    path.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(
      path.elements == [
        .move(to: Point(x: 60, y: 50)),
        .curve(to: Point(x: 50, y: 60), control1: Point(x: 60, y: 50 + 10 * k), control2: Point(x: 50 + 10 * k, y: 60)),
      ])
  }

  @Test func arcJoinsTheCurrentPointWithALine() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addArc(center: Point(x: 20, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
    #expect(path.elements[1] == .line(to: Point(x: 10, y: 0)))
    #expect(path.currentPoint == Point(x: 30, y: 0))
    // The arc through the top (y < 0) is clockwise on screen; the bounds include its top.
    #expect(path.bounds == Rect(x: 0, y: -10, width: 30, height: 10))
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func invalidArcsAddNothing(radius: Double) {
    var path = BezierPath()
    path.addArc(center: .zero, radius: radius, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(path.isEmpty)
    path.addArc(center: .zero, radius: 1, startAngle: .nan, endAngle: 1, clockwise: true)
    #expect(path.isEmpty)
  }

  @Test func currentPointAfterClose() {
    var path = BezierPath()
    #expect(path.currentPoint == nil)
    path.addLine(to: Point(x: 1, y: 1))
    path.addLine(to: Point(x: 5, y: 1))
    path.closeSubpath()
    #expect(path.currentPoint == Point(x: 1, y: 1))
    path.move(to: Point(x: 9, y: 9))
    path.addLine(to: Point(x: 9, y: 12))
    path.closeSubpath()
    #expect(path.currentPoint == Point(x: 9, y: 9))
  }

  @Test func everyBuilderWindsClockwise() {
    let rect = Rect(x: 10, y: 10, width: 80, height: 60)
    let paths = [
      BezierPath.rect(rect), BezierPath.roundedRect(rect, cornerRadius: 12),
      BezierPath.roundedRect(rect, cornerRadius: 12, style: .continuous),
      BezierPath.ellipse(in: rect), BezierPath.circle(center: rect.center, radius: 20), BezierPath.capsule(in: rect),
    ]
    for path in paths {
      #expect(path.windingNumber(at: rect.center) == 1, "\(path)")
      #expect(path.reversed().windingNumber(at: rect.center) == -1, "\(path)")
    }
  }
}
