/// The name of the property an ``KeyframeAnimation`` track drives, the key of an ``AnimationSnapshot``.
public struct AnimatedProperty: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The property's name.
  public let name: String

  /// Creates a property name.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a property name from a literal.
  public init(stringLiteral name: String) {
    self.name = name
  }

  /// The name.
  public var description: String { name }

  /// The dimming overlay's opacity.
  public static let overlayOpacity = AnimatedProperty("overlayOpacity")
  /// The cut-out (the highlighted opening) shape.
  public static let cutout = AnimatedProperty("cutout")
  /// The coach mark's opacity.
  public static let coachMarkOpacity = AnimatedProperty("coachMarkOpacity")
  /// The coach mark's transform.
  public static let coachMarkTransform = AnimatedProperty("coachMarkTransform")
  /// The coach mark's frame.
  public static let coachMarkFrame = AnimatedProperty("coachMarkFrame")
  /// The skip control's opacity.
  public static let skipControlOpacity = AnimatedProperty("skipControlOpacity")
}
