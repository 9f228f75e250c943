import LodestarGeometry

/// The durations and curves of a tour's transitions: the defaults users get, and the reduced-motion switch.
///
/// Defaults follow the anchors: the overlay fades in and out over 0.3 s and the coach mark appears and
/// disappears over 0.3 s (Instructions); the skip control starts fading in (over 0.3 s) 0.3 s after the
/// overlay starts, that is as the overlay's fade ends (Instructions' "after the overlay"); the cut-out
/// morphs between consecutive steps over 0.25 s (PolarisGuideKit's duration) with a configurable curve,
/// ease-in-ease-out by default.
public struct TourAnimationStyle: Sendable {
  /// How long the overlay fades in or out.
  public let overlayFadeDuration: Double
  /// The overlay fade's curve.
  public let overlayCurve: TimingFunction
  /// How long after the overlay's fade-in starts the skip control starts fading in.
  public let skipControlDelay: Double
  /// How long the skip control fades in.
  public let skipControlFadeDuration: Double
  /// How long the cut-out morphs from one step's shape to the next.
  public let cutoutMorphDuration: Double
  /// The cut-out morph's curve.
  public let cutoutMorphCurve: TimingFunction
  /// How a coach mark appears.
  public let coachMarkAppearance: CoachMarkTransition
  /// How a coach mark disappears.
  public let coachMarkDisappearance: CoachMarkTransition
  /// The idle animation that starts once a coach mark has appeared, if any.
  public let coachMarkIdle: CoachMarkTransition?
  /// The reduced-motion switch; every transition built from this style honours it. The default,
  /// ``ReducedMotion/off``, is full motion *unless the reader asked for less*: a presenter given the reader's
  /// settings (LodestarViewModel's `ReaderSettings`, which a renderer passes with every frame) cross-fades when
  /// the system's Reduce Motion is on.
  public var reducedMotion: ReducedMotion

  /// The coach mark's appearance, disappearance and idle animation, as one value (the three properties
  /// above).
  public var coachMark: CoachMarkAnimations {
    CoachMarkAnimations(appearance: coachMarkAppearance, disappearance: coachMarkDisappearance, idle: coachMarkIdle)
  }

  /// Creates a style; each parameter sets the property of the same name.
  ///
  /// - Parameters:
  ///   - overlayFadeDuration: How long the overlay fades in or out, in seconds. Default 0.3.
  ///   - overlayCurve: The overlay fade's curve. Default ease-in-ease-out.
  ///   - skipControlDelay: How long after the overlay's fade-in starts the skip control starts fading in, in
  ///     seconds. Default 0.3.
  ///   - skipControlFadeDuration: How long the skip control fades in, in seconds. Default 0.3.
  ///   - cutoutMorphDuration: How long the cut-out morphs between steps, in seconds. Default 0.25.
  ///   - cutoutMorphCurve: The cut-out morph's curve. Default ease-in-ease-out.
  ///   - coachMark: How every coach mark appears, disappears and idles; an animation left `nil` keeps the
  ///     default (``CoachMarkTransition/fadeIn``, ``CoachMarkTransition/fadeOut``, no idle animation). A step's own
  ///     ``CoachMarkAnimations`` replace these for that step.
  ///   - reducedMotion: The reduced-motion switch. Default ``ReducedMotion/off``: full motion, reduced when the
  ///     reader's settings ask for it.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for a duration that is negative or
  ///   not finite, or a delay that is not finite.
  public init(
    overlayFadeDuration: Double = 0.3, overlayCurve: TimingFunction = .easeInEaseOut, skipControlDelay: Double = 0.3,
    skipControlFadeDuration: Double = 0.3, cutoutMorphDuration: Double = 0.25,
    cutoutMorphCurve: TimingFunction = .easeInEaseOut, coachMark: CoachMarkAnimations = CoachMarkAnimations(),
    reducedMotion: ReducedMotion = .off
  ) throws {
    let notNegative = "finite and not negative"
    try AnimationError.check("overlayFadeDuration", overlayFadeDuration, expected: notNegative) { $0 >= 0 }
    try AnimationError.check("skipControlDelay", skipControlDelay, expected: "finite") { _ in true }
    try AnimationError.check("skipControlFadeDuration", skipControlFadeDuration, expected: notNegative) { $0 >= 0 }
    try AnimationError.check("cutoutMorphDuration", cutoutMorphDuration, expected: notNegative) { $0 >= 0 }
    self.overlayFadeDuration = overlayFadeDuration
    self.overlayCurve = overlayCurve
    self.skipControlDelay = skipControlDelay
    self.skipControlFadeDuration = skipControlFadeDuration
    self.cutoutMorphDuration = cutoutMorphDuration
    self.cutoutMorphCurve = cutoutMorphCurve
    coachMarkAppearance = coachMark.appearance ?? .fadeIn
    coachMarkDisappearance = coachMark.disappearance ?? .fadeOut
    coachMarkIdle = coachMark.idle
    self.reducedMotion = reducedMotion
  }

  /// The defaults (see ``TourAnimationStyle``).
  public static let standard = TourAnimationStyle(
    validatedOverlayFadeDuration: 0.3, skipControlDelay: 0.3, skipControlFadeDuration: 0.3, cutoutMorphDuration: 0.25)

  init(
    validatedOverlayFadeDuration overlayFadeDuration: Double, skipControlDelay: Double,
    skipControlFadeDuration: Double, cutoutMorphDuration: Double
  ) {
    self.overlayFadeDuration = overlayFadeDuration
    overlayCurve = .easeInEaseOut
    self.skipControlDelay = skipControlDelay
    self.skipControlFadeDuration = skipControlFadeDuration
    self.cutoutMorphDuration = cutoutMorphDuration
    cutoutMorphCurve = .easeInEaseOut
    coachMarkAppearance = .fadeIn
    coachMarkDisappearance = .fadeOut
    coachMarkIdle = nil
    reducedMotion = .off
  }

  /// The overlay's fade from `from` to `to`, honouring reduced motion (a fade survives
  /// ``ReducedMotion/crossFade``).
  func overlayFade(from: Opacity, to: Opacity) -> KeyframeSequence<Opacity> {
    KeyframeSequence(from: from, to: to, timing: .holding(overlayFadeDuration, easing: overlayCurve))
      .reduced(reducedMotion, isFade: true)
  }

  /// The skip control's fade-in, honouring reduced motion.
  var skipControlFadeIn: KeyframeSequence<Opacity> {
    KeyframeSequence(
      from: .transparent, to: .opaque,
      timing: .holding(skipControlFadeDuration, delay: skipControlDelay, easing: overlayCurve)
    ).reduced(reducedMotion, isFade: true)
  }

  /// The cut-out morph between two shapes, honouring reduced motion (a morph is movement).
  func cutoutMorph<Shape: Interpolatable & Sendable>(from: Shape, to: Shape) -> KeyframeSequence<Shape> {
    KeyframeSequence(from: from, to: to, timing: .holding(cutoutMorphDuration, easing: cutoutMorphCurve))
      .reduced(reducedMotion, isFade: false)
  }

}
