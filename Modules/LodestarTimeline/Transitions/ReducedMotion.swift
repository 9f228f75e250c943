import LodestarGeometry

/// The reduced-motion switch: how much of every tour transition plays, as the platforms' accessibility
/// settings ("Reduce Motion", "prefers-reduced-motion") expect.
public enum ReducedMotion: Sendable, Hashable {
  /// Every transition plays as described.
  case off
  /// Only fades play; movement (cut-out morphs, transforms, frame changes) jumps to its end state and idle
  /// animations do not run.
  case crossFade
  /// Nothing animates: every transition shows its end state at once.
  case instant
}

extension KeyframeSequence {
  /// The value the track holds at the end of its active interval.
  public var finalValue: Value {
    let holding = Timing(
      validatedDuration: timing.duration, iterations: timing.iterations, iterationStart: timing.iterationStart,
      direction: timing.direction, fill: .both, easing: timing.easing)
    return value(atProgress: holding.progress(at: holding.activeDuration) ?? 1)
  }

  /// A track that shows ``finalValue`` at once and holds it (duration 0, no delay, fill both), keeping the
  /// composite operation.
  public var jumpingToEnd: KeyframeSequence {
    KeyframeSequence(
      validated: [Keyframe(finalValue, offset: 1)], timing: Timing(validatedDuration: 0, fill: .both),
      composite: composite, addition: addition)
  }

  /// The track as the reduced-motion setting plays it: unchanged, or jumping to its end. `isFade` says
  /// whether the track is a fade, which ``ReducedMotion/crossFade`` keeps.
  func reduced(_ motion: ReducedMotion, isFade: Bool) -> KeyframeSequence {
    switch motion {
    case .off: self
    case .crossFade: isFade ? self : jumpingToEnd
    case .instant: jumpingToEnd
    }
  }
}
