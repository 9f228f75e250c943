import LodestarGeometry

/// Where an element is on screen: its frame and visible part in its root's (the overlay's) coordinate
/// space, computed by ``HostTree/geometry(of:)``.
public struct ElementGeometry: Sendable, Hashable {
  /// The element's id.
  public var id: ElementID
  /// The root whose coordinate space the frames are in.
  public var root: ElementID
  /// The element's parent (`nil` for a root).
  public var parent: ElementID?
  /// The bounding box of the element's bounds in the root's space, through every scroll offset and
  /// transform of the element and its ancestors.
  public var frame: Rect
  /// The part of ``frame`` that can be seen: clipped by every ancestor (and the root) that clips to its
  /// bounds. ``/LodestarGeometry/Rect/null`` when the element or an ancestor is hidden or when a clip
  /// leaves nothing; a zero-size rectangle when it only touches a clip edge.
  public var visibleFrame: Rect
  /// Whether the element or one of its ancestors is hidden.
  public var isHidden: Bool
  /// The transform from the element's bounds space into the root's space.
  public var transformToRoot: AffineMatrix
  /// The element's corner radius, in its own coordinates.
  public var cornerRadius: Double

  /// Creates a geometry record.
  public init(
    id: ElementID, root: ElementID, parent: ElementID?, frame: Rect, visibleFrame: Rect, isHidden: Bool,
    transformToRoot: AffineMatrix, cornerRadius: Double
  ) {
    self.id = id
    self.root = root
    self.parent = parent
    self.frame = frame
    self.visibleFrame = visibleFrame
    self.isHidden = isHidden
    self.transformToRoot = transformToRoot
    self.cornerRadius = cornerRadius
  }

  /// Whether some part of the element can be seen (its visible frame has an area).
  public var isVisible: Bool { !visibleFrame.isEmpty }
}
