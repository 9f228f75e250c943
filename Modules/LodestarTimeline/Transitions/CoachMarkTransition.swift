import LodestarGeometry

/// A coach-mark animation as data: keyframe tracks on the coach mark's opacity, transform and frame.
///
/// This is the data form of Instructions' `CoachMarkTransitionManager` (duration, delay, curve,
/// `fromInitialState`, animations; the completion becomes ``isFinished(at:)``) and, with repeating timings,
/// of `CoachMarkAnimationManager`'s idle animations (see ``pulse(scale:period:)``). Tracks left `nil` leave
/// the property at its base value; a frame track with ``CompositeOperation/add`` moves the frame the layout
/// computed.
public struct CoachMarkTransition: Sendable {
  /// The opacity track.
  public var opacity: KeyframeSequence<Opacity>? { hasOpacity ? opacityTrack : nil }
  /// The transform track.
  public var transform: KeyframeSequence<AffineMatrix>? { hasTransform ? transformTrack : nil }
  /// The frame track.
  public var frame: KeyframeSequence<Rect>? { hasFrame ? frameTrack : nil }
  /// When the last track ends (infinite for a repeating idle animation).
  public let duration: Double

  // The tracks are stored unwrapped, with a placeholder where there is none: sampling a track stored in an
  // optional copies it out of the optional first (hundreds of bytes), which sampling every frame should not.
  @usableFromInline let opacityTrack: KeyframeSequence<Opacity>
  @usableFromInline let transformTrack: KeyframeSequence<AffineMatrix>
  @usableFromInline let frameTrack: KeyframeSequence<Rect>
  @usableFromInline let hasOpacity: Bool
  @usableFromInline let hasTransform: Bool
  @usableFromInline let hasFrame: Bool

  /// Creates a transition from tracks.
  public init(
    opacity: KeyframeSequence<Opacity>? = nil, transform: KeyframeSequence<AffineMatrix>? = nil,
    frame: KeyframeSequence<Rect>? = nil
  ) {
    opacityTrack = opacity ?? Self.placeholderOpacity
    transformTrack = transform ?? Self.placeholderTransform
    frameTrack = frame ?? Self.placeholderFrame
    hasOpacity = opacity != nil
    hasTransform = transform != nil
    hasFrame = frame != nil
    duration =
      Swift.max(opacity?.timing.endTime ?? 0, transform?.timing.endTime ?? 0, frame?.timing.endTime ?? 0)
  }

  /// What is stored in place of a missing track (never sampled).
  private static let placeholderOpacity = KeyframeSequence<Opacity>(
    from: .opaque, to: .opaque, timing: .holding(0, easing: .linear))
  private static let placeholderTransform = KeyframeSequence<AffineMatrix>(
    from: .identity, to: .identity, timing: .holding(0, easing: .linear))
  private static let placeholderFrame = KeyframeSequence<Rect>(
    from: .zero, to: .zero, timing: .holding(0, easing: .linear))

  /// Creates a transition from an initial pose to a final pose; the pose holds before and after (fill both).
  ///
  /// - Parameters:
  ///   - duration: How long the change takes, in seconds: finite and not negative.
  ///   - delay: How long after the transition starts the change starts, in seconds: finite.
  ///   - curve: The change's timing curve.
  ///   - initial: The pose before the change.
  ///   - final: The pose after it.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for a negative or non-finite
  ///   duration or a non-finite delay.
  public init(
    duration: Double = 0.3, delay: Double = 0, curve: TimingFunction = .easeInEaseOut, from initial: CoachMarkPose,
    to final: CoachMarkPose
  ) throws {
    let timing = try Timing(duration: duration, delay: delay, fill: .both, easing: curve)
    self.init(
      opacity: KeyframeSequence(from: initial.opacity, to: final.opacity, timing: timing),
      transform: initial.transform == final.transform
        ? nil : KeyframeSequence(from: initial.transform, to: final.transform, timing: timing))
  }

  /// The default appearance: opacity 0 → 1 over 0.3 s.
  public static let fadeIn = CoachMarkTransition(
    opacity: KeyframeSequence(from: .transparent, to: .opaque, timing: .holding(0.3, easing: .easeInEaseOut)))
  /// The default disappearance: opacity 1 → 0 over 0.3 s.
  public static let fadeOut = CoachMarkTransition(
    opacity: KeyframeSequence(from: .opaque, to: .transparent, timing: .holding(0.3, easing: .easeInEaseOut)))

  /// An idle animation: the transform scales up and back, forever.
  ///
  /// - Parameters:
  ///   - scale: The largest scale: positive and finite.
  ///   - period: How long one scale up and back takes, in seconds: positive and finite.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for a scale or period that is not
  ///   positive and finite.
  public static func pulse(scale: Double = 1.05, period: Double = 1) throws -> CoachMarkTransition {
    try AnimationError.check("pulse scale", scale, expected: "positive and finite") { $0 > 0 }
    try AnimationError.check("pulse period", period, expected: "positive and finite") { $0 > 0 }
    let timing = try Timing(
      duration: period / 2, iterations: .infinity, direction: .alternate, fill: .both, easing: .easeInEaseOut)
    return CoachMarkTransition(
      transform: KeyframeSequence(from: .identity, to: AffineMatrix(scaleX: scale, y: scale), timing: timing))
  }

  /// Whether every track has ended at a time: the moment Instructions calls the completion.
  public func isFinished(at time: Double) -> Bool { time >= duration }

  /// The coach mark's state at a time, starting from a base state (the layout's frame and the pose before
  /// the transition).
  @inlinable
  public func state(at time: Double, base: CoachMarkState) -> CoachMarkState {
    CoachMarkState(
      opacity: hasOpacity ? opacityTrack.value(at: time, underlying: base.opacity) : base.opacity,
      transform: hasTransform ? transformTrack.value(at: time, underlying: base.transform) : base.transform,
      frame: hasFrame ? frameTrack.value(at: time, underlying: base.frame) : base.frame)
  }

  /// The state once every track has ended (for repeating tracks, the end of their active interval).
  public func finalState(base: CoachMarkState) -> CoachMarkState {
    var state = base
    if let opacity { state.opacity = opacity.jumpingToEnd.value(at: 0, underlying: base.opacity) }
    if let transform { state.transform = transform.jumpingToEnd.value(at: 0, underlying: base.transform) }
    if let frame { state.frame = frame.jumpingToEnd.value(at: 0, underlying: base.frame) }
    return state
  }

  /// The transition as a composable ``KeyframeAnimation`` on ``AnimatedProperty/coachMarkOpacity``,
  /// ``AnimatedProperty/coachMarkTransform`` and ``AnimatedProperty/coachMarkFrame``.
  public var animation: KeyframeAnimation {
    var children: [KeyframeAnimation] = []
    if let opacity { children.append(.track(.coachMarkOpacity, opacity)) }
    if let transform { children.append(.track(.coachMarkTransform, transform)) }
    if let frame { children.append(.track(.coachMarkFrame, frame)) }
    return .group(children)
  }

  /// The transition as the reduced-motion setting plays it: opacity fades stay under
  /// ``ReducedMotion/crossFade``; everything else jumps to its end.
  public func reduced(_ motion: ReducedMotion) -> CoachMarkTransition {
    CoachMarkTransition(
      opacity: opacity?.reduced(motion, isFade: true), transform: transform?.reduced(motion, isFade: false),
      frame: frame?.reduced(motion, isFade: false))
  }
}
