import LodestarFlow
import LodestarHostTree

extension TourPresenter {
  /// Replaces the app's user interface: the next frame re-reads the tracked targets in `newTree` and lays the
  /// step out again when one of them moved, appeared, disappeared or was replaced, even when `newTree` has the
  /// version of the tree it replaces. A controller waiting for its step's target looks for it again.
  ///
  /// - Parameter newTree: The tree that describes the app's user interface from now on.
  /// - Complexity: O(1); the next frame reads each tracked target once.
  public func replaceTree(with newTree: Tree) {
    tree = newTree
    treeDidChange()
  }

  /// Changes the app's user interface in place (scrolls, moves, insertions) without copying it, and makes the
  /// next frame re-read the tracked targets as ``replaceTree(with:)`` does.
  ///
  /// ```swift
  /// try presenter.updateTree { try $0.scroll("list", to: Point(x: 0, y: 120)) }
  /// ```
  ///
  /// - Parameter change: Changes the tree passed to it.
  /// - Returns: What `change` returns.
  /// - Throws: What `change` throws; the targets are re-read on the next frame all the same.
  /// - Complexity: The complexity of `change`; the next frame reads each tracked target once.
  @discardableResult
  public func updateTree<Result>(_ change: (inout Tree) throws -> Result) rethrows -> Result {
    defer { treeDidChange() }
    return try change(&tree)
  }

  /// Makes the next frame re-read the tracked targets (a lookup each; the step is laid out again only when
  /// one of them changed), and lets a controller waiting for its step's target look for it again.
  func treeDidChange() {
    readVersion = nil
    tracker.invalidate()
    if let controller, controller.isWaitingForTarget { controller.refresh() }
  }
}
