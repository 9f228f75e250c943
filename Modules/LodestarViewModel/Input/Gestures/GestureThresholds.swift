/// The limits ``StepGestureRecognizer`` tells gestures apart with. The defaults are UIKit's and Android's
/// where they publish one.
///
/// Distances are in points, durations on the recogniser's clock. A negative number counts as zero; a NaN
/// distance takes the default.
public struct GestureThresholds: Sendable, Hashable {
  /// How far a tap may move from where it went down. Default 10.
  public var tapMovementTolerance: Double
  /// The longest a tap may be held. Default 0.5 s; a longer press is not a tap.
  public var maximumTapDuration: Duration
  /// The longest pause between a tap's lift and the next tap's touch for the two to be a double tap.
  /// Default 0.3 s (Android's double-tap timeout).
  public var maximumDoubleTapInterval: Duration
  /// How far apart the two taps of a double tap may start. Default 44 (the smallest touch target).
  public var maximumDoubleTapDistance: Double
  /// How far a long press may move while it is held (UIKit's `allowableMovement`). Default 10.
  public var longPressMovementTolerance: Double
  /// The shortest distance a swipe travels along its direction. Default 50.
  public var minimumSwipeDistance: Double
  /// The longest a swipe may take. Default 0.5 s; a slower stroke is a pan, not a swipe.
  public var maximumSwipeDuration: Duration
  /// How far a swipe may stray from its direction, as a fraction of the distance along it. Default 0.5
  /// (about 27°).
  public var maximumSwipeDeviation: Double

  /// Creates thresholds; every default is the documented one.
  ///
  /// - Parameters:
  ///   - tapMovementTolerance: How far a tap may move.
  ///   - maximumTapDuration: The longest a tap may be held.
  ///   - maximumDoubleTapInterval: The longest pause between the two taps of a double tap.
  ///   - maximumDoubleTapDistance: How far apart the two taps of a double tap may start.
  ///   - longPressMovementTolerance: How far a long press may move.
  ///   - minimumSwipeDistance: The shortest distance a swipe travels along its direction.
  ///   - maximumSwipeDuration: The longest a swipe may take.
  ///   - maximumSwipeDeviation: How far a swipe may stray from its direction, relative to its length.
  public init(
    tapMovementTolerance: Double = 10, maximumTapDuration: Duration = .milliseconds(500),
    maximumDoubleTapInterval: Duration = .milliseconds(300), maximumDoubleTapDistance: Double = 44,
    longPressMovementTolerance: Double = 10, minimumSwipeDistance: Double = 50,
    maximumSwipeDuration: Duration = .milliseconds(500), maximumSwipeDeviation: Double = 0.5
  ) {
    self.tapMovementTolerance = tapMovementTolerance
    self.maximumTapDuration = maximumTapDuration
    self.maximumDoubleTapInterval = maximumDoubleTapInterval
    self.maximumDoubleTapDistance = maximumDoubleTapDistance
    self.longPressMovementTolerance = longPressMovementTolerance
    self.minimumSwipeDistance = minimumSwipeDistance
    self.maximumSwipeDuration = maximumSwipeDuration
    self.maximumSwipeDeviation = maximumSwipeDeviation
  }

  /// The thresholds with every number in range: negative numbers become zero, NaN distances the default.
  var checked: GestureThresholds {
    let defaults = GestureThresholds()
    func distance(_ value: Double, _ fallback: Double) -> Double { value.isNaN ? fallback : max(value, 0) }
    return GestureThresholds(
      tapMovementTolerance: distance(tapMovementTolerance, defaults.tapMovementTolerance),
      maximumTapDuration: max(maximumTapDuration, .zero),
      maximumDoubleTapInterval: max(maximumDoubleTapInterval, .zero),
      maximumDoubleTapDistance: distance(maximumDoubleTapDistance, defaults.maximumDoubleTapDistance),
      longPressMovementTolerance: distance(longPressMovementTolerance, defaults.longPressMovementTolerance),
      minimumSwipeDistance: distance(minimumSwipeDistance, defaults.minimumSwipeDistance),
      maximumSwipeDuration: max(maximumSwipeDuration, .zero),
      maximumSwipeDeviation: distance(maximumSwipeDeviation, defaults.maximumSwipeDeviation))
  }
}
