import LodestarGeometry

/// One primitive of a ``DisplayList`` with how it is drawn: the part of the scene it belongs to, its opacity,
/// its transform and its clip.
public struct DisplayItem: Sendable, Hashable {
  /// What to draw.
  public var primitive: DisplayPrimitive
  /// The part of the scene the primitive draws: a renderer that groups parts (an SVG group, an accessibility
  /// container) or styles them (a platform's control colours) reads it; one that only draws can ignore it.
  public var part: DisplayPart
  /// The identifier of what the part stands for: the app view's element identifier for ornaments, the
  /// companion and slots, the page's identifier for a walkthrough page, the control's kind for a walkthrough
  /// control; `nil` otherwise.
  public var identifier: String?
  /// What assistive technology reads for the part, on the first item of a part that has a label (the coach
  /// mark's body, a control); `nil` otherwise.
  public var label: String?
  /// The opacity to draw the primitive at, from 0 to 1. Items the scene holds fully transparent are listed too
  /// (a fade about to start); a renderer may skip them.
  public var opacity: Double
  /// The transform to draw the primitive under, about the overlay's origin: the identity unless a morph moves
  /// the layer or a walkthrough element moves with its parallax.
  public var transform: AffineMatrix
  /// The rectangle the primitive is clipped to, in the overlay's space before ``transform``, or `nil`.
  public var clip: Rect?

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - primitive: What to draw.
  ///   - part: The part of the scene it draws.
  ///   - identifier: The identifier of what the part stands for.
  ///   - label: What assistive technology reads for the part.
  ///   - opacity: The opacity, from 0 to 1 (values outside are clamped; NaN is 0).
  ///   - transform: The transform about the overlay's origin.
  ///   - clip: The clipping rectangle.
  public init(
    _ primitive: DisplayPrimitive, part: DisplayPart, identifier: String? = nil, label: String? = nil,
    opacity: Double = 1, transform: AffineMatrix = .identity, clip: Rect? = nil
  ) {
    self.primitive = primitive
    self.part = part
    self.identifier = identifier
    self.label = label
    self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    self.transform = transform
    self.clip = clip
  }
}
