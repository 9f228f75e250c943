/// Which way successive iterations play (Web Animations `PlaybackDirection`).
public enum PlaybackDirection: Sendable, Hashable {
  /// Every iteration plays forwards.
  case normal
  /// Every iteration plays backwards.
  case reverse
  /// Even iterations play forwards, odd ones backwards.
  case alternate
  /// Even iterations play backwards, odd ones forwards.
  case alternateReverse
}

/// Whether an animation affects its target outside its active interval (Web Animations `FillMode`).
public enum FillMode: Sendable, Hashable {
  /// No effect before or after the active interval.
  case none
  /// Holds the final value after the active interval.
  case forwards
  /// Applies the initial value before the active interval (during the delay).
  case backwards
  /// Both ``forwards`` and ``backwards``.
  case both

  /// Whether the animation applies before its active interval.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the animation applies after its active interval.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// Where a local time falls relative to an animation's active interval.
public enum AnimationPhase: Sendable, Hashable {
  /// Before the active interval (during the start delay).
  case before
  /// Inside the active interval.
  case active
  /// After the active interval (during the end delay and beyond).
  case after
}
