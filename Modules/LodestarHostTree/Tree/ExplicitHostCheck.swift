/// Presenting a tour on a host element the app names explicitly: the one presentation available in both
/// flavours, and the only one in the app-extension-safe flavour (which has no window model).
///
/// PolarisGuideKit's first host rule: an explicit host wins, and the step's focus, if it has one, must be the
/// host or one of its descendants at show time. Neither needs to be in a window. When the check fails, the
/// tour does not show and the app may try again later (the focus may not be attached yet).
public enum ExplicitHostCheck: Sendable, Hashable {
  /// The host exists and contains the focus (or the step has no focus).
  case valid(host: ElementID)
  /// The host is not in the tree.
  case hostNotFound(ElementID)
  /// The focus is not in the tree (after resolving reused-cell aliases).
  case focusNotFound(ElementID)
  /// The focus exists but is neither the host nor inside it.
  case focusOutsideHost(focus: ElementID, host: ElementID)

  /// Checks an explicit host against a host tree.
  ///
  /// - Parameters:
  ///   - host: The element the app wants the tour presented on.
  ///   - focus: The step's focus element, or `nil` when it has none (or its resolver returned `nil`, which
  ///     does not block an explicit host).
  ///   - tree: The app's host tree.
  public init(host: ElementID, focus: ElementID?, in tree: some HostTree) {
    guard tree.element(host) != nil else {
      self = .hostNotFound(host)
      return
    }
    if let focus {
      guard let resolved = tree.resolve(focus), tree.element(resolved) != nil else {
        self = .focusNotFound(focus)
        return
      }
      guard tree.isDescendant(resolved, of: host) else {
        self = .focusOutsideHost(focus: resolved, host: host)
        return
      }
    }
    self = .valid(host: host)
  }

  /// Whether the tour may be presented on the host.
  public var isValid: Bool {
    if case .valid = self { return true }
    return false
  }
}
