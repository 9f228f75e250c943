/// The state of a ``Timing`` at one local time: its phase and, when the animation has an effect, the
/// iteration and progress.
public struct TimingSample: Sendable, Hashable {
  /// The phase the local time falls in.
  public var phase: AnimationPhase
  /// Time since the start of the active interval, clamped to it when filling; `nil` when the animation has
  /// no effect.
  public var activeTime: Double?
  /// The zero-based iteration (infinite after an infinitely repeating animation); `nil` without effect.
  public var currentIteration: Double?
  /// The simple iteration progress before direction and easing, in `0...1`; `nil` without effect.
  public var iterationProgress: Double?
  /// The eased, directed progress the keyframes are sampled at (may leave `0...1` with overshooting
  /// curves); `nil` when the animation has no effect.
  public var progress: Double?

  /// Creates a sample; the optional fields default to `nil` (no effect).
  public init(
    phase: AnimationPhase, activeTime: Double? = nil, currentIteration: Double? = nil,
    iterationProgress: Double? = nil, progress: Double? = nil
  ) {
    self.phase = phase
    self.activeTime = activeTime
    self.currentIteration = currentIteration
    self.iterationProgress = iterationProgress
    self.progress = progress
  }
}
