import LodestarGeometry
import LodestarHostTree

/// The overlay's interaction flags for the step shown, and where touches are forwarded to the targets.
public struct SceneInteraction: Sendable, Hashable {
  /// Whether taps on the dimmed overlay are handled (advance or dismiss): the tour's switch
  /// (`TourPresenterOptions.isOverlayInteractionEnabled`, off by default) and the step's flag together.
  public var isOverlayInteractionEnabled: Bool
  /// Whether a tap on the overlay outside the coach mark ends the tour with reason `.outsideTap` instead of
  /// advancing (see ``OverlayTapPolicy/init(interaction:)``); only while ``isOverlayInteractionEnabled``.
  public var dismissesOnOutsideTap: Bool
  /// Whether touches inside the opening pass through to the app.
  public var allowsInteractionInsideCutout: Bool
  /// Whether every touch passes through to the app (Instructions' `areTouchEventsForwarded`).
  public var forwardsAllTouches: Bool
  /// Which area forwards touches to the highlighted targets.
  public var forwardingRegion: ForwardingRegion
  /// The highlighted targets, primary first.
  public var targetIDs: [ElementID]
  /// The targets' frames in overlay space, in the order of ``targetIDs``.
  public var targetFrames: [Rect]
  /// The part of each target that can be seen, in the order of ``targetIDs``: its frame clipped by every
  /// ancestor that clips (a scroll container, the root) and by the screen; ``/LodestarGeometry/Rect/null`` when
  /// nothing of it can be seen. Empty in a scene built without them: then the frames clipped by the screen
  /// count.
  public var targetVisibleFrames: [Rect]
  /// Whether scroll gestures that start on the overlay reach the scroll view under it
  /// (``TourScene/passesScrollGesture(at:)``).
  public var passesScrollGestures: Bool

  /// Creates interaction flags.
  ///
  /// - Parameters:
  ///   - isOverlayInteractionEnabled: Whether taps on the dimmed overlay are handled.
  ///   - dismissesOnOutsideTap: Whether a tap outside the coach mark ends the tour.
  ///   - allowsInteractionInsideCutout: Whether touches inside the opening pass through.
  ///   - forwardsAllTouches: Whether every touch passes through.
  ///   - forwardingRegion: Which area forwards touches to the targets.
  ///   - targetIDs: The highlighted targets, primary first.
  ///   - targetFrames: Their frames in overlay space.
  ///   - targetVisibleFrames: The part of each that can be seen.
  ///   - passesScrollGestures: Whether scroll gestures that start on the overlay reach the scroll view under it.
  public init(
    isOverlayInteractionEnabled: Bool = true,
    dismissesOnOutsideTap: Bool = false,
    allowsInteractionInsideCutout: Bool = false,
    forwardsAllTouches: Bool = false,
    forwardingRegion: ForwardingRegion = .openingShape,
    targetIDs: [ElementID] = [],
    targetFrames: [Rect] = [],
    targetVisibleFrames: [Rect] = [],
    passesScrollGestures: Bool = false
  ) {
    self.isOverlayInteractionEnabled = isOverlayInteractionEnabled
    self.dismissesOnOutsideTap = dismissesOnOutsideTap
    self.allowsInteractionInsideCutout = allowsInteractionInsideCutout
    self.forwardsAllTouches = forwardsAllTouches
    self.forwardingRegion = forwardingRegion
    self.targetIDs = targetIDs
    self.targetFrames = targetFrames
    self.targetVisibleFrames = targetVisibleFrames
    self.passesScrollGestures = passesScrollGestures
  }
}

/// The area in which a touch is forwarded to a highlighted target.
public enum ForwardingRegion: String, Sendable, Hashable, Codable, CaseIterable {
  /// The opening's shape (Instructions): a circle's corners stay blocked.
  case openingShape
  /// The target's bounds (PolarisGuideKit): dimmed corners inside the bounds forward too.
  case targetBounds
}
