import LodestarGeometry

/// Which moment of a tour a ``TourAnimation`` animates.
public enum TourAnimationKind: Sendable, Hashable {
  /// The tour appears: the overlay fades in, the first coach mark appears, the skip control follows.
  case presentation
  /// The tour moves to the next step: the cut-out morphs, the old coach mark disappears and then the new one
  /// appears.
  case stepChange
  /// The tour ends: the coach mark disappears and the overlay fades out.
  case dismissal
}

/// Everything a renderer draws for one frame of a tour transition.
public struct TourFrame<Shape: Sendable>: Sendable {
  /// The overlay's opacity.
  public var overlayOpacity: Opacity
  /// The skip control's opacity.
  public var skipControlOpacity: Opacity
  /// The cut-out shape.
  public var cutout: Shape
  /// The current step's coach mark (the incoming one during a step change).
  public var coachMark: CoachMarkState
  /// The previous step's coach mark while it disappears during a step change; `nil` otherwise.
  public var outgoingCoachMark: CoachMarkState?

  @usableFromInline
  init(
    overlayOpacity: Opacity, skipControlOpacity: Opacity, cutout: Shape, coachMark: CoachMarkState,
    outgoingCoachMark: CoachMarkState?
  ) {
    self.overlayOpacity = overlayOpacity
    self.skipControlOpacity = skipControlOpacity
    self.cutout = cutout
    self.coachMark = coachMark
    self.outgoingCoachMark = outgoingCoachMark
  }
}

extension TourFrame: Equatable where Shape: Equatable {}

/// One tour transition built from a ``TourAnimationStyle``, sampled as a pure function of the time since it
/// started. Generic over the cut-out shape (`BezierPath` in practice; any ``/LodestarGeometry/Interpolatable`` works).
public struct TourAnimation<Shape: Interpolatable & Sendable>: Sendable {
  /// The moment it animates.
  public let kind: TourAnimationKind
  @usableFromInline let overlay: KeyframeSequence<Opacity>
  @usableFromInline let skipControl: KeyframeSequence<Opacity>
  @usableFromInline let cutout: KeyframeSequence<Shape>
  // The coach-mark transitions are stored unwrapped (an empty transition where there is none, which leaves
  // the state as it is): sampling one stored in an optional copies it out of the optional first.
  @usableFromInline let incoming: CoachMarkTransition
  @usableFromInline let incomingStart: Double
  @usableFromInline let outgoing: CoachMarkTransition
  @usableFromInline let hasOutgoing: Bool
  @usableFromInline let idle: CoachMarkTransition
  @usableFromInline let cutoutFinal: Shape
  /// How long the incoming coach mark's appearance lasts (0 without one).
  @usableFromInline let incomingDuration: Double

  init(
    kind: TourAnimationKind, overlay: KeyframeSequence<Opacity>, skipControl: KeyframeSequence<Opacity>,
    cutout: KeyframeSequence<Shape>, incoming: CoachMarkTransition?, incomingStart: Double,
    outgoing: CoachMarkTransition?, idle: CoachMarkTransition?
  ) {
    self.kind = kind
    self.overlay = overlay
    self.skipControl = skipControl
    self.cutout = cutout
    self.incoming = incoming ?? CoachMarkTransition()
    self.incomingStart = incomingStart
    self.outgoing = outgoing ?? CoachMarkTransition()
    hasOutgoing = outgoing != nil
    self.idle = idle ?? CoachMarkTransition()
    cutoutFinal = cutout.finalValue
    incomingDuration = incoming?.duration ?? 0
  }

  /// The tour appearing with `cutout` highlighted.
  ///
  /// - Parameters:
  ///   - cutout: The first step's cut-out.
  ///   - style: The tour's durations and curves.
  ///   - step: The first step's own animations (its appearance and idle animation replace the tour's).
  /// - Returns: The transition.
  public static func presentation(
    cutout: Shape, style: TourAnimationStyle = .standard, step: CoachMarkAnimations = CoachMarkAnimations()
  ) -> TourAnimation {
    TourAnimation(
      kind: .presentation, overlay: style.overlayFade(from: .transparent, to: .opaque),
      skipControl: style.skipControlFadeIn,
      cutout: KeyframeSequence(from: cutout, to: cutout, timing: .holding(0, easing: .linear)),
      incoming: style.appearance(for: step), incomingStart: 0, outgoing: nil, idle: style.idle(for: step))
  }

  /// A step change: the cut-out morphs from `from` to `to` while the old coach mark disappears; the new
  /// coach mark appears once the old one is gone.
  ///
  /// - Parameters:
  ///   - from: The old step's cut-out.
  ///   - to: The new step's cut-out.
  ///   - style: The tour's durations and curves.
  ///   - leaving: The old step's own animations (its disappearance replaces the tour's).
  ///   - entering: The new step's own animations (its appearance and idle animation replace the tour's).
  /// - Returns: The transition.
  public static func stepChange(
    from: Shape, to: Shape, style: TourAnimationStyle = .standard, leaving: CoachMarkAnimations = CoachMarkAnimations(),
    entering: CoachMarkAnimations = CoachMarkAnimations()
  ) -> TourAnimation {
    let outgoing = style.disappearance(for: leaving)
    return TourAnimation(
      kind: .stepChange, overlay: style.overlayFade(from: .opaque, to: .opaque).jumpingToEnd,
      skipControl: style.skipControlFadeIn.jumpingToEnd, cutout: style.cutoutMorph(from: from, to: to),
      incoming: style.appearance(for: entering), incomingStart: outgoing.duration, outgoing: outgoing,
      idle: style.idle(for: entering))
  }

  /// The tour ending: the coach mark disappears while the overlay fades out.
  ///
  /// - Parameters:
  ///   - cutout: The last step's cut-out.
  ///   - style: The tour's durations and curves.
  ///   - step: The step's own animations (its disappearance replaces the tour's).
  /// - Returns: The transition.
  public static func dismissal(
    cutout: Shape, style: TourAnimationStyle = .standard, step: CoachMarkAnimations = CoachMarkAnimations()
  ) -> TourAnimation {
    TourAnimation(
      kind: .dismissal, overlay: style.overlayFade(from: .opaque, to: .transparent),
      skipControl: KeyframeSequence(
        from: .opaque, to: .transparent, timing: .holding(style.overlayFadeDuration, easing: style.overlayCurve)
      )
      .reduced(style.reducedMotion, isFade: true),
      cutout: KeyframeSequence(from: cutout, to: cutout, timing: .holding(0, easing: .linear)), incoming: nil,
      incomingStart: 0, outgoing: style.disappearance(for: step), idle: nil)
  }

  /// Whether the incoming coach mark plays an idle animation once it has appeared (which outlasts
  /// ``duration``, forever for a repeating one).
  public var hasIdleAnimation: Bool { idle.duration > 0 }

  /// How long the outgoing coach mark takes to disappear (0 when the transition has none).
  public var outgoingDuration: Double { hasOutgoing ? outgoing.duration : 0 }

  /// How long the transition runs, not counting an idle animation (which repeats until the next
  /// transition).
  public var duration: Double {
    Swift.max(
      overlay.timing.endTime, skipControl.timing.endTime, cutout.timing.endTime, outgoing.duration,
      incomingStart + incoming.duration)
  }

  /// Whether the transition has ended at a time (an idle animation may keep running).
  public func isFinished(at time: Double) -> Bool { time >= duration }

  /// The frame at `time` seconds since the transition started. `coachMarkFrame` is the current step's coach
  /// mark frame from layout and `outgoingCoachMarkFrame` the previous step's (defaults to the same).
  ///
  /// Inlinable so that it is specialised for the caller's shape type: sampled every frame, it should not
  /// go through generic code.
  @inlinable
  public func frame(at time: Double, coachMarkFrame: Rect, outgoingCoachMarkFrame: Rect? = nil) -> TourFrame<Shape> {
    let base = CoachMarkState(opacity: .opaque, transform: .identity, frame: coachMarkFrame)
    var coachMark = base
    var outgoingState: CoachMarkState?
    if kind == .dismissal {
      coachMark = outgoing.state(at: time, base: base)
    } else {
      let local = time - incomingStart
      coachMark = incoming.state(at: local, base: base)
      if local >= incomingDuration {
        coachMark = idle.state(at: local - incomingDuration, base: coachMark)
      }
      if kind == .stepChange, hasOutgoing {
        outgoingState = outgoing.state(at: time, base: CoachMarkState(frame: outgoingCoachMarkFrame ?? coachMarkFrame))
      }
    }
    return TourFrame(
      overlayOpacity: overlay.value(at: time, underlying: .opaque),
      skipControlOpacity: skipControl.value(at: time, underlying: .opaque),
      cutout: cutout.sample(at: time) ?? cutoutFinal,
      coachMark: coachMark, outgoingCoachMark: outgoingState)
  }
}
