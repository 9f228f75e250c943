/// What the app tells the engine about its user interface: a tree of elements (views, controls) under one
/// or more roots (windows, hosts), each with its frame, scroll offset, transform, clipping and visibility.
///
/// The app implements this protocol over its own view hierarchy (an adapter on UIKit, AppKit or SwiftUI),
/// or uses the ready in-memory ``SceneGraph``. Every query the engine makes (``HostTree/geometry(of:)``,
/// ``TargetTracker``) is a pure function over a `HostTree`.
///
/// ## Cost model
/// - ``element(_:)`` must answer in O(1) (a dictionary lookup, a weak reference table): the engine looks
///   an element up once per level when it walks to the root.
/// - Walking from an element to its root follows ``HostElement/parent`` and costs O(depth).
/// - ``version`` lets the engine skip all work when nothing changed: bump it whenever anything about any
///   element changes (a frame, a scroll offset, an element added or removed).
///
/// ## Roots
/// A root is an element without a parent whose ``HostElement/host`` is its own id (see
/// ``HostElement/isRoot``). The root's bounds space is the overlay's coordinate space: every frame the
/// engine computes for an element is expressed in the space of the root the element belongs to. An element
/// whose ancestor chain ends at a parentless element that is not a root is *detached* (a view removed from
/// its superview).
public protocol HostTree {
  /// A counter the app increases whenever anything in the tree changes.
  var version: UInt64 { get }

  /// The roots (windows, hosts) of the tree, in the app's order (back to front).
  var rootIDs: [ElementID] { get }

  /// The element with the given id, or `nil` when the tree has no such element. Must be O(1).
  func element(_ id: ElementID) -> HostElement?

  /// The id of the element that currently stands for `target`, or `nil` when nothing does.
  ///
  /// Tours name targets by stable ids ("row.42"); an app that reuses views (table and collection cells)
  /// maps such an id to the element that currently displays it ("cell.3"). The default implementation
  /// returns `target` itself. ``TargetTracker`` reports a change of the resolved id as a replacement.
  func resolve(_ target: ElementID) -> ElementID?
}

extension HostTree {
  /// Returns `target` itself: targets are element ids unless the tree resolves them.
  public func resolve(_ target: ElementID) -> ElementID? { target }
}
