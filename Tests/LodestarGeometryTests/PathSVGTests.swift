import Foundation
import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct PathSVGTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var path: BezierPath
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "empty", path: BezierPath(), expected: ""),
    Case(name: "rect", path: .rect(Rect(x: 0, y: 0, width: 10, height: 20)), expected: "M0 0L10 0L10 20L0 20Z"),
    Case(
      name: "rounded rect", path: .roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10),
      expected:
        "M10 0L90 0C95.52284749830794 0 100 4.477152501692064 100 10L100 40C100 45.52284749830794 95.52284749830794 50 90 50"
        + "L10 50C4.477152501692064 50 0 45.52284749830794 0 40L0 10C0 4.477152501692064 4.477152501692064 0 10 0Z"),
    Case(
      name: "quadratic",
      path: BezierPath(elements: [
        .move(to: .zero), .quadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100)), .closeSubpath,
      ]),
      expected: "M0 0Q50 100 100 0Z"),
    Case(
      name: "circle", path: .circle(center: Point(x: 0, y: 0), radius: 1),
      expected:
        "M1 0C1 0.5522847498307936 0.5522847498307936 1 0 1C-0.5522847498307936 1 -1 0.5522847498307936 -1 0"
        + "C-1 -0.5522847498307936 -0.5522847498307936 -1 0 -1C0.5522847498307936 -1 1 -0.5522847498307936 1 0Z"),
    Case(name: "negative zero", path: BezierPath(elements: [.move(to: Point(x: -0.0, y: -0.0))]), expected: "M0 0"),
    Case(name: "fractions", path: BezierPath(elements: [.move(to: Point(x: 0.1, y: -2.5))]), expected: "M0.1 -2.5"),
    Case(
      name: "small numbers without exponent", path: BezierPath(elements: [.move(to: Point(x: 1e-5, y: -1.5e-7))]),
      expected: "M0.00001 -0.00000015"),
    Case(
      name: "large numbers without exponent", path: BezierPath(elements: [.move(to: Point(x: 1.5e20, y: 1e15))]),
      expected: "M150000000000000000000 1000000000000000"),
    Case(
      name: "shortest round-trip digits",
      path: BezierPath(elements: [
        .move(to: Point(x: 0.1 + 0.2, y: 123456.789)), .line(to: Point(x: 1234567890123456.5, y: 2)),
      ]),
      expected: "M0.30000000000000004 123456.789L1234567890123456.5 2"),
    Case(
      name: "non-finite elements are left out",
      path: BezierPath(elements: [
        .move(to: Point(x: .nan, y: 0)), .line(to: Point(x: 1, y: 2)), .line(to: Point(x: .infinity, y: 3)),
        .curve(to: Point(x: 5, y: 5), control1: Point(x: 1, y: .nan), control2: .zero), .line(to: Point(x: 4, y: 2)),
        .closeSubpath,
      ]),
      expected: "M1 2L4 2Z"),
    Case(
      name: "a curve with no current point becomes a move",
      path: BezierPath(elements: [
        .curve(to: Point(x: 5, y: 6), control1: .zero, control2: .zero), .closeSubpath, .closeSubpath,
      ]),
      expected: "M5 6ZZ"),
  ]

  @Test(arguments: cases)
  func golden(testCase: Case) {
    #expect(testCase.path.svgPathData == testCase.expected)
  }
}

/// The number format's fast paths (whole numbers, exact thousandths, descriptions without an exponent)
/// write what the general rule says: the shortest round-trip digits, positionally.
@Suite struct PathSVGNumberPropertyTests {
  /// The general rule, independently: the description's digits read as a decimal and written positionally.
  static func reference(_ value: Double) -> String {
    if value == 0 { return "0" }
    guard let decimal = Decimal(string: value.description) else { return "?" }
    return decimal.description
  }

  static func written(_ value: Double) -> String {
    let data = BezierPath(elements: [.move(to: Point(x: value, y: 0))]).svgPathData
    return String(data.dropFirst().dropLast(2))
  }

  @Test func fastPathsAgreeWithTheGeneralRule() {
    let seed: UInt64 = 20_261_202
    var random = SeededGenerator(seed: seed)
    for index in 0..<20_000 {
      let value: Double
      switch index % 6 {
      case 0: value = Double(random.int(in: -999_999_999...999_999_999)) / 1000
      case 1: value = random.double(in: -1e6...1e6)
      case 2: value = random.double(in: -10...10) * pow(10, Double(random.int(in: -20...20)))
      case 3: value = Double(random.int(in: 1_000_000_000_000_000...9_999_999_999_999_999))
      case 4: value = (Double(random.int(in: -999_999_999...999_999_999)) / 1000).nextUp
      default: value = Double(random.int(in: -99_999...99_999)) / 1000 + Double(random.int(in: -3...3)) * 1e-4
      }
      #expect(Self.written(value) == Self.reference(value), "seed \(seed) case \(index): \(value)")
    }
  }
}
