import LodestarScene

extension TourDocument {
  /// How a step handles taps on the overlay, in the cut-out and on the target (`"interaction"`). The
  /// defaults are Instructions' coach-mark defaults.
  public struct Interaction: Sendable, Hashable {
    /// Whether a tap on the overlay advances to the next step (`"overlayTapAdvances"`, default `true`:
    /// Instructions' `isOverlayInteractionEnabled`); it counts only when the tour's `"overlayTaps"` option is
    /// on (``TourDocument/Options/overlayTaps``).
    public var overlayTapAdvances: Bool
    /// Whether a tap outside the coach mark ends the tour with reason `.outsideTap`
    /// (`"dismissesOnOutsideTap"`, default `false`; takes precedence over ``overlayTapAdvances``).
    public var dismissesOnOutsideTap: Bool
    /// Whether touches inside the cut-out reach the app (`"allowsInteractionInsideCutout"`, default
    /// `false`: Instructions' `isUserInteractionEnabledInsideCutoutPath`).
    public var allowsInteractionInsideCutout: Bool
    /// Whether every touch passes through the overlay to the app (`"forwardsAllTouches"`, default `false`:
    /// Instructions' `areTouchEventsForwarded`).
    public var forwardsAllTouches: Bool
    /// Which region forwards touches to the target when interaction inside the cut-out is allowed
    /// (`"forwardingRegion"`, default `.opening`).
    public var forwardingRegion: ForwardingRegion
    /// Whether scroll gestures that start on the overlay reach the scroll view under it
    /// (`"passesScrollGestures"`); by default they are blocked with every other touch.
    public var passesScrollGestures: Bool

    /// Creates interaction flags; every parameter has the format's default.
    public init(
      overlayTapAdvances: Bool = true,
      dismissesOnOutsideTap: Bool = false,
      allowsInteractionInsideCutout: Bool = false,
      forwardsAllTouches: Bool = false,
      forwardingRegion: ForwardingRegion = .opening,
      passesScrollGestures: Bool = false
    ) {
      self.overlayTapAdvances = overlayTapAdvances
      self.dismissesOnOutsideTap = dismissesOnOutsideTap
      self.allowsInteractionInsideCutout = allowsInteractionInsideCutout
      self.forwardsAllTouches = forwardsAllTouches
      self.forwardingRegion = forwardingRegion
      self.passesScrollGestures = passesScrollGestures
    }
  }

  /// The region whose touches are forwarded into the highlighted target (`"forwardingRegion"`).
  public enum ForwardingRegion: String, Sendable, Hashable, CaseIterable {
    /// The opening's shape (Instructions: the cut-out path).
    case opening
    /// The target's bounds, including dimmed corners of a circle (PolarisGuideKit).
    case targetBounds
  }

  /// What happens when a step's primary target cannot be found (`"onMissingTarget"`).
  public enum MissingTargetPolicy: String, Sendable, Hashable, CaseIterable {
    /// Skip the step in the travel direction.
    case skip
    /// Show the coach mark centred, without a cut-out.
    case showCentered
    /// End the tour with reason `.targetMissing`.
    case end
  }

  /// Whether a step's target in a scroll container is scrolled into view before the step shows (`"reveal"`),
  /// and where it ends up: CSSOM View's `scrollIntoView` alignment, or `"none"`.
  public enum Reveal: String, Sendable, Hashable, CaseIterable {
    /// As little scrolling as shows the whole target (the default).
    case nearest
    /// The target at the start (top, leading edge) of the visible area.
    case start
    /// The target at the centre of the visible area.
    case center
    /// The target at the end (bottom, trailing edge) of the visible area.
    case end
    /// No scrolling: a target out of view shows as it is when part of it can be seen, and is missing otherwise.
    case off = "none"
  }
}
