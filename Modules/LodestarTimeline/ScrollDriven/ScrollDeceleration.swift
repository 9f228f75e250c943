import LodestarGeometry

/// How fast a released scroll slows down: the fraction of its velocity it keeps after each millisecond
/// (UIScrollView's `decelerationRate`).
///
/// A scroll released at velocity v₀ (points per second) moves with v(t) = v₀·rate^(1000·t), so it travels
/// v₀/1000 · rate/(1 − rate) points before it stops: the projection Apple shows in "Designing Fluid
/// Interfaces" (WWDC 2018), which ``projectedDistance(velocity:)`` computes.
public struct ScrollDeceleration: Sendable, Hashable {
  /// The fraction of the velocity kept per millisecond, in the open range (0, 1).
  public let rate: Double

  /// Creates a deceleration; the rate must be greater than 0 and less than 1.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for any other rate.
  public init(rate: Double) throws {
    try AnimationError.check("deceleration rate", rate, expected: "greater than 0 and less than 1") {
      $0 > 0 && $0 < 1
    }
    self.rate = rate
  }

  private init(validatedRate rate: Double) {
    self.rate = rate
  }

  /// UIScrollView's normal deceleration: 0.998 per millisecond.
  public static let normal = ScrollDeceleration(validatedRate: 0.998)
  /// UIScrollView's fast deceleration: 0.99 per millisecond.
  public static let fast = ScrollDeceleration(validatedRate: 0.99)

  /// The exponential decay constant k of the velocity, v(t) = v₀·e^(−k·t): −1000·ln(rate), per second.
  public var decayConstant: Double { -1000 * naturalLogarithm(rate) }

  /// How far a scroll released at `velocity` points per second travels before it stops:
  /// velocity/1000 · rate/(1 − rate). A non-finite velocity travels nowhere.
  public func projectedDistance(velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return velocity / 1000 * rate / (1 - rate)
  }
}
