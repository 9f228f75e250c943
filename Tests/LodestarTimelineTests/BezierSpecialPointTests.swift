import LodestarTestSupport
import LodestarTimeline
import Testing

/// Issue 32, item 7: the curve is right at the inputs its solver treats specially, not only near them. CSS
/// `ease` gave 0.41869 at exactly 0.25 (the curve's value is 0.40851): the solver starts from t = x, and
/// at 0.25 that is the inflection point of x(t), where x″ is 0 and the curvature estimate that ends the
/// Newton steps said the first step was exact.
@Suite struct BezierSpecialPointTests {
  /// Every preset, as control points (the linear one as the curve (0, 0), (1, 1)).
  static let presets: [(name: String, x1: Double, y1: Double, x2: Double, y2: Double)] = [
    ("linear", 0, 0, 1, 1),
    ("easeIn", 0.42, 0, 1, 1),
    ("easeOut", 0, 0, 0.58, 1),
    ("easeInEaseOut", 0.42, 0, 0.58, 1),
    ("default", 0.25, 0.1, 0.25, 1),
  ]

  /// The parameter where x″(t) is 0, from the Bernstein form: x″(t) = 6·((1 − t)·(x₂ − 2·x₁) + t·(1 − 2·x₂
  /// + x₁)). The solver starts from t = input on both halves (the half above 0.5 on the curve turned half a
  /// turn, whose inflection is at 1 − t), so the input equal to t is where a curvature estimate at the
  /// starting point alone is 0.
  static func inflection(_ x1: Double, _ x2: Double) -> Double? {
    let denominator = 3 * x1 - 3 * x2 + 1
    guard denominator != 0 else { return nil }
    let t = (2 * x1 - x2) / denominator
    return t > 0 && t < 1 ? t : nil
  }

  /// The inputs to try for a curve: 0, 1, the control points' x, the inflection, the switch to the turned
  /// curve at 0.5, and the neighbours of each.
  static func specialInputs(_ x1: Double, _ x2: Double) -> [Double] {
    let points = [0, 1, x1, x2, 0.5] + [inflection(x1, x2)].compactMap { $0 }
    return points.flatMap { [$0.nextDown, $0, $0.nextUp] }.filter { (0...1).contains($0) }
  }

  @Test func easeAtAQuarter() {
    // 0.408510591355…: the curve's value at x = 0.25 (bisection, and Chromium's Web Animations).
    #expect(abs(TimingFunction.default.progress(at: 0.25) - 0.4085105913553958) <= 1e-9)
  }

  @Test(arguments: 0..<5)
  func everyPresetAtItsSpecialInputs(preset: Int) throws {
    let (name, x1, y1, x2, y2) = Self.presets[preset]
    let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    for x in Self.specialInputs(x1, x2) {
      let expected = referenceBezier(x1, y1, x2, y2, at: x)
      let actual = curve.progress(at: x)
      #expect(abs(actual - expected) <= 1e-9, "\(name) at \(x): \(actual), bisection \(expected)")
    }
  }

  /// Random curves at their special inputs; half of them with x₁ = x₂, whose inflection is at t = x₁, so
  /// the solver starts there when the input is a control point's x.
  @Test func randomCurvesAtTheirSpecialInputs() throws {
    let seed: UInt64 = 0x32_B321_0025
    var random = SeededGenerator(seed: seed)
    for index in 0..<5_000 {
      let x1 = random.double(in: 0...1)
      let x2 = random.chance(0.5) ? x1 : random.double(in: 0...1)
      let y1 = random.double(in: -2...3)
      let y2 = random.double(in: -2...3)
      let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for x in Self.specialInputs(x1, x2) {
        let expected = referenceBezier(x1, y1, x2, y2, at: x)
        let actual = curve.progress(at: x)
        guard abs(actual - expected) <= 1e-6 else {
          Issue.record(
            "seed \(seed) case \(index): (\(x1), \(y1), \(x2), \(y2)) at \(x): \(actual), bisection \(expected)")
          return
        }
      }
    }
  }
}
