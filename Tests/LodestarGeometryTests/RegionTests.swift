import LodestarGeometry
import Testing

@Suite struct RegionTests {
  static let region = OverlayRegion(
    bounds: Rect(x: 0, y: 0, width: 390, height: 844),
    cutouts: [
      .roundedRect(Rect(x: 20, y: 100, width: 200, height: 100), cornerRadius: 12),
      .roundedRect(Rect(x: 150, y: 150, width: 200, height: 100), cornerRadius: 12),
      .circle(center: Point(x: 195, y: 600), radius: 40),
    ])

  struct Case: Sendable, CustomTestStringConvertible {
    var point: Point
    var opening: Bool
    var dimmed: Bool
    var testDescription: String { "\(point)" }
  }

  @Test(arguments: [
    Case(point: Point(x: 185, y: 175), opening: true, dimmed: false),
    Case(point: Point(x: 30, y: 110), opening: true, dimmed: false),
    Case(point: Point(x: 21, y: 101), opening: false, dimmed: true),
    Case(point: Point(x: 195, y: 600), opening: true, dimmed: false),
    Case(point: Point(x: 195, y: 559), opening: false, dimmed: true),
    Case(point: Point(x: 195, y: 561), opening: true, dimmed: false),
    Case(point: Point(x: 10, y: 10), opening: false, dimmed: true),
    Case(point: Point(x: 390, y: 10), opening: false, dimmed: false),
    Case(point: Point(x: -1, y: 10), opening: false, dimmed: false),
    Case(point: Point(x: .nan, y: 10), opening: false, dimmed: false),
    Case(point: Point(x: 100, y: .infinity), opening: false, dimmed: false),
  ])
  func hitTesting(testCase: Case) {
    #expect(Self.region.containsOpening(at: testCase.point) == testCase.opening)
    #expect(Self.region.isDimmed(at: testCase.point) == testCase.dimmed)
  }

  @Test func regionKeepsUsableOpeningsAndBuildsThePath() {
    let region = OverlayRegion(
      bounds: Rect(x: 100, y: 100, width: -100, height: -100),
      cutouts: [
        .rect(Rect(x: 10, y: 10, width: 20, height: 20)), .circle(center: Point(x: 500, y: 500), radius: 10),
        BezierPath(elements: [.move(to: Point(x: .infinity, y: 0)), .line(to: .zero), .line(to: Point(x: 1, y: 1))]),
      ])
    #expect(region.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(region.openings == [.rect(Rect(x: 10, y: 10, width: 20, height: 20))])
    #expect(region.tolerance == BezierPath.defaultOverlayTolerance)
    #expect(region.path == BezierPath.overlay(bounds: region.bounds, cutouts: region.openings))
  }
}

/// Issue 32, item 1: an opening drawn counter-clockwise winds the other way (winding number −1), and is as
/// open as a clockwise one.
@Suite struct ReversedOpeningTests {
  static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
  static let cutout = Rect(x: 40, y: 100, width: 200, height: 120)

  @Test(arguments: [false, true])
  func aCutoutOpensItsCentreInEitherDirection(reversed: Bool) {
    let rectangle = BezierPath.rect(Self.cutout)
    let path = reversed ? rectangle.reversed() : rectangle
    let centre = Point(x: Self.cutout.midX, y: Self.cutout.midY)
    let region = OverlayRegion(bounds: Self.bounds, cutouts: [path])
    #expect(region.openings.count == 1)
    #expect(region.containsOpening(at: centre))
    #expect(!region.isDimmed(at: centre))
    #expect(!region.containsOpening(at: Point(x: 300, y: 500)))
    #expect(region.isDimmed(at: Point(x: 300, y: 500)))
  }

  @Test func theTwoDirectionsWindOppositeWays() {
    // So that one of the cases above hit-tests a negative winding number.
    let rectangle = BezierPath.rect(Self.cutout)
    let centre = Point(x: Self.cutout.midX, y: Self.cutout.midY)
    let windings = [rectangle, rectangle.reversed()].compactMap {
      OverlayRegion(bounds: Self.bounds, cutouts: [$0]).openings.first?.windingNumber(at: centre)
    }
    #expect(windings.sorted() == [-1, 1], "\(windings)")
  }
}
