import LodestarFlow

/// What a tap on a step's dimmed overlay may do (Instructions' overlay interaction, PolarisGuideKit's
/// outside-tap dismissal).
public struct OverlayTapPolicy: Sendable, Hashable, Codable {
  /// Whether taps on the overlay are handled at all (Instructions' overlay `isUserInteractionEnabled`,
  /// off by default).
  public var isOverlayInteractionEnabled: Bool
  /// Whether a handled tap dismisses the tour (``/LodestarFlow/DismissReason/outsideTap``) instead of advancing.
  public var dismissesOnOutsideTap: Bool

  /// Creates a policy; by default taps on the overlay do nothing.
  public init(isOverlayInteractionEnabled: Bool = false, dismissesOnOutsideTap: Bool = false) {
    self.isOverlayInteractionEnabled = isOverlayInteractionEnabled
    self.dismissesOnOutsideTap = dismissesOnOutsideTap
  }

  /// The policy of a step, from its flags.
  public init<Content>(step: TourStep<Content>) {
    self.init(
      isOverlayInteractionEnabled: step.isOverlayInteractionEnabled, dismissesOnOutsideTap: step.dismissesOnOutsideTap)
  }
}
