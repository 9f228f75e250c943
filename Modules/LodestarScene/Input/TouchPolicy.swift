/// How a step's overlay treats touches (Instructions' per-coach-mark flags, plus the forwarding region).
public struct TouchPolicy: Sendable, Hashable, Codable {
  /// Whether every touch passes through the overlay to the app (Instructions' `areTouchEventsForwarded`).
  public var forwardsAllTouches: Bool
  /// Whether touches inside the cut-out reach the app (Instructions'
  /// `isUserInteractionEnabledInsideCutoutPath`, PolarisGuideKit's forwarding).
  public var allowsInteractionInsideCutout: Bool
  /// Which area forwards touches when interaction inside the cut-out is allowed.
  public var forwardingRegion: ForwardingRegion

  /// Creates a policy; by default every touch on the overlay is blocked and the forwarding region is the
  /// opening.
  public init(
    forwardsAllTouches: Bool = false, allowsInteractionInsideCutout: Bool = false,
    forwardingRegion: ForwardingRegion = .openingShape
  ) {
    self.forwardsAllTouches = forwardsAllTouches
    self.allowsInteractionInsideCutout = allowsInteractionInsideCutout
    self.forwardingRegion = forwardingRegion
  }
}
