import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarFlow
  import LodestarViewModel

  /// A shown tour's binding to the host it started on.
  ///
  /// The binding never moves: a key-window change, another scene becoming active or a new window does not
  /// rebind it (resolving again would; a controller does not resolve again while shown), so hiding always
  /// cleans up the host the tour is actually on. The tour is lost only when its host goes away: its scene
  /// disconnects, its window leaves the application model, or its host element leaves the host tree.
  ///
  /// How a tour controller uses it:
  ///
  /// ```swift
  /// guard case .resolved(let host) = HostResolution(host: hostID, focus: focus, tree: tree,
  ///                                                application: tracker.model) else { return false }
  /// presentation = BoundPresentation(host: host)
  /// token = tracker.addObserver { [weak self] change in
  ///   guard let self, let presentation = self.presentation,
  ///     let reason = presentation.dismissReason(after: change, in: tracker.model) else { return }
  ///   self.hide(reason: reason)  // calls onDismiss(.hostLost)
  /// }
  /// ```
  ///
  /// A controller that receives a new host tree without an application change checks
  /// ``dismissReason(in:tree:)`` as well.
  public struct BoundPresentation: Sendable, Hashable, Codable {
    /// The host the presentation started on.
    public let host: PresentationHost

    /// Binds a presentation to the host it starts on.
    public init(host: PresentationHost) {
      self.host = host
    }

    /// The reason to dismiss the tour after an application change, or `nil` to keep it:
    /// `DismissReason.hostLost` when the change disconnects the bound scene. Every other
    /// change (activation, key window, other scenes) keeps it.
    public func dismissReason(after change: ApplicationChange) -> DismissReason? {
      if case .sceneDisconnected(let scene) = change, scene == host.scene { return .hostLost }
      return nil
    }

    /// The reason to dismiss the tour after an application change, given the model after the change:
    /// `DismissReason.hostLost` when the change disconnects the bound scene or the bound
    /// window is no longer in `application`.
    public func dismissReason(after change: ApplicationChange, in application: ApplicationModel) -> DismissReason? {
      dismissReason(after: change) ?? dismissReason(in: application)
    }

    /// The reason to dismiss the tour given the current application model, or `nil` to keep it:
    /// `DismissReason.hostLost` when the bound scene is not connected or the bound window is
    /// gone. A host outside any window is never lost this way.
    public func dismissReason(in application: ApplicationModel) -> DismissReason? {
      if let scene = host.scene, !application.isConnected(scene) { return .hostLost }
      if let window = host.window, application.window(window) == nil { return .hostLost }
      return nil
    }

    /// The reason to dismiss the tour given the current application model and host tree:
    /// `DismissReason.hostLost` in the cases of ``dismissReason(in:)`` and when the host
    /// element is no longer in the tree.
    public func dismissReason(in application: ApplicationModel, tree: some HostTree) -> DismissReason? {
      if let reason = dismissReason(in: application) { return reason }
      return tree.element(host.element) == nil ? .hostLost : nil
    }
  }
#endif
