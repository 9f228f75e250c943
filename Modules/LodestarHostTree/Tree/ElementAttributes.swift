import LodestarGeometry

/// How an element maps, clips, hides and names its content: the attributes a ``HostElement`` and a
/// ``SceneElement`` share beside their id and frame, with UIKit's defaults.
///
/// ```swift
/// let list = HostElement(
///   id: "list", parent: "root", host: "root", frame: Rect(x: 0, y: 96, width: 390, height: 665),
///   attributes: ElementAttributes(boundsOrigin: Point(x: 0, y: 120), clipsToBounds: true))
/// ```
public struct ElementAttributes: Sendable, Hashable {
  /// The origin of the element's bounds: its scroll offset for a scroll view. Default zero.
  public var boundsOrigin: Point
  /// The transform applied about the element's centre. Default identity.
  public var transform: AffineMatrix
  /// Whether the element clips its descendants to its bounds. Default `false`.
  public var clipsToBounds: Bool
  /// What makes the element a scroll container (its content size and insets; its offset is
  /// ``boundsOrigin``), or `nil` when it does not scroll. Default `nil`.
  public var scrollContainer: ScrollContainer?
  /// Whether the element is hidden (and with it all its descendants). Default `false`.
  public var isHidden: Bool
  /// The corner radius of the element's shape, in its own coordinates. Default 0.
  public var cornerRadius: Double
  /// The element's accessibility label, if it has one. Default `nil`.
  public var accessibilityLabel: String?

  /// Creates attributes; each parameter sets the property of the same name.
  ///
  /// - Parameters:
  ///   - boundsOrigin: The origin of the element's bounds (its scroll offset).
  ///   - transform: The transform applied about the element's centre.
  ///   - clipsToBounds: Whether the element clips its descendants to its bounds.
  ///   - scrollContainer: What makes the element a scroll container, or `nil`.
  ///   - isHidden: Whether the element and its descendants are hidden.
  ///   - cornerRadius: The corner radius of the element's shape.
  ///   - accessibilityLabel: The element's accessibility label, or `nil`.
  public init(
    boundsOrigin: Point = .zero,
    transform: AffineMatrix = .identity,
    clipsToBounds: Bool = false,
    scrollContainer: ScrollContainer? = nil,
    isHidden: Bool = false,
    cornerRadius: Double = 0,
    accessibilityLabel: String? = nil
  ) {
    self.boundsOrigin = boundsOrigin
    self.transform = transform
    self.clipsToBounds = clipsToBounds
    self.scrollContainer = scrollContainer
    self.isHidden = isHidden
    self.cornerRadius = cornerRadius
    self.accessibilityLabel = accessibilityLabel
  }
}
