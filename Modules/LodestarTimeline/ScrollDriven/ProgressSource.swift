/// What drives an animation: the clock, or a scroll position.
public enum ProgressSource: Sendable, Hashable {
  /// Seconds since the animation started.
  case time(Double)
  /// A scroll position: `offset` moving through `range` plays the animation from its start to its end (its
  /// ``KeyframeAnimation/duration``), clamped at both ends. An empty range jumps from start to end at its bound.
  case scroll(offset: Double, range: ClosedRange<Double>)

  /// The progress through the range, in `0...1` (0 for NaN), for a scroll source; `nil` for time.
  public var scrollProgress: Double? {
    guard case .scroll(let offset, let range) = self else { return nil }
    guard !offset.isNaN else { return 0 }
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite else { return offset >= range.upperBound ? 1 : 0 }
    return Swift.min(Swift.max((offset - range.lowerBound) / span, 0), 1)
  }

  /// The local time this source means for an animation lasting `duration` seconds. A scroll source over an
  /// animation of infinite duration plays its first second.
  public func time(forDuration duration: Double) -> Double {
    switch self {
    case .time(let time): return time
    case .scroll:
      let progress = scrollProgress ?? 0
      return progress * (duration.isFinite ? duration : 1)
    }
  }
}

extension KeyframeAnimation {
  /// The snapshot for a progress source: a time, or a scroll position mapped onto the whole animation.
  public func sample(at source: ProgressSource, base: AnimationSnapshot = AnimationSnapshot()) -> AnimationSnapshot {
    sample(at: source.time(forDuration: duration), base: base)
  }
}

extension KeyframeSequence {
  /// The track's value for a progress source (a scroll position maps onto the track's end time), or `nil`
  /// when the track has no effect then.
  public func sample(at source: ProgressSource) -> Value? {
    sample(at: source.time(forDuration: timing.endTime))
  }
}
