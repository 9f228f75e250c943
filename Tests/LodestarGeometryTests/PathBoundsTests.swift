import LodestarGeometry
import Testing

@Suite struct PathBoundsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var path: BezierPath
    var expected: Rect
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "empty", path: BezierPath(), expected: .null),
    Case(
      name: "lone move", path: BezierPath(elements: [.move(to: Point(x: 3, y: 4))]),
      expected: Rect(x: 3, y: 4, width: 0, height: 0)),
    Case(
      name: "cubic with a y maximum at t = 0.5",
      path: BezierPath(elements: [
        .move(to: .zero),
        .curve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100)),
      ]),
      expected: Rect(x: 0, y: 0, width: 100, height: 75)),
    Case(
      name: "cubic with interior x maximum and y minimum beyond both ends",
      path: BezierPath(elements: [
        .move(to: Point(x: 10, y: 0)),
        .curve(to: Point(x: 14, y: -4), control1: Point(x: 26, y: -16), control2: Point(x: 22, y: -12)),
      ]),
      expected: Rect(x: 10, y: -11, width: 11, height: 11)),
    Case(
      name: "quadratic with a y maximum",
      path: BezierPath(elements: [.move(to: .zero), .quadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))]
      ),
      expected: Rect(x: 0, y: 0, width: 100, height: 50)),
    Case(
      name: "circle", path: .circle(center: Point(x: 50, y: 50), radius: 10),
      expected: Rect(x: 40, y: 40, width: 20, height: 20)),
    Case(
      name: "rounded rect", path: .roundedRect(Rect(x: 1, y: 2, width: 30, height: 40), cornerRadius: 8),
      expected: Rect(x: 1, y: 2, width: 30, height: 40)),
    Case(
      name: "non-finite points are skipped",
      path: BezierPath(elements: [
        .move(to: Point(x: 0, y: 0)), .line(to: Point(x: .nan, y: 5)), .line(to: Point(x: 10, y: .infinity)),
        .curve(to: Point(x: 4, y: 4), control1: Point(x: .nan, y: 0), control2: Point(x: 100, y: 100)),
      ]),
      expected: Rect(x: 0, y: 0, width: 4, height: 4)),
    Case(
      name: "only non-finite points", path: BezierPath(elements: [.move(to: Point(x: .nan, y: .nan))]), expected: .null),
  ]

  @Test(arguments: cases)
  func bounds(testCase: Case) {
    #expect(testCase.path.bounds == testCase.expected)
  }

  @Test func twoInteriorExtremaOnOneAxis() {
    // y(t) = 192·t·(1−t)·(1−2t): extrema ±(64/√3)·(1/2)... at t = (1 ∓ 1/√3)/2, value ±32/√3.
    let path = BezierPath(elements: [
      .move(to: .zero), .curve(to: Point(x: 30, y: 0), control1: Point(x: 10, y: 64), control2: Point(x: 20, y: -64)),
    ])
    let extreme = 32 / 3.0.squareRoot()
    let bounds = path.bounds
    #expect(bounds.minX == 0 && bounds.maxX == 30)
    #expect(abs(bounds.minY + extreme) < 1e-12 && abs(bounds.maxY - extreme) < 1e-12, "\(bounds)")
  }

  @Test func controlPointBoundsIncludeControlPoints() {
    let path = BezierPath(elements: [
      .move(to: .zero),
      .curve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100)),
    ])
    #expect(path.controlPointBounds == Rect(x: 0, y: 0, width: 100, height: 100))
  }
}
