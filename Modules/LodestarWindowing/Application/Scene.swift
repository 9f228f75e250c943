#if LODESTAR_WINDOWING
  extension ApplicationModel {
    /// A connected scene: one instance of the app's user interface, showing on one screen.
    ///
    /// An app without scenes (the legacy application life cycle) models its user interface as a single
    /// ``SceneRole/application`` scene whose activation state follows the application's.
    public struct Scene: Sendable, Hashable, Codable, Identifiable {
      /// The scene's identifier.
      public var id: SceneID
      /// What the scene is for.
      public var role: SceneRole
      /// Where the scene is in its life cycle.
      public var activationState: SceneActivationState
      /// The screen the scene shows on.
      public var screen: ScreenID

      /// Creates a scene.
      public init(
        id: SceneID, role: SceneRole = .application, activationState: SceneActivationState, screen: ScreenID
      ) {
        self.id = id
        self.role = role
        self.activationState = activationState
        self.screen = screen
      }
    }
  }
#endif
