import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarGeometry
  import LodestarViewModel

  extension ApplicationModel {
    /// A window of one of the app's scenes.
    public struct Window: Sendable, Hashable, Codable, Identifiable {
      /// The window's identifier.
      public var id: WindowID
      /// The scene the window belongs to.
      public var scene: SceneID
      /// The window's bounds, in its screen's coordinate space.
      public var bounds: Rect
      /// The window's stacking level.
      public var level: OverlayWindowLevel
      /// Whether the window is its scene's key window (the one receiving keyboard and non-touch events).
      public var isKey: Bool
      /// Whether the window is hidden.
      public var isHidden: Bool
      /// The root element of the window's host tree: every element that descends from it is in this window.
      public var rootElement: ElementID

      /// Creates a window.
      public init(
        id: WindowID,
        scene: SceneID,
        bounds: Rect,
        level: OverlayWindowLevel = .normal,
        isKey: Bool = false,
        isHidden: Bool = false,
        rootElement: ElementID
      ) {
        self.id = id
        self.scene = scene
        self.bounds = bounds
        self.level = level
        self.isKey = isKey
        self.isHidden = isHidden
        self.rootElement = rootElement
      }

      /// Whether automatic host lookup may present a tour in this window: an ordinary app window
      /// (level ``OverlayWindowLevel/normal``, so never a tour's own window) that is not hidden and has non-empty,
      /// finite bounds.
      public var isSuitableHost: Bool {
        level == .normal && !isHidden && bounds.isFinite && !bounds.isEmpty
      }
    }
  }
#endif
