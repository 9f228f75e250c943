import LodestarGeometry

/// Everything the engine reads about one element of a ``HostTree``: where it sits in its parent, how it
/// maps its content, whether it clips or is hidden, and where it belongs.
public struct HostElement: Sendable, Hashable {
  /// The element's id.
  public var id: ElementID
  /// The id of the element's parent, or `nil` for a root or a detached element.
  public var parent: ElementID?
  /// The id of the root (window, host) the app says the element belongs to, or `nil` when it is in no
  /// window. A root names itself. Answering it is O(1); ``HostTree/attachment(of:)`` checks it by walking.
  public var host: ElementID?
  /// The untransformed frame in the parent's coordinate space (UIKit's `center` and `bounds.size`).
  public var frame: Rect
  /// The origin of the element's bounds: its scroll offset for a scroll view.
  public var boundsOrigin: Point
  /// The transform applied about the element's centre.
  public var transform: AffineMatrix
  /// Whether the element clips its descendants to its bounds.
  public var clipsToBounds: Bool
  /// What makes the element a scroll container (its content size and insets; its offset is
  /// ``boundsOrigin``), or `nil` when it does not scroll.
  public var scrollContainer: ScrollContainer?
  /// Whether the element is hidden (and with it all its descendants).
  public var isHidden: Bool
  /// The corner radius of the element's shape, in its own coordinates.
  public var cornerRadius: Double
  /// The element's accessibility label, if it has one.
  public var accessibilityLabel: String?

  /// Creates an element description.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - parent: The id of the element's parent, or `nil` for a root or a detached element.
  ///   - host: The id of the root the element belongs to (a root names itself), or `nil` when it is in no window.
  ///   - frame: The untransformed frame in the parent's coordinate space.
  ///   - attributes: How the element maps, clips, hides and names its content.
  public init(
    id: ElementID, parent: ElementID? = nil, host: ElementID? = nil, frame: Rect,
    attributes: ElementAttributes = ElementAttributes()
  ) {
    self.id = id
    self.parent = parent
    self.host = host
    self.frame = frame
    boundsOrigin = attributes.boundsOrigin
    transform = attributes.transform
    clipsToBounds = attributes.clipsToBounds
    scrollContainer = attributes.scrollContainer
    isHidden = attributes.isHidden
    cornerRadius = attributes.cornerRadius
    accessibilityLabel = attributes.accessibilityLabel
  }

  /// The element's attributes as one value: the seven properties after ``frame``.
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

  /// Whether this element is a root: it has no parent and names itself as its host.
  public var isRoot: Bool { parent == nil && host == id }

  /// The element's bounds: its own coordinate space's visible rectangle (the scroll offset and the size).
  ///
  /// Non-finite values from the app are replaced by zero, so a bad frame never poisons a computation.
  public var bounds: Rect {
    let size = frame.sanitized.size
    let origin = boundsOrigin.isFinite ? boundsOrigin : .zero
    return Rect(origin: origin, size: size)
  }

  /// The element's level in a frame chain, with non-finite values replaced (zero for the frame and the
  /// scroll offset, identity for the transform).
  public var coordinateSpace: LocalCoordinateSpace {
    LocalCoordinateSpace(
      frame: frame.sanitized,
      boundsOrigin: boundsOrigin.isFinite ? boundsOrigin : .zero,
      transform: transform.isFinite ? transform : .identity)
  }
}
