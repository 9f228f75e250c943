import LodestarScene

/// How the overlay handles touches while a coach mark shows: taps on the dimmed area, touches in the cut-out,
/// and scroll gestures.
///
/// The defaults are Instructions': overlay taps count (when the tour's overlay reacts to taps at all), and
/// touches inside the cut-out stay with the overlay.
///
/// ```swift
/// let mark = CoachMark(
///   target: "compose", hint: "Tap to write a message.",
///   interaction: CoachMarkInteraction(isUserInteractionEnabledInsideCutoutPath: true))
/// ```
public struct CoachMarkInteraction: Sendable, Hashable {
  /// Whether taps on the dimmed overlay are handled while the coach mark shows.
  public var isOverlayInteractionEnabled: Bool
  /// Whether a tap on the overlay outside the coach mark ends the tour instead of advancing.
  public var dismissesOnOutsideTap: Bool
  /// Whether touches inside the cut-out pass through to the app.
  public var isUserInteractionEnabledInsideCutoutPath: Bool
  /// Whether every touch passes through to the app (Instructions' `areTouchEventsForwarded`).
  public var forwardsAllTouches: Bool
  /// Where touches are forwarded to the targets.
  public var forwardingRegion: ForwardingRegion
  /// Whether a scroll gesture that starts on the dimmed overlay reaches the scroll view under it.
  public var passesScrollGestures: Bool

  /// Creates the interaction settings; each parameter sets the ``CoachMark`` property of the same name, whose
  /// documentation says how it is used.
  ///
  /// - Parameters:
  ///   - isOverlayInteractionEnabled: Whether overlay taps are handled. Default true.
  ///   - dismissesOnOutsideTap: Whether an outside tap ends the tour (reason `.outsideTap`). Default false.
  ///   - isUserInteractionEnabledInsideCutoutPath: Whether touches in the cut-out reach the app. Default false.
  ///   - forwardsAllTouches: Whether every touch reaches the app. Default false.
  ///   - forwardingRegion: Where touches are forwarded to the targets. Default: the opening's shape.
  ///   - passesScrollGestures: Whether scroll gestures on the overlay reach the app. Default false.
  public init(
    isOverlayInteractionEnabled: Bool = true,
    dismissesOnOutsideTap: Bool = false,
    isUserInteractionEnabledInsideCutoutPath: Bool = false,
    forwardsAllTouches: Bool = false,
    forwardingRegion: ForwardingRegion = .openingShape,
    passesScrollGestures: Bool = false
  ) {
    self.isOverlayInteractionEnabled = isOverlayInteractionEnabled
    self.dismissesOnOutsideTap = dismissesOnOutsideTap
    self.isUserInteractionEnabledInsideCutoutPath = isUserInteractionEnabledInsideCutoutPath
    self.forwardsAllTouches = forwardsAllTouches
    self.forwardingRegion = forwardingRegion
    self.passesScrollGestures = passesScrollGestures
  }
}
