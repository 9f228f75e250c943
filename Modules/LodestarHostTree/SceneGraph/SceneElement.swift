import LodestarGeometry

/// One element of a ``SceneGraph`` as the builder DSL and the JSON screen format describe it: its
/// attributes and its children.
///
/// ```swift
/// let graph = SceneGraph(size: Size(width: 390, height: 844)) {
///   SceneElement("navigationBar", frame: Rect(x: 0, y: 0, width: 390, height: 96)) {
///     SceneElement("back", frame: Rect(x: 8, y: 52, width: 44, height: 44))
///   }
/// }
/// ```
public struct SceneElement: Sendable, Hashable {
  /// The element's id.
  public var id: ElementID
  /// The untransformed frame in the parent's coordinate space.
  public var frame: Rect
  /// The origin of the element's bounds (its scroll offset).
  public var boundsOrigin: Point
  /// The transform applied about the element's centre.
  public var transform: AffineMatrix
  /// Whether the element clips its descendants to its bounds.
  public var clipsToBounds: Bool
  /// What makes the element a scroll container (its content size and insets; its offset is
  /// ``boundsOrigin``), or `nil` when it does not scroll.
  public var scrollContainer: ScrollContainer?
  /// Whether the element (and its subtree) is hidden.
  public var isHidden: Bool
  /// The corner radius of the element's shape.
  public var cornerRadius: Double
  /// The element's accessibility label.
  public var accessibilityLabel: String?
  /// The element's children, back to front.
  public var children: [SceneElement]

  /// Creates an element with its children.
  public init(
    _ id: ElementID,
    frame: Rect,
    boundsOrigin: Point = .zero,
    transform: AffineMatrix = .identity,
    clipsToBounds: Bool = false,
    scrollContainer: ScrollContainer? = nil,
    isHidden: Bool = false,
    cornerRadius: Double = 0,
    accessibilityLabel: String? = nil,
    @SceneGraphBuilder children: () -> [SceneElement] = { [] }
  ) {
    self.id = id
    self.frame = frame
    self.boundsOrigin = boundsOrigin
    self.transform = transform
    self.clipsToBounds = clipsToBounds
    self.scrollContainer = scrollContainer
    self.isHidden = isHidden
    self.cornerRadius = cornerRadius
    self.accessibilityLabel = accessibilityLabel
    self.children = children()
  }

  /// The element's ids and its descendants' ids, depth first.
  public var subtreeIDs: [ElementID] {
    var ids: [ElementID] = []
    collectIDs(into: &ids)
    return ids
  }

  private func collectIDs(into ids: inout [ElementID]) {
    ids.append(id)
    for child in children { child.collectIDs(into: &ids) }
  }
}
