import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// The app's screens, connected scenes and windows: a value the app keeps current (from its scene and
  /// window life-cycle callbacks) and hands to Lodestar.
  ///
  /// Lodestar never reads global application state; everything window-level it decides (automatic host
  /// lookup, where a new window goes, whether a bound scene went away) comes from this value. Compare two
  /// snapshots with ``ApplicationChange/diff(from:to:)`` to get the notifications between them, or let an
  /// ``ApplicationTracker`` do it.
  ///
  /// Lookups return the first match in array order, so a model with duplicate identifiers still answers;
  /// ``problems`` lists such inconsistencies.
  public struct ApplicationModel: Sendable, Hashable, Codable {
    /// The screens, main screen first.
    public var screens: [Screen]
    /// The connected scenes.
    public var scenes: [Scene]
    /// The windows of the connected scenes, back to front.
    public var windows: [Window]

    /// Creates a model.
    public init(screens: [Screen] = [], scenes: [Scene] = [], windows: [Window] = []) {
      self.screens = screens
      self.scenes = scenes
      self.windows = windows
    }

    /// The screen with an identifier, if any.
    public func screen(_ id: ScreenID) -> Screen? {
      screens.first { $0.id == id }
    }

    /// The connected scene with an identifier, if any.
    public func scene(_ id: SceneID) -> Scene? {
      scenes.first { $0.id == id }
    }

    /// The window with an identifier, if any.
    public func window(_ id: WindowID) -> Window? {
      windows.first { $0.id == id }
    }

    /// The window whose host tree has `element` as its root, if any.
    public func window(rootedAt element: ElementID) -> Window? {
      windows.first { $0.rootElement == element }
    }

    /// The windows of a scene, back to front.
    public func windows(in scene: SceneID) -> [Window] {
      windows.filter { $0.scene == scene }
    }

    /// A scene's key window: its first window marked key, if any.
    public func keyWindow(in scene: SceneID) -> Window? {
      windows.first { $0.scene == scene && $0.isKey }
    }

    /// Whether a scene with this identifier is connected.
    public func isConnected(_ scene: SceneID) -> Bool {
      scenes.contains { $0.id == scene }
    }
  }
#endif
