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

  /// Creates an element with its children: the common attributes as parameters.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - frame: The untransformed frame in the parent's coordinate space.
  ///   - clipsToBounds: Whether the element clips its descendants to its bounds.
  ///   - scrollContainer: What makes the element a scroll container, or `nil`.
  ///   - cornerRadius: The corner radius of the element's shape.
  ///   - accessibilityLabel: The element's accessibility label, or `nil`.
  ///   - children: The element's children, back to front.
  public init(
    _ id: ElementID,
    frame: Rect,
    clipsToBounds: Bool = false,
    scrollContainer: ScrollContainer? = nil,
    cornerRadius: Double = 0,
    accessibilityLabel: String? = nil,
    @SceneGraphBuilder children: () -> [SceneElement] = { [] }
  ) {
    self.init(
      id, frame: frame,
      attributes: ElementAttributes(
        clipsToBounds: clipsToBounds, scrollContainer: scrollContainer, cornerRadius: cornerRadius,
        accessibilityLabel: accessibilityLabel),
      children: children)
  }

  /// Creates an element with its children and every attribute, among them a bounds origin, a transform or
  /// hiding.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - frame: The untransformed frame in the parent's coordinate space.
  ///   - attributes: How the element maps, clips, hides and names its content.
  ///   - children: The element's children, back to front.
  public init(
    _ id: ElementID,
    frame: Rect,
    attributes: ElementAttributes,
    @SceneGraphBuilder children: () -> [SceneElement] = { [] }
  ) {
    self.id = id
    self.frame = frame
    boundsOrigin = attributes.boundsOrigin
    transform = attributes.transform
    clipsToBounds = attributes.clipsToBounds
    scrollContainer = attributes.scrollContainer
    isHidden = attributes.isHidden
    cornerRadius = attributes.cornerRadius
    accessibilityLabel = attributes.accessibilityLabel
    self.children = children()
  }

  /// The element's attributes as one value: the seven properties between ``frame`` and ``children``.
  public var attributes: ElementAttributes {
    get {
      ElementAttributes(
        boundsOrigin: boundsOrigin, transform: transform, clipsToBounds: clipsToBounds,
        scrollContainer: scrollContainer, isHidden: isHidden, cornerRadius: cornerRadius,
        accessibilityLabel: accessibilityLabel)
    }
    set {
      boundsOrigin = newValue.boundsOrigin
      transform = newValue.transform
      clipsToBounds = newValue.clipsToBounds
      scrollContainer = newValue.scrollContainer
      isHidden = newValue.isHidden
      cornerRadius = newValue.cornerRadius
      accessibilityLabel = newValue.accessibilityLabel
    }
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
