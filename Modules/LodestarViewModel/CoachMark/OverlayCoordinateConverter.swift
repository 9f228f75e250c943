import LodestarGeometry
import LodestarHostTree

/// Converts frames of host-tree elements into the overlay's coordinate space (Instructions' coordinate
/// converter: view → its window → the tour's window → the tour's root view).
///
/// Frames from ``/LodestarHostTree/HostTree/geometry(of:)`` are in the space of the element's root (its window); the overlay
/// (the tour's root view) may sit at ``overlayOrigin`` inside that window. With a view at (30, 40, 50, 50)
/// in a superview at (70, 90), the frame is (100, 130, 50, 50) for an overlay at the origin and
/// (80, 110, 50, 50) for one at (20, 20).
public struct OverlayCoordinateConverter: Sendable, Hashable {
  /// The overlay's origin in its window's coordinates.
  public var overlayOrigin: Point

  /// Creates a converter for an overlay at `overlayOrigin` in its window.
  public init(overlayOrigin: Point = .zero) {
    self.overlayOrigin = overlayOrigin
  }

  /// A rectangle in window coordinates, in overlay coordinates.
  public func convert(_ rect: Rect) -> Rect {
    rect.offsetBy(dx: -overlayOrigin.x, dy: -overlayOrigin.y)
  }

  /// A point in window coordinates, in overlay coordinates.
  public func convert(_ point: Point) -> Point {
    Point(x: point.x - overlayOrigin.x, y: point.y - overlayOrigin.y)
  }

  /// The frame of an element in overlay coordinates, or `nil` when it is not attached to a root.
  public func frame(of id: ElementID, in tree: some HostTree) -> Rect? {
    tree.frameInRoot(of: id).map(convert)
  }

  /// The default point of interest of an element: the centre of its frame in overlay coordinates, or `nil`
  /// when it is not attached.
  public func pointOfInterest(of id: ElementID, in tree: some HostTree) -> Point? {
    frame(of: id, in: tree)?.center
  }
}
