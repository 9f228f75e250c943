#if LODESTAR_WINDOWING
  /// Where a scene is in its life cycle, as UIKit's `UIScene.ActivationState` describes it.
  public enum SceneActivationState: String, Sendable, Hashable, Codable, CaseIterable {
    /// The scene is connected but not yet attached to the user interface.
    case unattached
    /// The scene is on screen and receives events.
    case foregroundActive
    /// The scene is on screen but does not receive events (for example behind a system alert).
    case foregroundInactive
    /// The scene is off screen.
    case background
  }
#endif
