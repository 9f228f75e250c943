/// When and how an animation plays, with the semantics of the Web Animations timing model (`EffectTiming`).
///
/// Every field is validated at construction; sampling (``sample(at:)``) is total: finite and infinite
/// local times give a result, and NaN is treated as negative infinity (before everything).
///
/// ## Phase boundaries
///
/// The phase boundaries are sums of `Double`s (the end time is delay + duration × iterations + endDelay),
/// which round: 0.1 + 2 − 2 is 0.10000000000000009, and 0.1 + 0.2 is 0.30000000000000004. So that a time that
/// is on a boundary in exact arithmetic is on it here too, a local time within
/// ``phaseBoundaryTolerance`` (half a microsecond) of the before–active boundary, the active–after boundary
/// or the end time counts as exactly on it, and is sampled as that boundary. Chromium snaps the same way
/// with a tolerance of a whole microsecond (Chromium 156 counts a time exactly one microsecond from either
/// boundary as on it); half is used here so that such a time stays where exact arithmetic puts it. Every
/// time written in whole microseconds (or milliseconds) therefore falls in the phase exact arithmetic
/// gives; an active interval shorter than the tolerance has no active phase.
public struct Timing: Sendable, Hashable {
  /// The length of one iteration, in seconds (finite, not negative).
  public let duration: Double
  /// The time before the active interval starts; negative values start part way through.
  public let delay: Double
  /// The time after the active interval before the animation ends; negative values cut it short.
  public let endDelay: Double
  /// How many times the iteration repeats; fractional and infinite counts are allowed.
  public let iterations: Double
  /// Where in the iteration sequence the animation starts (0.5 starts half way through the first).
  public let iterationStart: Double
  /// Which way successive iterations play.
  public let direction: PlaybackDirection
  /// Whether the animation applies outside its active interval.
  public let fill: FillMode
  /// The curve applied to each iteration's progress.
  public let easing: TimingFunction

  /// How close to a phase boundary, in seconds, a local time counts as on it: half a microsecond (see
  /// "Phase boundaries" above).
  public static let phaseBoundaryTolerance = 0.000_000_5

  /// Creates a timing. The duration must be finite and not negative; the delays finite; the iteration count
  /// not negative (infinity allowed); the iteration start finite and not negative.
  ///
  /// - Parameters:
  ///   - duration: The length of one iteration in seconds.
  ///   - delay: The time before the animation starts, in seconds.
  ///   - endDelay: The time after the animation ends, in seconds.
  ///   - iterations: How many times the animation repeats.
  ///   - iterationStart: Where in the iteration sequence the animation starts.
  ///   - direction: Which way successive iterations play.
  ///   - fill: Whether the animation applies outside its active interval.
  ///   - easing: The curve applied to each iteration's progress.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` naming the first value out of range.
  public init(
    duration: Double, delay: Double = 0, endDelay: Double = 0, iterations: Double = 1, iterationStart: Double = 0,
    direction: PlaybackDirection = .normal, fill: FillMode = .none, easing: TimingFunction = .linear
  ) throws {
    try AnimationError.check("duration", duration, expected: "finite and not negative") { $0 >= 0 }
    try AnimationError.check("delay", delay, expected: "finite") { _ in true }
    try AnimationError.check("endDelay", endDelay, expected: "finite") { _ in true }
    try AnimationError.check("iterations", iterations, expected: "not negative", allowInfinity: true) { $0 >= 0 }
    try AnimationError.check("iterationStart", iterationStart, expected: "finite and not negative") { $0 >= 0 }
    self.init(
      validatedDuration: duration, delay: delay, endDelay: endDelay, iterations: iterations,
      iterationStart: iterationStart, direction: direction, fill: fill, easing: easing)
  }

  init(
    validatedDuration duration: Double, delay: Double = 0, endDelay: Double = 0, iterations: Double = 1,
    iterationStart: Double = 0, direction: PlaybackDirection = .normal, fill: FillMode = .none,
    easing: TimingFunction = .linear
  ) {
    self.duration = duration
    self.delay = delay
    self.endDelay = endDelay
    self.iterations = iterations
    self.iterationStart = iterationStart
    self.direction = direction
    self.fill = fill
    self.easing = easing
    let activeDuration = duration == 0 || iterations == 0 ? 0 : duration * iterations
    let endTime = Swift.max(delay + activeDuration + endDelay, 0)
    self.activeDuration = activeDuration
    self.endTime = endTime
    let beforeActiveBoundary = Swift.max(Swift.min(delay, endTime), 0)
    let activeAfterBoundary = Swift.max(Swift.min(delay + activeDuration, endTime), 0)
    let tolerance = Self.phaseBoundaryTolerance
    self.beforeActiveBoundary = beforeActiveBoundary
    self.activeAfterBoundary = activeAfterBoundary
    beforeActiveSnapStart = beforeActiveBoundary - tolerance
    beforeActiveSnapEnd = beforeActiveBoundary + tolerance
    activeAfterSnapStart = activeAfterBoundary - tolerance
    activeAfterSnapEnd = activeAfterBoundary + tolerance
    endSnapStart = endTime - tolerance
  }

  /// A timing of `duration` seconds that holds its end value afterwards (fill forwards), as most tour
  /// transitions want. Invalid durations are replaced by 0.
  static func holding(_ duration: Double, delay: Double = 0, easing: TimingFunction) -> Timing {
    Timing(
      validatedDuration: duration >= 0 && duration.isFinite ? duration : 0,
      delay: delay.isFinite ? delay : 0, fill: .both, easing: easing)
  }

  /// The duration of all iterations: duration × iterations, and 0 when either is 0 (even with infinite
  /// iterations).
  public let activeDuration: Double

  /// When the animation ends: max(delay + active duration + endDelay, 0).
  public let endTime: Double

  /// The phase boundaries of the Web Animations model, computed once.
  @usableFromInline let beforeActiveBoundary: Double
  @usableFromInline let activeAfterBoundary: Double
  /// The times that count as on each boundary: `start..<end`, the boundary ± ``phaseBoundaryTolerance``.
  @usableFromInline let beforeActiveSnapStart: Double
  @usableFromInline let beforeActiveSnapEnd: Double
  @usableFromInline let activeAfterSnapStart: Double
  @usableFromInline let activeAfterSnapEnd: Double
  /// The earliest time that counts as at or after the end time.
  @usableFromInline let endSnapStart: Double

  /// Whether the animation has ended at a local time: the time is at or after ``endTime`` (within
  /// ``phaseBoundaryTolerance`` of it counts as on it).
  @inlinable
  public func isFinished(at localTime: Double) -> Bool {
    localTime >= endSnapStart
  }

  /// The phase, iteration and progress at a local time.
  ///
  /// Always inlined: a caller that reads only some fields (``progress(at:)`` reads only the progress) then
  /// computes only what those fields need.
  @inlinable @inline(__always)
  public func sample(at localTime: Double) -> TimingSample {
    var time = localTime.isNaN ? -Double.infinity : localTime
    // A time on a boundary within the tolerance is sampled as the boundary; the active–after boundary wins
    // where both are that close, since the active interval between them is then empty.
    if time >= activeAfterSnapStart, time < activeAfterSnapEnd {
      time = activeAfterBoundary
    } else if time >= beforeActiveSnapStart, time < beforeActiveSnapEnd {
      time = beforeActiveBoundary
    }

    let phase: AnimationPhase
    if time < beforeActiveBoundary {
      phase = .before
    } else if time >= activeAfterBoundary {
      phase = .after
    } else {
      phase = .active
    }

    let activeTime: Double
    switch phase {
    case .before:
      guard fill.fillsBackwards else { return TimingSample(phase: phase) }
      activeTime = Swift.max(time - delay, 0)
    case .active:
      activeTime = time - delay
    case .after:
      guard fill.fillsForwards else { return TimingSample(phase: phase) }
      activeTime = Swift.max(Swift.min(time - delay, activeDuration), 0)
    }

    var overallProgress: Double
    if duration == 0 {
      overallProgress = phase == .before ? 0 : iterations
    } else {
      overallProgress = activeTime / duration
    }
    overallProgress += iterationStart

    // Both are finite and not negative here, so x − ⌊x⌋ is the exact remainder (and cheaper than fmod).
    let wrapped = overallProgress.isInfinite ? iterationStart : overallProgress
    var simpleProgress = wrapped - roundedDown(wrapped)
    if simpleProgress == 0, phase != .before, activeTime == activeDuration, iterations != 0 {
      simpleProgress = 1
    }

    // Computed where it is used: only alternating directions need it to find the direction, so a caller
    // that reads only the progress of a normal or reverse timing never computes it.
    @inline(__always) func iterationIndex() -> Double {
      if phase == .after, iterations.isInfinite {
        .infinity
      } else if simpleProgress == 1 {
        roundedDown(overallProgress) - 1
      } else {
        roundedDown(overallProgress)
      }
    }

    let forwards: Bool
    switch direction {
    case .normal: forwards = true
    case .reverse: forwards = false
    case .alternate, .alternateReverse:
      let currentIteration = iterationIndex()
      if currentIteration.isInfinite {
        forwards = true
      } else {
        let iteration = direction == .alternateReverse ? currentIteration + 1 : currentIteration
        let half = iteration / 2
        forwards = half == roundedDown(half)
      }
    }
    let directedProgress = forwards ? simpleProgress : 1 - simpleProgress
    let beforeFlag = (phase == .before && forwards) || (phase == .after && !forwards)
    let progress = easing.progress(at: directedProgress, duration: duration, beforeFlag: beforeFlag)
    return TimingSample(
      phase: phase, activeTime: activeTime, currentIteration: iterationIndex(),
      iterationProgress: simpleProgress, progress: progress)
  }

  /// The eased progress at a local time, or `nil` when the animation has no effect then.
  @inlinable @inline(__always)
  public func progress(at localTime: Double) -> Double? {
    // The active phase of a timing that plays forwards, the case sampled most, computed directly: the same
    // operations ``sample(at:)`` performs there (the active phase implies a positive duration and a finite
    // time), without its phase, fill and direction logic. The bounds leave out the times ``sample(at:)``
    // moves onto a boundary.
    if direction == .normal, localTime >= beforeActiveSnapEnd, localTime < activeAfterSnapStart {
      let activeTime = localTime - delay
      var overallProgress = activeTime / duration
      overallProgress += iterationStart
      let wrapped = overallProgress.isInfinite ? iterationStart : overallProgress
      var simpleProgress = wrapped - roundedDown(wrapped)
      if simpleProgress == 0, activeTime == activeDuration, iterations != 0 {
        simpleProgress = 1
      }
      // A linear easing is the identity; testing for it first keeps the curve's parameters out of this path.
      if case .linear = easing { return simpleProgress }
      return easing.progress(at: simpleProgress, duration: duration, beforeFlag: false)
    }
    return sample(at: localTime).progress
  }
}
