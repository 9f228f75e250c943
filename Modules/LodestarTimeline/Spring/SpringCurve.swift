/// A damped spring moving a value from 0 to 1: the physics behind Core Animation's `CASpringAnimation` and
/// SwiftUI's springs, solved in closed form.
///
/// The value x(t) obeys m·x″ = −k·(x − 1) − c·x′ with x(0) = 0 and x′(0) = `initialVelocity` (in units of the
/// whole distance per second). With ω₀ = √(k/m) and ζ = c / (2√(k·m)), the displacement u = x − 1 is
///
/// - under-damped (ζ < 1): u = e^(−ζω₀t)·(−cos ω_d t + (v₀ − ζω₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²);
/// - critically damped (ζ = 1): u = e^(−ω₀t)·(−1 + (v₀ − ω₀)·t);
/// - over-damped (ζ > 1): u = C₁e^(r₁t) + C₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), C₁ + C₂ = −1,
///   r₁C₁ + r₂C₂ = v₀.
///
/// Springs within 1e-9 of critical damping use the critical form (the over-damped constants cancel
/// catastrophically there; the difference in x is below 1e-9).
///
/// Three parameterisations convert exactly into each other (mass 1 for the last two):
/// stiffness k = (2π / response)², damping c = 4π·ζ / response; and for `duration`/`bounce`,
/// response = duration, ζ = 1 − bounce when bounce ≥ 0 and ζ = 1 / (1 + bounce) when bounce < 0 (Apple does
/// not publish the negative mapping; this is the one SwiftUI is observed to use).
public struct SpringCurve: Sendable, Hashable {
  /// The mass of the moving object (Core Animation's default 1).
  public let mass: Double
  /// The spring's stiffness k (default 100).
  public let stiffness: Double
  /// The damping coefficient c (default 10).
  public let damping: Double
  /// The initial velocity, in units of the whole distance per second (default 0).
  public let initialVelocity: Double
  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring overshoots, 1 is critical damping.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  @usableFromInline let solution: SpringSolution
  /// `settlingDuration(epsilon: 0.001)`, computed once.
  public let settlingDuration: Double

  /// Creates a spring from its physical parameters, as Core Animation's `CASpringAnimation` does.
  ///
  /// - Parameters:
  ///   - mass: The mass attached to the spring: positive.
  ///   - stiffness: The spring's stiffness: positive.
  ///   - damping: The damping: positive, as an undamped spring never settles.
  ///   - initialVelocity: The initial velocity, in units of the whole distance per second.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for a value that is not positive or
  ///   not finite.
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) throws {
    try AnimationError.check("spring mass", mass, expected: "positive and finite") { $0 > 0 }
    try AnimationError.check("spring stiffness", stiffness, expected: "positive and finite") { $0 > 0 }
    try AnimationError.check("spring damping", damping, expected: "positive and finite") { $0 > 0 }
    try AnimationError.check("spring initial velocity", initialVelocity, expected: "finite") { _ in true }
    let frequency = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    guard frequency.isFinite, frequency > 0, ratio.isFinite, ratio > 0 else {
      throw AnimationError.invalidParameter(
        name: "spring stiffness/mass", value: stiffness / mass, expected: "a finite, positive frequency")
    }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    solution = SpringSolution(frequency: frequency, ratio: ratio, initialVelocity: initialVelocity)
    settlingDuration = solution.settlingDuration(epsilon: 0.001)
  }

  /// Creates a spring the way SwiftUI's `spring(response:dampingFraction:)` does: mass 1, stiffness
  /// (2π / response)² and damping 4π·dampingFraction / response.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds: positive.
  ///   - dampingFraction: The fraction of critical damping: positive.
  ///   - initialVelocity: The initial velocity, in units of the whole distance per second.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for a value that is not positive or
  ///   not finite.
  public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) throws {
    try AnimationError.check("spring response", response, expected: "positive and finite") { $0 > 0 }
    try AnimationError.check("spring damping fraction", dampingFraction, expected: "positive and finite") { $0 > 0 }
    let frequency = 2 * Double.pi / response
    try self.init(
      mass: 1, stiffness: frequency * frequency, damping: 4 * Double.pi * dampingFraction / response,
      initialVelocity: initialVelocity)
  }

  /// Creates a spring the way SwiftUI's `Spring(duration:bounce:)` does: response = duration, and
  /// dampingFraction = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below 0.
  ///
  /// - Parameters:
  ///   - duration: The spring's perceptual duration, in seconds: positive.
  ///   - bounce: How bouncy the spring is, in the open range (−1, 1); 0 is critically damped.
  ///   - initialVelocity: The initial velocity, in units of the whole distance per second.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for a duration that is not positive
  ///   or a bounce out of range.
  public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) throws {
    try AnimationError.check("spring duration", duration, expected: "positive and finite") { $0 > 0 }
    try AnimationError.check("spring bounce", bounce, expected: "greater than -1 and less than 1") {
      $0 > -1 && $0 < 1
    }
    try self.init(
      response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce),
      initialVelocity: initialVelocity)
  }

  /// Core Animation's `CASpringAnimation` defaults: mass 1, stiffness 100, damping 10, velocity 0.
  public static let coreAnimationDefault = SpringCurve(validatedStiffness: 100, damping: 10)
  /// SwiftUI's default `spring()`: response 0.5, damping fraction 0.825.
  public static let swiftUIDefault = SpringCurve(
    validatedStiffness: (4 * Double.pi) * (4 * Double.pi), damping: 4 * Double.pi * 0.825 / 0.5)
  /// SwiftUI's `interactiveSpring()`: response 0.15, damping fraction 0.86.
  public static let interactive = SpringCurve(
    validatedStiffness: (2 * Double.pi / 0.15) * (2 * Double.pi / 0.15), damping: 4 * Double.pi * 0.86 / 0.15)

  /// For constants known to be valid (mass 1, no initial velocity).
  init(validatedStiffness stiffness: Double, damping: Double) {
    mass = 1
    self.stiffness = stiffness
    self.damping = damping
    initialVelocity = 0
    solution = SpringSolution(
      frequency: stiffness.squareRoot(), ratio: damping / (2 * stiffness.squareRoot()), initialVelocity: 0)
    settlingDuration = solution.settlingDuration(epsilon: 0.001)
  }

  /// SwiftUI's response: the period of the undamped spring, 2π·√(m/k), in seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }
  /// SwiftUI's damping fraction: the damping ratio ζ.
  public var dampingFraction: Double { dampingRatio }
  /// SwiftUI's perceptual duration: the response.
  public var duration: Double { response }
  /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for over-damped springs (negative).
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The value at `time` seconds: 0 at the start, 1 at rest. Negative times give 0 (the spring has not
  /// started); NaN gives 0; positive infinity gives 1.
  @inlinable
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time.isFinite else { return 1 }
    return 1 + solution.displacement(at: time)
  }

  /// The velocity at `time` seconds, in units of the whole distance per second (0 before the start).
  public func velocity(at time: Double) -> Double {
    guard time >= 0 else { return 0 }
    guard time.isFinite else { return 0 }
    return solution.velocity(at: time)
  }

  /// How long the spring takes to come to rest.
  ///
  /// The estimator works in two stages. First an envelope that bounds |x − 1| for all later times
  /// (M·e^(−ζω₀t) with M the oscillation amplitude when under-damped, (|A| + |B|·t)·e^(−ω₀t) when critical,
  /// |C₁|e^(r₁t) + |C₂|e^(r₂t) when over-damped) is solved for the time T it falls to epsilon; T can only be
  /// late, by up to half an oscillation. Then it steps back over the extrema of x − 1, which are known in
  /// closed form, to the last one where |x − 1| exceeds epsilon, and bisects between it and the next
  /// extremum (or T), where |x − 1| falls through epsilon exactly once. The result is the last crossing to
  /// bisection precision; the tests hold it to within 5% of a dense search. For stiffness 100, damping 5 it
  /// gives 2.69 s (the envelope alone gives 2.76 s; Apple documents about 2.85 s with an unpublished method).
  ///
  /// - Parameter epsilon: How close to 1 counts as at rest.
  /// - Returns: The last time the value is more than `epsilon` away from 1, in seconds; infinite for an
  ///   epsilon that is not positive.
  public func settlingDuration(epsilon: Double) -> Double {
    solution.settlingDuration(epsilon: epsilon)
  }
}
