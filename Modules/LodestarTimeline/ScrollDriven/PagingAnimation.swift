import LodestarGeometry

/// A paged scroll on its way to a page: the content offset over time, from where it starts (the offset
/// at release) to the page's offset, starting with the release velocity.
///
/// With a distance D = target − start and a release velocity v (points per second, positive toward the
/// target when it helps):
///
/// - ``PagingMotion/spring(_:)``: the spring's physics over D (its initial velocity is v/D in units of the
///   whole distance per second); it may overshoot the page and come back.
/// - ``PagingMotion/decay(_:)``: offset(t) = start + D·(1 − e^(−k·t)) with k = max(v/D, the deceleration's
///   ``ScrollDeceleration/decayConstant``): it starts at the release velocity when that velocity reaches the
///   page, and never overshoots.
///
/// The scroll is finished once it stays within ``restTolerance`` points of the target
/// (``duration``); the view layer then puts the offset on the page exactly.
public struct PagingAnimation: Sendable, Hashable {
  /// The content offset where the scroll starts, in points.
  public let startOffset: Double
  /// The content offset of the page it goes to, in points.
  public let targetOffset: Double
  /// The velocity at the start, in points per second.
  public let initialVelocity: Double
  /// The motion.
  public let motion: PagingMotion
  /// How long the scroll takes to come within ``restTolerance`` of the target for good, in seconds (0 when
  /// it starts there).
  public let duration: Double

  /// How close to its target a scroll must stay to be finished: half a point.
  public static let restTolerance = 0.5

  private let curve: Curve

  private enum Curve: Sendable, Hashable {
    case none
    case spring(SpringCurve)
    case decay(rate: Double)
  }

  /// Creates the scroll from `startOffset` to `targetOffset` starting at `initialVelocity`.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` when an offset or the velocity is
  ///   not finite.
  public init(
    from startOffset: Double, to targetOffset: Double, initialVelocity: Double = 0, motion: PagingMotion = .standard
  ) throws {
    try AnimationError.check("paging start offset", startOffset, expected: "finite") { _ in true }
    try AnimationError.check("paging target offset", targetOffset, expected: "finite") { _ in true }
    try AnimationError.check("paging velocity", initialVelocity, expected: "finite") { _ in true }
    self.startOffset = startOffset
    self.targetOffset = targetOffset
    self.initialVelocity = initialVelocity
    self.motion = motion
    let distance = targetOffset - startOffset
    let magnitude = Swift.abs(distance)
    guard magnitude > Self.restTolerance, magnitude.isFinite else {
      curve = .none
      duration = 0
      return
    }
    switch motion {
    case .spring(let spring):
      let normalised =
        (try? SpringCurve(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
          initialVelocity: initialVelocity / distance)) ?? spring
      curve = .spring(normalised)
      duration = normalised.settlingDuration(epsilon: Self.restTolerance / magnitude)
    case .decay(let deceleration):
      let matching = initialVelocity / distance
      let rate = Swift.max(matching.isFinite ? matching : 0, deceleration.decayConstant)
      curve = .decay(rate: rate)
      duration = naturalLogarithm(magnitude / Self.restTolerance) / rate
    }
  }

  /// The content offset `elapsed` seconds after the start: the start offset before it, the target once
  /// ``isFinished(at:)``.
  public func offset(at elapsed: Double) -> Double {
    if isFinished(at: elapsed) { return targetOffset }
    guard elapsed > 0 else { return startOffset }
    let distance = targetOffset - startOffset
    switch curve {
    case .none: return targetOffset
    case .spring(let spring): return startOffset + distance * spring.value(at: elapsed)
    case .decay(let rate): return startOffset + distance * (1 - exponential(-rate * elapsed))
    }
  }

  /// The velocity `elapsed` seconds after the start, in points per second (0 once finished).
  public func velocity(at elapsed: Double) -> Double {
    guard elapsed >= 0, !isFinished(at: elapsed) else { return 0 }
    let distance = targetOffset - startOffset
    switch curve {
    case .none: return 0
    case .spring(let spring): return distance * spring.velocity(at: elapsed)
    case .decay(let rate): return distance * rate * exponential(-rate * elapsed)
    }
  }

  /// Whether the scroll has come to rest on its target `elapsed` seconds after the start (NaN counts as
  /// finished).
  public func isFinished(at elapsed: Double) -> Bool {
    !(elapsed < duration)
  }
}
