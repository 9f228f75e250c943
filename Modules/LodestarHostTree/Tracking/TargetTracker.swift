/// Follows a few target elements of a ``HostTree`` from frame to frame and reports which of them moved,
/// appeared, disappeared or were replaced, so a presenter relayouts only what changed.
///
/// Call ``update(in:)`` once per frame (a display link tick, a layout pass). The tracker re-reads its
/// targets when the tree's ``HostTree/version`` changed, or on every call with
/// ``RefreshPolicy/everyFrame`` (for apps that animate transforms without bumping the version). A re-read
/// costs O(targets × depth): each target is resolved, then walked to its root with one O(1) lookup per
/// level; the size of the tree does not matter. When the version did not change the update is O(1).
///
/// ## Replaced targets
/// A target is *replaced* when another view now stands for it, even at the same place:
/// - the tree resolves it to a different element (``HostTree/resolve(_:)``: a list item now shown in
///   another reused cell), or
/// - its element keeps its id but has a new parent (a reused cell moved to another section or container).
///
/// Both are reported as ``TargetChange/replaced(from:to:)`` with the new record, whether or not the frame
/// changed: the presenter must rebuild the step's layout and its input routing for the new view rather
/// than animate the old one. A target that resolves to nothing, or whose element is missing, detached or
/// hidden, is reported once as ``TargetChange/disappeared(_:)``, and as ``TargetChange/appeared(_:)``
/// when it can be seen again.
///
/// Use one tracker per tree: the tracker compares version numbers, which mean nothing across trees.
public struct TargetTracker: Sendable, Hashable {
  /// When the tracker re-reads its targets.
  public enum RefreshPolicy: Sendable, Hashable {
    /// Only when the tree's version changed since the last update.
    case whenVersionChanges
    /// On every update, whatever the version.
    case everyFrame
  }

  /// The tracked ids, in order.
  public private(set) var targets: [ElementID]
  /// When the tracker re-reads its targets.
  public var refreshPolicy: RefreshPolicy
  /// The last record of each target (parallel to ``targets``), `nil` while it cannot be seen.
  private var records: [TrackedTarget?]
  /// The version read by the last refresh, `nil` before the first one or after ``setTargets(_:)``.
  private var readVersion: UInt64?

  /// Creates a tracker for the given targets. The first ``update(in:)`` reports every visible target as
  /// appeared.
  public init(targets: [ElementID] = [], refreshPolicy: RefreshPolicy = .whenVersionChanges) {
    self.targets = targets
    self.refreshPolicy = refreshPolicy
    self.records = Array(repeating: nil, count: targets.count)
    self.readVersion = nil
  }

  /// Changes the tracked targets. Targets tracked before keep their records (so the next update reports
  /// only real changes for them); new targets are reported as appeared by the next update, which always
  /// re-reads.
  public mutating func setTargets(_ newTargets: [ElementID]) {
    var previous: [ElementID: TrackedTarget] = [:]
    for case let record? in records { previous[record.target] = record }
    targets = newTargets
    records = newTargets.map { previous[$0] }
    readVersion = nil
  }

  /// Makes the next ``update(in:)`` re-read every target whatever the version.
  public mutating func invalidate() {
    readVersion = nil
  }

  /// The last record of a tracked target, or `nil` when it is not tracked or cannot be seen.
  public func record(for target: ElementID) -> TrackedTarget? {
    guard let index = targets.firstIndex(of: target) else { return nil }
    return records[index]
  }

  /// The records of the targets that can be seen, in the order of ``targets``.
  public var visibleTargets: [TrackedTarget] { records.compactMap { $0 } }

  /// Re-reads the targets if needed and reports what changed since the last update.
  public mutating func update(in tree: some HostTree) -> TrackingUpdate {
    let version = tree.version
    if refreshPolicy == .whenVersionChanges, readVersion == version {
      return TrackingUpdate(version: version, didRefresh: false, changes: [])
    }
    readVersion = version
    var changes: [TargetChange] = []
    for index in targets.indices {
      let current = Self.read(targets[index], in: tree)
      switch (records[index], current) {
      case (nil, nil):
        break
      case (nil, let new?):
        changes.append(.appeared(new))
      case (let old?, nil):
        changes.append(.disappeared(old))
      case (let old?, let new?):
        if old.element != new.element || old.geometry.parent != new.geometry.parent {
          changes.append(.replaced(from: old, to: new))
        } else if old.geometry != new.geometry {
          changes.append(.moved(from: old, to: new))
        }
      }
      records[index] = current
    }
    return TrackingUpdate(version: version, didRefresh: true, changes: changes)
  }

  /// The record of a target, or `nil` when it resolves to nothing or its element cannot be seen.
  private static func read(_ target: ElementID, in tree: some HostTree) -> TrackedTarget? {
    guard let element = tree.resolve(target), let geometry = tree.geometry(of: element), !geometry.isHidden else {
      return nil
    }
    return TrackedTarget(target: target, element: element, geometry: geometry)
  }
}
