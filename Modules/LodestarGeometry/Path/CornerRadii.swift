/// The radius of each corner of a rounded rectangle, named by leading and trailing edges so it follows
/// the layout direction.
public struct CornerRadii: Sendable, Hashable, Codable {
  /// The radius of the top-leading corner (top-left in left-to-right layouts).
  public var topLeading: Double
  /// The radius of the top-trailing corner (top-right in left-to-right layouts).
  public var topTrailing: Double
  /// The radius of the bottom-leading corner (bottom-left in left-to-right layouts).
  public var bottomLeading: Double
  /// The radius of the bottom-trailing corner (bottom-right in left-to-right layouts).
  public var bottomTrailing: Double

  /// Creates radii for each corner; omitted corners are square.
  @inlinable
  public init(topLeading: Double = 0, topTrailing: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }

  /// Creates the same radius on every corner.
  @inlinable
  public init(all radius: Double) {
    self.init(topLeading: radius, topTrailing: radius, bottomLeading: radius, bottomTrailing: radius)
  }

  /// Square corners.
  public static let zero = CornerRadii()
}
