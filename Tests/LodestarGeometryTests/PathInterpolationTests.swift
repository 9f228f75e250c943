import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct PathInterpolationTests {
  static let square = BezierPath.rect(Rect(x: 0, y: 0, width: 100, height: 100))
  static let circle = BezierPath.circle(center: Point(x: 50, y: 50), radius: 50)

  private func isPolygon(_ path: BezierPath) -> Bool {
    path.elements.allSatisfy { element in
      switch element {
      case .move, .line, .closeSubpath: true
      default: false
      }
    }
  }

  @Test(arguments: [0.0, 1.0])
  func endpointsAreExact(fraction: Double) {
    let pairs: [(BezierPath, BezierPath)] = [
      (Self.square, Self.circle),
      (
        .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2),
        .capsule(in: Rect(x: 5, y: 5, width: 50, height: 20))
      ),
      (BezierPath(), Self.circle),
    ]
    for (from, to) in pairs {
      #expect(from.interpolated(to: to, fraction: fraction) == (fraction == 0 ? from : to))
    }
  }

  @Test func sameStructureInterpolatesEveryPoint() {
    let from = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
    let to = BezierPath.roundedRect(Rect(x: 20, y: 10, width: 200, height: 80), cornerRadius: 30)
    let middle = from.interpolated(to: to, fraction: 0.5)
    let expected = BezierPath.roundedRect(Rect(x: 10, y: 5, width: 150, height: 60), cornerRadius: 20)
    #expect(approximatelyEqual(middle, expected, tolerance: 1e-12), "\(middle)")
    let beyond = from.interpolated(to: to, fraction: 2)
    #expect(beyond.elements.first == .move(to: Point(x: 90, y: 20)))
    #expect(from.interpolated(to: to, fraction: .nan) == from)
  }

  @Test func circleToCircle() {
    let from = BezierPath.circle(center: Point(x: 0, y: 0), radius: 10)
    let to = BezierPath.circle(center: Point(x: 100, y: 0), radius: 30)
    let middle = from.interpolated(to: to, fraction: 0.25)
    #expect(approximatelyEqual(middle, .circle(center: Point(x: 25, y: 0), radius: 15), tolerance: 1e-12))
  }

  @Test func rectToCircleMorphsWithoutTearing() {
    for fraction in [0.1, 0.25, 0.5, 0.75, 0.9] {
      let morph = Self.square.interpolated(to: Self.circle, fraction: fraction)
      #expect(isPolygon(morph))
      #expect(morph.elements.last == .closeSubpath)
      #expect(morph.elements.filter { $0 == .closeSubpath }.count == 1)
      #expect(morph.contains(Point(x: 50, y: 50)), "\(fraction)")
      #expect(morph.contains(Point(x: 50, y: 50), rule: .evenOdd), "\(fraction)")
      // Wound clockwise like both ends, with an area between theirs.
      let area = morph.signedArea
      #expect(area > Self.circle.signedArea - 1 && area < 10_000, "\(fraction): \(area)")
      let bounds = morph.bounds
      #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 100) < 1e-9, "\(bounds)")
    }
    // Halfway, the corners are halfway between the square's corner and the circle's diagonal point.
    let middle = Self.square.interpolated(to: Self.circle, fraction: 0.5)
    let diagonal = 50 - 50 / 2.0.squareRoot()
    let halfway = Point(x: diagonal / 2, y: diagonal / 2)
    #expect(middle.contains(Point(x: halfway.x + 0.5, y: halfway.y + 0.5)))
    #expect(!middle.contains(Point(x: halfway.x - 0.5, y: halfway.y - 0.5)))
  }

  @Test func oppositeWindingIsAlignedNotTurnedInsideOut() {
    let morph = Self.square.interpolated(to: Self.circle.reversed(), fraction: 0.5)
    #expect(morph.contains(Point(x: 50, y: 50)))
    #expect(morph.signedArea > 7_000)
  }

  @Test func extraSubpathsGrowFromTheirCentroid() {
    var two = BezierPath.circle(center: Point(x: 50, y: 50), radius: 20)
    two.addPath(.rect(Rect(x: 200, y: 0, width: 40, height: 40)))
    let morph = Self.square.interpolated(to: two, fraction: 0.5)
    #expect(morph.elements.filter { $0 == .closeSubpath }.count == 2)
    #expect(morph.contains(Point(x: 220, y: 20)))
    #expect(!morph.contains(Point(x: 202, y: 2)))
    #expect(!morph.contains(Point(x: 150, y: 20)))
  }

  @Test func nonFinitePathsStepAtTheMiddle() {
    let broken = BezierPath(elements: [.move(to: Point(x: .nan, y: 0)), .line(to: Point(x: 1, y: 1))])
    #expect(broken.interpolated(to: Self.circle, fraction: 0.4) == broken)
    #expect(broken.interpolated(to: Self.circle, fraction: 0.6) == Self.circle)
  }

  /// Random morphs between builder shapes with the same centre: closed, containing the centre, 10,000
  /// cases (each resamples two shapes).
  @Test func morphsContainTheCommonCentre() {
    let seed: UInt64 = 0x3012
    var generator = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let center = generator.point()
      func shape() -> BezierPath {
        let size = Size(width: generator.double(in: 20...200), height: generator.double(in: 20...200))
        let rect = Rect(
          x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        switch generator.int(in: 0...3) {
        case 0: return .rect(rect)
        case 1: return .ellipse(in: rect)
        case 2: return .capsule(in: rect)
        default: return .roundedRect(rect, cornerRadius: generator.double(in: 0...50), style: .continuous)
        }
      }
      let from = shape()
      let to = shape()
      let fraction = generator.double(in: 0.01...0.99)
      let morph = from.interpolated(to: to, fraction: fraction)
      #expect(morph.elements.last == .closeSubpath, "seed \(seed) case \(index)")
      #expect(morph.contains(center), "seed \(seed) case \(index): \(from) -> \(to) at \(fraction)")
    }
  }
}
