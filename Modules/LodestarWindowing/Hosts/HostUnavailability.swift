import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// Why host resolution found no host (PolarisGuideKit's `show` returning `false`), and what helps.
  public enum HostUnavailability: Sendable, Hashable, CustomStringConvertible {
    /// Rule 1: the explicit host is not in the host tree.
    case hostNotFound(ElementID)
    /// Rules 1 and 2: the focus (after `HostTree.resolve(_:)`) is not in the host tree.
    case focusNotFound(ElementID)
    /// Rule 1: the focus is not the explicit host nor one of its descendants.
    case focusOutsideHost(focus: ElementID, host: ElementID)
    /// Rule 2: the focus is not in a window: its ancestor chain does not reach a root (`attachment` says
    /// why), or it reaches a root (`attachment` is `HostAttachment.attached(root:depth:)`)
    /// that is not the root element of any window of the application model.
    case focusNotInWindow(focus: ElementID, attachment: HostAttachment)
    /// Rule 2: the focus's window belongs to a scene that is not connected.
    case sceneNotConnected(window: WindowID, scene: SceneID)
    /// Rule 3: the focus resolver returned `nil` and no host was given.
    case focusResolverReturnedNil
    /// Rule 4: no application scene is foreground active (non-interactive external-display scenes never
    /// count).
    case noActiveApplicationScene
    /// Rule 4: several application scenes are foreground active, so the lookup is ambiguous.
    case severalActiveApplicationScenes([SceneID])
    /// Rule 4: the active application scene has no suitable window (see
    /// ``ApplicationModel/Window/isSuitableHost``).
    case noSuitableWindow(scene: SceneID)
    /// Rule 4: the active application scene has several suitable windows and not exactly one of them is key.
    case ambiguousWindows(scene: SceneID, windows: [WindowID])

    /// What the app can do about it.
    public var remedy: HostResolutionRemedy {
      switch self {
      case .severalActiveApplicationScenes, .ambiguousWindows: .supplyHost
      case .hostNotFound, .focusNotFound, .focusOutsideHost, .focusNotInWindow, .sceneNotConnected,
        .focusResolverReturnedNil, .noActiveApplicationScene, .noSuitableWindow:
        .retryLater
      }
    }

    /// A sentence saying why no host was found.
    public var description: String {
      switch self {
      case .hostNotFound(let host): "the host \"\(host)\" is not in the host tree"
      case .focusNotFound(let focus): "the focus \"\(focus)\" is not in the host tree"
      case .focusOutsideHost(let focus, let host): "the focus \"\(focus)\" is not inside the host \"\(host)\""
      case .focusNotInWindow(let focus, let attachment): Self.notInWindow(focus, attachment)
      case .sceneNotConnected(let window, let scene):
        "the focus's window \"\(window)\" belongs to scene \"\(scene)\", which is not connected"
      case .focusResolverReturnedNil: "the focus resolver returned nil and no host was given"
      case .noActiveApplicationScene: "no application scene is foreground active"
      case .severalActiveApplicationScenes(let scenes):
        "several application scenes are foreground active (\(Self.list(scenes))); give the tour a host"
      case .noSuitableWindow(let scene): "the active scene \"\(scene)\" has no suitable window"
      case .ambiguousWindows(let scene, let windows):
        "the active scene \"\(scene)\" has several suitable windows (\(Self.list(windows))) and no single "
          + "key window; give the tour a host"
      }
    }

    private static func notInWindow(_ focus: ElementID, _ attachment: HostAttachment) -> String {
      switch attachment {
      case .attached(let root, _): "the focus \"\(focus)\" is under \"\(root)\", which is not a window's root"
      case .missing(let id): "the focus \"\(focus)\" is not in a window: its ancestor \"\(id)\" is missing"
      case .detached(let topmost): "the focus \"\(focus)\" is not in a window: \"\(topmost)\" has no parent"
      case .tooDeep(let element): "the focus \"\(focus)\" is not in a window: its ancestors loop at \"\(element)\""
      }
    }

    private static func list(_ ids: [some CustomStringConvertible]) -> String {
      ids.map { "\"\($0)\"" }.joined(separator: ", ")
    }
  }

  /// What helps when host resolution found no host.
  public enum HostResolutionRemedy: String, Sendable, Hashable, Codable, CaseIterable {
    /// The situation is transient (the focus is not in a window yet, nothing is active): retry `show` later.
    case retryLater
    /// The lookup is ambiguous: retrying does not help until the app's state changes; give the tour an
    /// explicit host.
    case supplyHost
  }
#endif
