import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// Where a presentation is attached: the element the overlay goes into and, when that element is in a
  /// window the ``ApplicationModel`` knows, the window and its scene.
  public struct PresentationHost: Sendable, Hashable, Codable {
    /// The element the overlay is added to: the explicit host, or the root element of the chosen window.
    public var element: ElementID
    /// The window the host element is in, or `nil` for an explicit host outside any known window.
    public var window: WindowID?
    /// The scene of ``window``, or `nil` when there is no window. Disconnecting it loses the host.
    public var scene: SceneID?
    /// The rule that chose this host.
    public var rule: HostRule

    /// Creates a host description.
    public init(element: ElementID, window: WindowID?, scene: SceneID?, rule: HostRule) {
      self.element = element
      self.window = window
      self.scene = scene
      self.rule = rule
    }

    /// A host at a window's root element.
    init(window: ApplicationModel.Window, rule: HostRule) {
      self.init(element: window.rootElement, window: window.id, scene: window.scene, rule: rule)
    }
  }
#endif
