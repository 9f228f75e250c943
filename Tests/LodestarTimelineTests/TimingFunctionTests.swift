import LodestarTestSupport
import LodestarTimeline
import Testing

/// An independent reference: bisection on the Bernstein form of the curve until the parameter interval is
/// narrower than 1e-12, then y at the midpoint.
///
/// Above x = 0.5 it bisects the mirrored curve, control points (1 − x₂, 1 − y₂) and (1 − x₁, 1 − y₁), at 1 − x
/// (exact there), the same curve turned half a turn about (0.5, 0.5): near an end, x(t) is then computed
/// with a relative error of a few units in the last place instead of an absolute one, which where the curve
/// is flat (x₂ = 1) would move the answer by far more than the solver's error.
func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }
  if x > 0.5 { return 1 - referenceBezier(1 - x2, 1 - y2, 1 - x1, 1 - y1, at: 1 - x) }
  var low = 0.0
  var high = 1.0
  while high - low > 1e-12 {
    let middle = (low + high) / 2
    if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
  }
  return bernstein(y1, y2, (low + high) / 2)
}

@Suite struct TimingFunctionTests {
  static let presets: [(name: String, function: TimingFunction, points: (Double, Double, Double, Double))] = [
    ("easeIn", .easeIn, (0.42, 0, 1, 1)),
    ("easeOut", .easeOut, (0, 0, 0.58, 1)),
    ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
    ("default", .default, (0.25, 0.1, 0.25, 1)),
  ]

  @Test func linearIsTheIdentity() {
    #expect(TimingFunction.linear.progress(at: 0.25) == 0.25)
    #expect(TimingFunction.linear.progress(at: 1.5) == 1.5)
  }

  @Test(arguments: 0..<4, 0...10)
  func presetGoldenTable(preset: Int, step: Int) {
    let (name, function, p) = Self.presets[preset]
    let x = Double(step) / 10
    let expected = referenceBezier(p.0, p.1, p.2, p.3, at: x)
    let actual = function.progress(at: x)
    #expect(abs(actual - expected) <= 1e-7, "\(name) at \(x): \(actual) vs \(expected)")
  }

  @Test(arguments: 0...10)
  func linearGoldenTable(step: Int) throws {
    let x = Double(step) / 10
    #expect(TimingFunction.linear.progress(at: x) == x)
    // The linear preset as a Bézier curve, (0, 0) and (1, 1), is the identity too.
    let curve = try CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    #expect(abs(curve.progress(at: x) - x) <= 1e-7, "x = \(x)")
  }

  @Test func presetLiteralValues() {
    // Computed with 30-digit arithmetic (mpmath), independently of this code.
    let pinned: [(TimingFunction, Double, Double)] = [
      (.easeIn, 0.5, 0.315356812572539),
      (.easeIn, 0.1, 0.0170266096515629),
      (.easeOut, 0.5, 0.684643187427461),
      (.easeOut, 0.9, 0.982973390348437),
      (.easeInEaseOut, 0.3, 0.187395906705313),
      (.easeInEaseOut, 0.5, 0.5),
      (.default, 0.2, 0.295244334267822),
      (.default, 0.5, 0.802403387584857),
    ]
    for (function, x, expected) in pinned {
      #expect(abs(function.progress(at: x) - expected) <= 1e-9, "\(function) at \(x)")
    }
    for (_, function, _) in Self.presets {
      #expect(function.progress(at: 0) == 0)
      #expect(function.progress(at: 1) == 1)
    }
  }

  @Test func solveCurveXInvertsX() throws {
    let seed: UInt64 = 77
    var random = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let curve = try CubicBezier(
        x1: random.double(in: 0...1), y1: random.double(in: -2...3), x2: random.double(in: 0...1),
        y2: random.double(in: -2...3))
      let x = random.double(in: 0...1)
      let t = curve.solveCurveX(x)
      let residual = abs(curve.sampleCurveX(t) - x)
      #expect((0...1).contains(t) && residual <= 1e-11, "seed \(seed) case \(index): \(curve) at \(x): t \(t)")
    }
    let curve = try CubicBezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1)
    #expect(curve.solveCurveX(0) == 0)
    #expect(curve.solveCurveX(-2) == 0)
    #expect(curve.solveCurveX(1) == 1)
    #expect(curve.solveCurveX(.infinity) == 1)
    #expect(curve.solveCurveX(.nan).isNaN)
  }

  @Test func extrapolatesLinearlyOutsideTheUnitInterval() throws {
    let curve = try CubicBezier(x1: 0.25, y1: 0.5, x2: 0.75, y2: 1.5)
    #expect(curve.progress(at: -0.5) == -0.5 * 2)
    #expect(curve.progress(at: 1.5) == 1 + (1.5 - 1) * ((1.5 - 1) / (0.75 - 1)))
    // x1 = 0: the start gradient comes from the second control point.
    let easeOut = try CubicBezier(x1: 0, y1: 0, x2: 0.5, y2: 0.25)
    #expect(easeOut.progress(at: -1) == -0.5)
    // x2 = 1 and y2 = 1: the end gradient comes from the first control point, as in WebKit.
    let endGradient: Double = -1 / (0.42 - 1)
    #expect(TimingFunction.easeIn.progress(at: 2) == 1 + endGradient)
    #expect(TimingFunction.easeIn.progress(at: -1) == 0)
    #expect(TimingFunction.easeIn.progress(at: .infinity) == .infinity)
    #expect(TimingFunction.easeIn.progress(at: .nan).isNaN)
  }

  @Test func rejectsControlPointsOutsideTheUnitSquare() {
    #expect(throws: AnimationError.invalidParameter(name: "cubic Bézier x1", value: 1.5, expected: "in 0...1")) {
      try TimingFunction.cubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
    }
    #expect(throws: AnimationError.self) { try CubicBezier(x1: 0.5, y1: .nan, x2: 0.5, y2: 1) }
    #expect(throws: AnimationError.self) { try CubicBezier(x1: 0.5, y1: 0, x2: -0.1, y2: 1) }
    #expect(throws: AnimationError.self) { try CubicBezier(x1: 0.5, y1: 0, x2: 0.5, y2: .infinity) }
    let error = AnimationError.invalidParameter(name: "cubic Bézier x1", value: 1.5, expected: "in 0...1")
    #expect(error.description == "cubic Bézier x1 must be in 0...1, got 1.5")
  }

  @Test(arguments: [
    (StepPosition.jumpEnd, 4, [0.0, 0, 0.25, 0.5, 0.75, 1], [-0.25, 0, 0.25, 0.5, 0.75, 1]),
    (StepPosition.jumpStart, 4, [0.25, 0.25, 0.5, 0.75, 1, 1], [0, 0.25, 0.5, 0.75, 1, 1.25]),
    (StepPosition.jumpNone, 5, [0, 0, 0.25, 0.5, 1, 1], [-0.25, 0, 0.25, 0.5, 1, 1.25]),
    (StepPosition.jumpBoth, 3, [0.25, 0.25, 0.25, 0.5, 0.75, 1], [0, 0.25, 0.5, 0.75, 1, 1]),
  ])
  func stepsFollowCSS(position: StepPosition, count: Int, expected: [Double], extrapolated: [Double]) throws {
    let steps = try Steps(count: count, position: position)
    let inputs = [0.0, 0.1, 0.3, 0.55, 0.95, 1.0]
    #expect(inputs.map { steps.progress(at: $0) } == expected, "\(position)")
    let outside = [-0.1, 0.0, 0.3, 0.55, 1.0, 1.1]
    let outsideExpected = outside.map { steps.progress(at: $0) }
    #expect(outsideExpected[0] == extrapolated[0], "\(position) before the start")
    #expect(outsideExpected[5] == extrapolated[5], "\(position) after the end")
  }

  @Test func stepsBeforeFlagKeepsJumpStartAtZero() throws {
    let steps = try Steps(count: 4, position: .jumpStart)
    #expect(steps.progress(at: 0, beforeFlag: true) == 0)
    #expect(steps.progress(at: 0, beforeFlag: false) == 0.25)
  }

  @Test func stepsRejectImpossibleCounts() {
    #expect(throws: AnimationError.invalidStepCount(count: 0, position: .jumpEnd)) {
      try TimingFunction.steps(0)
    }
    #expect(throws: AnimationError.invalidStepCount(count: 1, position: .jumpNone)) {
      try TimingFunction.steps(1, position: .jumpNone)
    }
    #expect(AnimationError.invalidStepCount(count: 1, position: .jumpNone).description.contains("at least 2"))
  }
}
