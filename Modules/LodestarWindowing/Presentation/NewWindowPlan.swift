#if LODESTAR_WINDOWING
  import LodestarGeometry

  /// The window a tour creates for ``PresentationContext/newWindow(over:level:)``: which scene it joins,
  /// its bounds and its level. The controller creates the window, adds it to the application model and
  /// presents in it.
  public struct NewWindowPlan: Sendable, Hashable, Codable {
    /// The scene the new window joins.
    public var scene: SceneID
    /// The new window's bounds: those of the window it is presented over.
    public var bounds: Rect
    /// The new window's level.
    public var level: OverlayWindowLevel
    /// What the platform would warn about, if anything (a level at or above the status bar's).
    public var warning: PresentationWarning?

    /// Creates a plan.
    public init(scene: SceneID, bounds: Rect, level: OverlayWindowLevel, warning: PresentationWarning? = nil) {
      self.scene = scene
      self.bounds = bounds
      self.level = level
      self.warning = warning
    }
  }
#endif
