#if LODESTAR_WINDOWING
  /// What a scene is for, as UIKit's `UISceneSession.Role` describes it. Only application scenes can host a
  /// tour found by automatic lookup.
  public enum SceneRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// An interactive scene of the app's main user interface.
    case application
    /// A scene on an external display that does not receive touches.
    case externalDisplayNonInteractive
  }
#endif
