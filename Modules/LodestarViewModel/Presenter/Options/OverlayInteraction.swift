/// How the overlay treats touches on every step: the tour-wide switches Instructions sets on its
/// controller's overlay. A coach mark's own ``CoachMarkInteraction`` can turn each on for its step.
public struct OverlayInteraction: Sendable, Hashable {
  /// Whether the overlay reacts to taps at all (Instructions' `overlay.isUserInteractionEnabled`). Default
  /// `false`: a tap on the dimmed overlay does nothing. When it is on, a step's own
  /// ``CoachMark/isOverlayInteractionEnabled`` decides for that step.
  public var isOverlayInteractionEnabled: Bool
  /// Whether touches inside every step's cut-out pass through to the app
  /// (`isUserInteractionEnabledInsideCutoutPath`). Default `false`.
  public var isUserInteractionEnabledInsideCutoutPath: Bool
  /// Whether every touch passes through to the app, on every step (`areTouchEventsForwarded`). Default
  /// `false`.
  public var forwardsAllTouches: Bool

  /// Creates the overlay's interaction settings; each parameter sets the property of the same name.
  ///
  /// - Parameters:
  ///   - isOverlayInteractionEnabled: Whether the overlay reacts to taps at all.
  ///   - isUserInteractionEnabledInsideCutoutPath: Whether touches inside every cut-out pass through.
  ///   - forwardsAllTouches: Whether every touch passes through to the app.
  public init(
    isOverlayInteractionEnabled: Bool = false, isUserInteractionEnabledInsideCutoutPath: Bool = false,
    forwardsAllTouches: Bool = false
  ) {
    self.isOverlayInteractionEnabled = isOverlayInteractionEnabled
    self.isUserInteractionEnabledInsideCutoutPath = isUserInteractionEnabledInsideCutoutPath
    self.forwardsAllTouches = forwardsAllTouches
  }
}
