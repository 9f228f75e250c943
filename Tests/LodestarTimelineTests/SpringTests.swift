import LodestarTestSupport
import LodestarTimeline
import Testing

/// Integrates m·x″ = −k·(x − 1) − c·x′ from x = 0, x′ = v₀ with classical Runge–Kutta, returning x at each
/// multiple of `interval`.
func rungeKuttaSamples(_ spring: SpringCurve, until end: Double, interval: Double, step: Double) -> [Double] {
  func acceleration(_ x: Double, _ v: Double) -> Double {
    (-spring.stiffness * (x - 1) - spring.damping * v) / spring.mass
  }
  var x = 0.0
  var v = spring.initialVelocity
  var samples: [Double] = [x]
  let stepsPerSample = Int((interval / step).rounded())
  let sampleCount = Int((end / interval).rounded())
  for _ in 0..<sampleCount {
    for _ in 0..<stepsPerSample {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + step / 2 * k1v
      let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
      let k3x = v + step / 2 * k2v
      let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
      let k4x = v + step * k3v
      let k4v = acceleration(x + step * k3x, v + step * k3v)
      x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    samples.append(x)
  }
  return samples
}

/// The last time |x − 1| > epsilon, found by a dense forward scan (step 1e-4 s) and refined by bisection.
func exactLastCrossing(_ spring: SpringCurve, epsilon: Double, horizon: Double) -> Double {
  let step = 1e-4
  var last = 0.0
  var time = 0.0
  while time < horizon {
    if abs(spring.value(at: time) - 1) > epsilon { last = time }
    time += step
  }
  var low = last
  var high = last + step
  for _ in 0..<60 {
    let middle = (low + high) / 2
    if abs(spring.value(at: middle) - 1) > epsilon { low = middle } else { high = middle }
  }
  return high
}

@Suite struct SpringTests {
  @Test func applesPublishedPairs() throws {
    let spring = try SpringCurve(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness - 157.9) < 0.05, "stiffness \(spring.stiffness)")
    #expect(abs(spring.damping - 17.6) < 0.05, "damping \(spring.damping)")
    #expect(spring.mass == 1)
    let coreAnimation = try SpringCurve(stiffness: 100, damping: 10)
    #expect(abs(coreAnimation.duration - 0.63) < 0.005, "duration \(coreAnimation.duration)")
    #expect(abs(coreAnimation.bounce - 0.5) < 1e-12)
    #expect(coreAnimation.naturalFrequency == 10)
    #expect(coreAnimation.dampingRatio == 0.5)
    #expect(coreAnimation == SpringCurve.coreAnimationDefault)
  }

  @Test func conversionsAreExact() throws {
    let spring = try SpringCurve(response: 0.5, dampingFraction: 0.825)
    let frequency = 2 * Double.pi / 0.5
    #expect(spring.stiffness == frequency * frequency)
    #expect(spring.damping == 4 * Double.pi * 0.825 / 0.5)
    #expect(abs(spring.response - 0.5) < 1e-15)
    #expect(abs(spring.dampingFraction - 0.825) < 1e-15)
    #expect(spring == SpringCurve.swiftUIDefault)
    let critical = try SpringCurve(duration: 0.4, bounce: 0)
    #expect(abs(critical.dampingRatio - 1) < 1e-15)
    let overDamped = try SpringCurve(duration: 0.4, bounce: -0.5)
    #expect(abs(overDamped.dampingRatio - 2) < 1e-12)
    #expect(abs(overDamped.bounce - -0.5) < 1e-12)
    let interactive = try SpringCurve(response: 0.15, dampingFraction: 0.86)
    #expect(abs(interactive.stiffness - SpringCurve.interactive.stiffness) < 1e-9)
  }

  @Test(arguments: [
    (1.0, 100.0, 10.0, 0.0),  // under-damped (Core Animation's default)
    (1.0, 100.0, 5.0, 0.0),  // lightly damped
    (1.0, 100.0, 20.0, 0.0),  // critically damped
    (1.0, 100.0, 20.0, 8.0),  // critical with a push
    (1.0, 100.0, 45.0, 0.0),  // over-damped
    (2.0, 300.0, 90.0, -5.0),  // over-damped, heavy, moving away first
    (0.5, 400.0, 6.0, 12.0),  // light mass, fast
  ])
  func closedFormMatchesNumericIntegration(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    throws
  {
    let spring = try SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    let samples = rungeKuttaSamples(spring, until: 1.5, interval: 0.01, step: 1e-4)
    for (index, expected) in samples.enumerated() {
      let time = Double(index) * 0.01
      #expect(abs(spring.value(at: time) - expected) <= 1e-6, "t = \(time): \(spring.value(at: time)) vs \(expected)")
    }
    #expect(abs(spring.velocity(at: 0) - velocity) < 1e-12)
    // The velocity is the derivative of the value.
    let h = 1e-6
    let numeric = (spring.value(at: 0.3 + h) - spring.value(at: 0.3 - h)) / (2 * h)
    #expect(abs(spring.velocity(at: 0.3) - numeric) < 1e-5)
  }

  @Test func settlingDurationOfApplesExample() throws {
    let spring = try SpringCurve(stiffness: 100, damping: 5)
    #expect(abs(spring.settlingDuration - 2.69) < 0.01, "\(spring.settlingDuration)")
    #expect(spring.settlingDuration(epsilon: 0.001) == spring.settlingDuration)
    #expect(spring.settlingDuration(epsilon: 0) == .infinity)
    #expect(spring.settlingDuration(epsilon: .nan) == .infinity)
    #expect(spring.settlingDuration(epsilon: 1) == 0)
  }

  @Test func settlingEstimatorIsWithinFivePercentOfTheExactLastCrossing() throws {
    let seed: UInt64 = 2026
    var random = SeededGenerator(seed: seed)
    for index in 0..<60 {
      let response = random.double(in: 0.2...1.5)
      let fraction = random.double(in: 0.1...2.5)
      let velocity = random.double(in: -10...10)
      let epsilon = random.chance(0.5) ? 0.001 : random.double(in: 0.0005...0.05)
      let spring = try SpringCurve(response: response, dampingFraction: fraction, initialVelocity: velocity)
      let estimate = spring.settlingDuration(epsilon: epsilon)
      let exact = exactLastCrossing(spring, epsilon: epsilon, horizon: estimate * 1.5 + 1)
      #expect(
        abs(estimate - exact) <= 0.05 * exact && estimate <= exact + 1e-9,
        "seed \(seed) case \(index): response \(response) ζ \(fraction) v \(velocity) ε \(epsilon): \(estimate) vs \(exact)"
      )
    }
  }

  @Test func springAsTimingFunction() throws {
    let spring = try SpringCurve(duration: 0.5, bounce: 0.3)
    let function = TimingFunction.spring(spring)
    #expect(function.progress(at: 0) == 0)
    #expect(function.progress(at: 1) == 1)
    #expect(function.progress(at: 2) == 1)
    #expect(function.progress(at: -1) == 0)
    #expect(function.progress(at: 0.5, duration: 0.8) == spring.value(at: 0.4))
    #expect(function.progress(at: 0.5) == spring.value(at: 0.5 * spring.settlingDuration))
    #expect(spring.value(at: .infinity) == 1)
    #expect(spring.value(at: .nan) == 0)
  }

  @Test func rejectsImpossibleSprings() {
    #expect(throws: AnimationError.self) { try SpringCurve(mass: 0) }
    #expect(throws: AnimationError.self) { try SpringCurve(stiffness: -1) }
    #expect(throws: AnimationError.self) { try SpringCurve(damping: 0) }
    #expect(throws: AnimationError.self) { try SpringCurve(initialVelocity: .nan) }
    #expect(throws: AnimationError.self) { try SpringCurve(response: 0, dampingFraction: 1) }
    #expect(throws: AnimationError.self) { try SpringCurve(duration: 0.5, bounce: 1) }
    #expect(throws: AnimationError.self) { try SpringCurve(duration: .infinity, bounce: 0) }
    #expect(
      throws: AnimationError.invalidParameter(
        name: "spring bounce", value: -1, expected: "greater than -1 and less than 1")
    ) { try SpringCurve(duration: 0.5, bounce: -1) }
  }
}
