import LodestarGeometry
import LodestarHostTree

/// A highlighted element that can receive forwarded touches: its id and its bounds in overlay space.
public struct TouchTarget: Sendable, Hashable {
  /// The element's id in the host tree.
  public var id: ElementID
  /// The element's frame in the overlay's coordinate space.
  public var bounds: Rect

  /// Creates a target.
  public init(id: ElementID, bounds: Rect) {
    self.id = id
    self.bounds = bounds
  }
}
