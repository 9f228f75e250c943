/// Where an element's ancestor chain leads: to a root (attached) or not, and why not.
public enum HostAttachment: Sendable, Hashable {
  /// The chain reaches `root`; `depth` is the number of parent steps (0 for the root itself).
  case attached(root: ElementID, depth: Int)
  /// The tree has no element with this id (the element itself or an ancestor its chain names).
  case missing(ElementID)
  /// The chain ends at `topmost`, an element without a parent that is not a root (a removed view).
  case detached(topmost: ElementID)
  /// The chain is longer than ``HostTreeLimits/maximumDepth``: the app's parent links loop, or the tree is
  /// deeper than any real interface. `element` is where the walk stopped.
  case tooDeep(element: ElementID)

  /// The root the element is attached to, or `nil`.
  public var root: ElementID? {
    if case .attached(let root, _) = self { return root }
    return nil
  }

  /// Whether the chain reaches a root.
  public var isAttached: Bool { root != nil }
}

/// Limits that keep walks over an app's tree finite whatever the app reports.
public enum HostTreeLimits {
  /// The longest ancestor chain the engine follows: a longer chain (a loop in the app's parent links) is
  /// reported as ``HostAttachment/tooDeep(element:)`` instead of walking forever.
  public static let maximumDepth = 4096
}
