import LodestarHostTree

extension TourDocument.Step {
  /// How a step finds its target: which target the coach mark points at, how long the step waits for it,
  /// whether it is scrolled into view, and the host (screen) it lives on. Each value is the document's key of
  /// the same name.
  public struct Targeting: Sendable, Hashable {
    /// The target the coach mark points at (`"primaryTarget"`); `nil` for the first target.
    public var primaryTarget: ElementID?
    /// What happens when the primary target cannot be found (`"onMissingTarget"`).
    public var onMissingTarget: TourDocument.MissingTargetPolicy
    /// How long to wait for a missing target, in seconds (`"targetWaitTimeout"`).
    public var targetWaitTimeout: Double
    /// Whether the target is scrolled into view before the step shows (`"reveal"`); `nil` for the tour's.
    public var reveal: TourDocument.Reveal?
    /// The host (screen) the step lives on (`"host"`); `nil` for whichever host the tour is shown on.
    public var host: ElementID?

    /// Creates the targeting of a step; the defaults are the format's.
    ///
    /// - Parameters:
    ///   - primaryTarget: The target the coach mark points at. Default: the first target.
    ///   - onMissingTarget: What happens when the target cannot be found. Default: the step is skipped.
    ///   - targetWaitTimeout: How long to wait for a missing target, in seconds. Default 0: no wait.
    ///   - reveal: Whether the target is scrolled into view. Default: the tour's ``TourDocument/Options/reveal``.
    ///   - host: The host the step lives on. Default: any host.
    public init(
      primaryTarget: ElementID? = nil, onMissingTarget: TourDocument.MissingTargetPolicy = .skip,
      targetWaitTimeout: Double = 0, reveal: TourDocument.Reveal? = nil, host: ElementID? = nil
    ) {
      self.primaryTarget = primaryTarget
      self.onMissingTarget = onMissingTarget
      self.targetWaitTimeout = targetWaitTimeout
      self.reveal = reveal
      self.host = host
    }
  }

  /// How a step looks and sounds: where its coach mark goes, the shape of its openings, where the tour is
  /// presented, and the sound it plays. Each value is the document's key of the same name.
  public struct Appearance: Sendable, Hashable {
    /// Where the coach mark goes relative to the primary target (`"placement"`).
    public var placement: TourDocument.StepPlacement
    /// The shape of each target's opening (`"focusStyle"`).
    public var focusStyle: TourDocument.FocusStyle
    /// Where the tour is presented while the step shows (`"presentation"`).
    public var presentation: TourDocument.Presentation
    /// The sound the step plays while it shows (`"audioCue"`), or `nil` for none.
    public var audioCue: TourDocument.AudioCue?

    /// Creates the appearance of a step; the defaults are the format's.
    ///
    /// - Parameters:
    ///   - placement: Where the coach mark goes. Default: Instructions' automatic layout.
    ///   - focusStyle: The shape of each opening. Default: the frame grown by 4 with a corner radius of 4.
    ///   - presentation: Where the tour is presented. Default: in the host.
    ///   - audioCue: The sound the step plays. Default: none.
    public init(
      placement: TourDocument.StepPlacement = .coachMark, focusStyle: TourDocument.FocusStyle = .default,
      presentation: TourDocument.Presentation = .host, audioCue: TourDocument.AudioCue? = nil
    ) {
      self.placement = placement
      self.focusStyle = focusStyle
      self.presentation = presentation
      self.audioCue = audioCue
    }
  }

  /// The step's targeting, as one value: ``primaryTarget``, ``onMissingTarget``, ``targetWaitTimeout``,
  /// ``reveal`` and ``host``.
  public var targeting: Targeting {
    get {
      Targeting(
        primaryTarget: primaryTarget, onMissingTarget: onMissingTarget, targetWaitTimeout: targetWaitTimeout,
        reveal: reveal, host: host)
    }
    set {
      primaryTarget = newValue.primaryTarget
      onMissingTarget = newValue.onMissingTarget
      targetWaitTimeout = newValue.targetWaitTimeout
      reveal = newValue.reveal
      host = newValue.host
    }
  }

  /// The step's appearance, as one value: ``placement``, ``focusStyle``, ``presentation`` and ``audioCue``.
  public var appearance: Appearance {
    get { Appearance(placement: placement, focusStyle: focusStyle, presentation: presentation, audioCue: audioCue) }
    set {
      placement = newValue.placement
      focusStyle = newValue.focusStyle
      presentation = newValue.presentation
      audioCue = newValue.audioCue
    }
  }
}
