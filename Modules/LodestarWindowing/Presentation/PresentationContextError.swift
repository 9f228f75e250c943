import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// Why a ``PresentationContext`` cannot place the overlay now.
  public enum PresentationContextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The element the context names is not in the host tree.
    case elementNotFound(ElementID)
    /// The element is not in a window of the application model (Instructions' `.currentWindow(of:)` with
    /// a controller whose window is `nil`: start the tour once the element is on screen).
    case elementNotInWindow(ElementID)
    /// The element's window belongs to a scene that is not connected.
    case sceneNotConnected(window: WindowID, scene: SceneID)

    /// A sentence saying what went wrong and with which element.
    public var description: String {
      switch self {
      case .elementNotFound(let id): "the element \"\(id)\" is not in the host tree"
      case .elementNotInWindow(let id): "the element \"\(id)\" is not in a window yet; start the tour once it is"
      case .sceneNotConnected(let window, let scene):
        "the window \"\(window)\" belongs to scene \"\(scene)\", which is not connected"
      }
    }
  }
#endif
