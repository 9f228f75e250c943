/// What a ``TargetTracker`` last read about one tracked target.
public struct TrackedTarget: Sendable, Hashable {
  /// The id the tour tracks (as named in the tour).
  public var target: ElementID
  /// The element the target resolved to (see ``HostTree/resolve(_:)``); equal to ``target`` unless the
  /// tree maps it to a reused view.
  public var element: ElementID
  /// The element's geometry in its root's coordinate space.
  public var geometry: ElementGeometry

  /// Creates a tracked target record.
  public init(target: ElementID, element: ElementID, geometry: ElementGeometry) {
    self.target = target
    self.element = element
    self.geometry = geometry
  }
}

/// One change a ``TargetTracker`` found in a tracked target.
public enum TargetChange: Sendable, Hashable {
  /// The target can now be seen in the tree: it was missing, detached or hidden (or is newly tracked).
  case appeared(TrackedTarget)
  /// The same element, under the same parent, has a new frame, visible part, transform or corner radius.
  case moved(from: TrackedTarget, to: TrackedTarget)
  /// Another view now stands for the target: it resolves to a different element, or the same element id
  /// sits under a different parent (a reused cell). The layout must be redone from scratch.
  case replaced(from: TrackedTarget, to: TrackedTarget)
  /// The target can no longer be seen: its element is missing, detached from every root, or hidden (itself
  /// or an ancestor). The record is what was last read.
  case disappeared(TrackedTarget)

  /// The tracked id this change is about.
  public var target: ElementID {
    switch self {
    case .appeared(let tracked), .disappeared(let tracked): tracked.target
    case .moved(_, let tracked), .replaced(_, let tracked): tracked.target
    }
  }
}

/// The result of one ``TargetTracker/update(in:)``.
public struct TrackingUpdate: Sendable, Hashable {
  /// The tree version the tracker has now read.
  public var version: UInt64
  /// Whether the targets' frames were read again (`false` when the version had not changed and the
  /// tracker refreshes only on version changes).
  public var didRefresh: Bool
  /// What changed, in the order of the tracked targets.
  public var changes: [TargetChange]

  /// Creates an update.
  public init(version: UInt64, didRefresh: Bool, changes: [TargetChange]) {
    self.version = version
    self.didRefresh = didRefresh
    self.changes = changes
  }

  /// Whether nothing changed: the presenter can reuse its previous layout.
  public var isEmpty: Bool { changes.isEmpty }
}
