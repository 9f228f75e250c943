import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct PathOperationTests {
  // MARK: flattened

  @Test func linesAreUnchangedByFlattening() {
    let rect = BezierPath.rect(Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(rect.flattened(tolerance: 0.1) == rect)
  }

  @Test func quadraticFlatteningFollowsWangsFormula() {
    // Second difference |(0,0) − 2·(50,100) + (100,0)| = 200; n = ⌈√(0.25 · 200 / 0.5)⌉ = 10.
    let path = BezierPath(elements: [
      .move(to: .zero), .quadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100)),
    ])
    let flat = path.flattened(tolerance: 0.5)
    #expect(flat.elements.count == 11)
    #expect(flat.elements.last == .line(to: Point(x: 100, y: 0)))
    #expect(flat.elements[5] == .line(to: Point(x: 50, y: 50)))
  }

  @Test(arguments: [0.5, 0.1, 0.01])
  func flattenedCircleStaysWithinTolerance(tolerance: Double) {
    let center = Point(x: 50, y: 50)
    let flat = BezierPath.circle(center: center, radius: 40).flattened(tolerance: tolerance)
    let points = vertices(of: flat)
    #expect(flat.elements.last == .closeSubpath)
    for point in points {
      #expect(abs(point.distance(to: center) - 40) < 0.02, "\(point)")
    }
    for (a, b) in zip(points, points.dropFirst()) {
      let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      #expect(middle.distance(to: center) > 40 - tolerance - 0.02, "\(middle)")
    }
  }

  @Test(arguments: [0.0, -1, .nan, .infinity])
  func degenerateTolerancesAreClamped(tolerance: Double) {
    let flat = BezierPath.circle(center: .zero, radius: 10).flattened(tolerance: tolerance)
    #expect(flat.elements.count >= 6)
    #expect(flat.elements.count <= 4 * 4096 + 2)
  }

  @Test func aSegmentBeforeAnyMoveBecomesAMove() {
    let path = BezierPath(elements: [.curve(to: Point(x: 5, y: 5), control1: .zero, control2: .zero), .line(to: .zero)])
    #expect(path.flattened().elements == [.move(to: Point(x: 5, y: 5)), .line(to: .zero)])
  }

  // MARK: applying

  @Test func applyingMapsEveryPoint() {
    let path = BezierPath(elements: [
      .move(to: .zero), .quadCurve(to: Point(x: 2, y: 0), control: Point(x: 1, y: 1)),
      .curve(to: Point(x: 4, y: 4), control1: Point(x: 3, y: 0), control2: Point(x: 4, y: 1)), .closeSubpath,
    ])
    let moved = path.applying(AffineMatrix(translationX: 10, y: 20).scaledBy(x: 2, y: 3))
    #expect(
      moved.elements == [
        .move(to: Point(x: 10, y: 20)), .quadCurve(to: Point(x: 14, y: 20), control: Point(x: 12, y: 23)),
        .curve(to: Point(x: 18, y: 32), control1: Point(x: 16, y: 20), control2: Point(x: 18, y: 23)), .closeSubpath,
      ])
    #expect(path.applying(.identity) == path)
  }

  @Test func applyingAndInvertingRoundTrips() {
    let seed: UInt64 = 0xA991
    var generator = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let path = generator.closedPath()
      let transform = AffineMatrix(rotationAngle: generator.double(in: -3...3))
        .scaledBy(x: generator.double(in: 0.2...5), y: generator.double(in: 0.2...5))
        .translatedBy(x: generator.double(in: -100...100), y: generator.double(in: -100...100))
      guard let inverse = transform.inverted() else { continue }
      let back = path.applying(transform).applying(inverse)
      #expect(approximatelyEqual(back, path, tolerance: 1e-8), "seed \(seed) case \(index): \(path)")
    }
  }

  // MARK: reversed

  @Test func reversedRect() {
    let reversed = BezierPath.rect(Rect(x: 0, y: 0, width: 10, height: 5)).reversed()
    #expect(
      reversed.elements == [
        .move(to: .zero), .line(to: Point(x: 0, y: 5)), .line(to: Point(x: 10, y: 5)), .line(to: Point(x: 10, y: 0)),
        .closeSubpath,
      ])
  }

  @Test func reversedOpenPathAndCurves() {
    let path = BezierPath(elements: [
      .move(to: .zero), .line(to: Point(x: 1, y: 0)),
      .curve(to: Point(x: 2, y: 2), control1: Point(x: 2, y: 0), control2: Point(x: 3, y: 1)),
      .quadCurve(to: Point(x: 0, y: 3), control: Point(x: 1, y: 4)),
    ])
    #expect(
      path.reversed().elements == [
        .move(to: Point(x: 0, y: 3)), .quadCurve(to: Point(x: 2, y: 2), control: Point(x: 1, y: 4)),
        .curve(to: Point(x: 1, y: 0), control1: Point(x: 3, y: 1), control2: Point(x: 2, y: 0)), .line(to: .zero),
      ])
    #expect(path.reversed().reversed() == path)
  }

  @Test func reversedKeepsSubpathOrderAndStrayElements() {
    let path = BezierPath(elements: [
      .line(to: Point(x: 1, y: 1)), .line(to: Point(x: 2, y: 1)), .closeSubpath, .line(to: Point(x: 1, y: 5)),
      .closeSubpath, .closeSubpath, .move(to: Point(x: 9, y: 9)),
    ])
    #expect(
      path.reversed().elements == [
        .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 2, y: 1)), .closeSubpath,
        .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 1, y: 5)), .closeSubpath,
        .move(to: Point(x: 9, y: 9)),
      ])
  }

  @Test func reversingNegatesWindingAndRoundTrips() {
    let seed: UInt64 = 0x2E7E
    var generator = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let path = generator.closedPath()
      let reversed = path.reversed()
      #expect(reversed.reversed() == path, "seed \(seed) case \(index): \(path)")
      let point = generator.point(in: -250...250)
      if distance(from: point, toOutlineOf: path, tolerance: 0.05) < 1e-3 { continue }
      #expect(
        reversed.windingNumber(at: point) == -path.windingNumber(at: point),
        "seed \(seed) case \(index): \(point) \(path)")
      let area = path.signedArea
      #expect(abs(reversed.signedArea + area) <= 1e-9 * max(1, abs(area)), "seed \(seed) case \(index)")
    }
  }

  // MARK: signedArea, isFinite

  @Test func signedAreas() {
    #expect(BezierPath.rect(Rect(x: 3, y: 4, width: 10, height: 20)).signedArea == 200)
    #expect(BezierPath.rect(Rect(x: 3, y: 4, width: 10, height: 20)).reversed().signedArea == -200)
    let circle = BezierPath.circle(center: Point(x: 7, y: 9), radius: 10).signedArea
    #expect(abs(circle / (Double.pi * 100) - 1) < 3e-4, "\(circle)")
    #expect(BezierPath().signedArea == 0)
    #expect(BezierPath(elements: [.move(to: Point(x: .nan, y: 0)), .line(to: .zero)]).signedArea.isNaN)
  }

  @Test func finiteness() {
    #expect(BezierPath.circle(center: .zero, radius: 4).isFinite)
    #expect(
      !BezierPath(elements: [.move(to: .zero), .curve(to: .zero, control1: Point(x: .infinity, y: 0), control2: .zero)])
        .isFinite)
  }

  // MARK: Properties of bounds and flattening

  @Test func boundsContainEveryFlattenedPointAndAreTight() {
    let seed: UInt64 = 0xB0D5
    var generator = SeededGenerator(seed: seed)
    let tolerance = 0.05
    for index in 0..<10_000 {
      let path = generator.closedPath()
      let bounds = path.bounds
      let points = vertices(of: path.flattened(tolerance: tolerance))
      var minX = Double.infinity
      var minY = Double.infinity
      var maxX = -Double.infinity
      var maxY = -Double.infinity
      for point in points {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
      }
      let slack = 1e-9 * max(1, abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
      let contained =
        minX >= bounds.minX - slack && maxX <= bounds.maxX + slack && minY >= bounds.minY - slack
        && maxY <= bounds.maxY + slack
      #expect(contained, "seed \(seed) case \(index): \(bounds) vs \(points)")
      let tight =
        minX <= bounds.minX + tolerance && maxX >= bounds.maxX - tolerance && minY <= bounds.minY + tolerance
        && maxY >= bounds.maxY - tolerance
      #expect(tight, "seed \(seed) case \(index): \(bounds) is not tight")
    }
  }

  @Test func flattenedContainmentAgreesAwayFromTheBoundary() {
    let seed: UInt64 = 0xF1A7
    var generator = SeededGenerator(seed: seed)
    let tolerance = 0.25
    for index in 0..<10_000 {
      let path = generator.closedPath()
      let flat = path.flattened(tolerance: tolerance)
      let point = generator.point(in: -250...250)
      if distance(from: point, toOutlineOf: path, tolerance: 0.01) <= tolerance + 1e-6 { continue }
      for rule in FillRule.allCases {
        #expect(
          flat.contains(point, rule: rule) == path.contains(point, rule: rule),
          "seed \(seed) case \(index): \(point) \(rule) \(path)")
      }
    }
  }
}
