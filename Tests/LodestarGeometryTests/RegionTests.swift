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
