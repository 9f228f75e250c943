import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  extension PresentationContext {
    /// Where this context puts the overlay, given the app's host tree and application model.
    ///
    /// - ``newWindow(over:level:)``: a new window in the scene of the window the element is in, with that
    ///   window's bounds, at the context's level (with its ``warning``).
    /// - ``currentWindow(of:)``: the root element of the window the element is in.
    /// - ``host(_:)``: the host element itself, in or out of a window.
    ///
    /// The ids are element ids, looked up as they are (not through
    /// `HostTree.resolve(_:)`, which maps tour targets).
    ///
    /// - Parameters:
    ///   - tree: The app's user interface.
    ///   - application: The app's current screens, scenes and windows.
    /// - Returns: Where the overlay goes, or why it cannot be placed now.
    public func placement(
      tree: some HostTree, application: ApplicationModel
    ) -> Result<PresentationPlacement, PresentationContextError> {
      switch self {
      case .newWindow(let element, let level):
        return Self.window(of: element, tree: tree, application: application).map { window in
          .newWindow(NewWindowPlan(scene: window.scene, bounds: window.bounds, level: level, warning: warning))
        }
      case .currentWindow(let element):
        return Self.window(of: element, tree: tree, application: application).map { window in
          .existing(
            PresentationHost(element: window.rootElement, window: window.id, scene: window.scene, rule: .elementWindow))
        }
      case .host(let host):
        guard tree.element(host) != nil else { return .failure(.elementNotFound(host)) }
        let window = tree.attachment(of: host).root.flatMap { application.window(rootedAt: $0) }
        return .success(
          .existing(PresentationHost(element: host, window: window?.id, scene: window?.scene, rule: .explicitHost)))
      }
    }

    /// The connected window an element is in.
    private static func window(
      of id: ElementID, tree: some HostTree, application: ApplicationModel
    ) -> Result<ApplicationModel.Window, PresentationContextError> {
      guard tree.element(id) != nil else { return .failure(.elementNotFound(id)) }
      guard let root = tree.attachment(of: id).root, let window = application.window(rootedAt: root) else {
        return .failure(.elementNotInWindow(id))
      }
      guard application.isConnected(window.scene) else {
        return .failure(.sceneNotConnected(window: window.id, scene: window.scene))
      }
      return .success(window)
    }
  }
#endif
