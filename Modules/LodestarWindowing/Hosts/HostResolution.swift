import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// Where a tour shows, decided at show time by PolarisGuideKit's four host rules, or why it cannot show
  /// yet.
  ///
  /// 1. An explicit host wins. The focus, if any, must be the host or one of its descendants at show time
  ///    (else ``HostUnavailability/focusOutsideHost(focus:host:)``); neither needs to be in a window, and
  ///    no scene needs to be active. A focus resolver that returns `nil` does not block an explicit host.
  /// 2. No host: the focus's window (the window of the application model whose root element the focus
  ///    descends from). A focus not in a window yet gives
  ///    ``HostUnavailability/focusNotInWindow(focus:attachment:)``: retry later.
  /// 3. No host and a focus resolver that returns `nil`: ``HostUnavailability/focusResolverReturnedNil``.
  /// 4. Only when no focus is configured at all (a companion-only step): the one foreground-active
  ///    ``SceneRole/application`` scene (non-interactive external-display scenes never count), and in it
  ///    the key window among its suitable windows, or its only suitable window. Several active application
  ///    scenes, or several suitable windows without a single key one, are ambiguous: supply a host.
  ///
  /// A tour controller resolves once, when it shows, and then keeps the host in a
  /// ``BoundPresentation``; it never resolves again while shown, so a key-window change does not move it.
  public enum HostResolution: Sendable, Hashable {
    /// The tour shows on this host.
    case resolved(PresentationHost)
    /// The tour cannot show now (`show` returns `false`); the reason says why and what helps.
    case unavailable(HostUnavailability)

    /// Resolves the host of a tour at show time.
    ///
    /// - Parameters:
    ///   - host: The explicit host element, if the app gave one.
    ///   - focus: Where the step's focus comes from.
    ///   - tree: The app's host tree. Focus ids go through its `HostTree.resolve(_:)`.
    ///   - application: The app's current application model.
    public init(host: ElementID?, focus: FocusSource, tree: some HostTree, application: ApplicationModel) {
      if let host {
        self = Self.explicitHost(host, focus: focus, tree: tree, application: application)
        return
      }
      switch focus {
      case .element(let focus), .resolver(returned: .some(let focus)):
        self = Self.focusWindow(focus, tree: tree, application: application)
      case .resolver(returned: .none):
        self = .unavailable(.focusResolverReturnedNil)
      case .notConfigured:
        self = Self.automaticLookup(application)
      }
    }

    /// The host, if resolution succeeded.
    public var host: PresentationHost? {
      if case .resolved(let host) = self { return host }
      return nil
    }

    /// Why resolution failed, if it did.
    public var unavailability: HostUnavailability? {
      if case .unavailable(let reason) = self { return reason }
      return nil
    }

    /// Rule 1.
    private static func explicitHost(
      _ host: ElementID, focus: FocusSource, tree: some HostTree, application: ApplicationModel
    ) -> HostResolution {
      let focusID: ElementID? =
        switch focus {
        case .element(let id), .resolver(returned: .some(let id)): id
        case .notConfigured, .resolver(returned: .none): nil
        }
      switch ExplicitHostCheck(host: host, focus: focusID, in: tree) {
      case .valid: break
      case .hostNotFound(let host): return .unavailable(.hostNotFound(host))
      case .focusNotFound(let focus): return .unavailable(.focusNotFound(focus))
      case .focusOutsideHost(let focus, let host): return .unavailable(.focusOutsideHost(focus: focus, host: host))
      }
      let window = tree.attachment(of: host).root.flatMap { application.window(rootedAt: $0) }
      return .resolved(PresentationHost(element: host, window: window?.id, scene: window?.scene, rule: .explicitHost))
    }

    /// Rule 2.
    private static func focusWindow(
      _ focusID: ElementID, tree: some HostTree, application: ApplicationModel
    ) -> HostResolution {
      guard let focus = tree.resolve(focusID), tree.element(focus) != nil else {
        return .unavailable(.focusNotFound(focusID))
      }
      let attachment = tree.attachment(of: focus)
      guard let root = attachment.root, let window = application.window(rootedAt: root) else {
        return .unavailable(.focusNotInWindow(focus: focus, attachment: attachment))
      }
      guard application.isConnected(window.scene) else {
        return .unavailable(.sceneNotConnected(window: window.id, scene: window.scene))
      }
      return .resolved(PresentationHost(window: window, rule: .elementWindow))
    }

    /// Rule 4.
    private static func automaticLookup(_ application: ApplicationModel) -> HostResolution {
      var seen: Set<SceneID> = []
      let active = application.scenes.filter {
        $0.role == .application && $0.activationState == .foregroundActive && seen.insert($0.id).inserted
      }
      guard let scene = active.first else { return .unavailable(.noActiveApplicationScene) }
      guard active.count == 1 else { return .unavailable(.severalActiveApplicationScenes(active.map(\.id))) }
      let suitable = application.windows(in: scene.id).filter(\.isSuitableHost)
      let keyWindows = suitable.filter(\.isKey)
      if keyWindows.count == 1, let key = keyWindows.first {
        return .resolved(PresentationHost(window: key, rule: .automaticLookup))
      }
      if keyWindows.isEmpty, suitable.count == 1, let only = suitable.first {
        return .resolved(PresentationHost(window: only, rule: .automaticLookup))
      }
      if suitable.isEmpty { return .unavailable(.noSuitableWindow(scene: scene.id)) }
      return .unavailable(.ambiguousWindows(scene: scene.id, windows: suitable.map(\.id)))
    }
  }
#endif
