import LodestarGeometry

/// The distances and sizes inside the default coach-mark body, with Instructions' numbers: the part of a
/// ``CoachMarkBodyStyle`` that is measured in points.
public struct CoachMarkBodyMetrics: Sendable, Hashable {
  /// The distances between the body's edges and its content. Default top 10, leading 15, bottom 10,
  /// trailing 15.
  public var insets: DirectionalEdgeInsets
  /// The distance between the hint, the separator and a next label beside the hint; also between the title
  /// and the hint. Default 10.
  public var spacing: Double
  /// The distance between the hint and a next label in a corner position. Default 18.
  public var cornerSpacing: Double
  /// The separator's thickness. Default 1.
  public var separatorWidth: Double
  /// The background's corner radius. Default 8.
  public var cornerRadius: Double
  /// The smallest body size. Default 17×18.
  public var minimumSize: Size
  /// The arrow's size pointing up or down. Default 15×9.
  public var arrowSize: Size

  /// Creates metrics; each parameter sets the property of the same name.
  ///
  /// - Parameters:
  ///   - insets: The distances between the body's edges and its content.
  ///   - spacing: The distance between the hint, the separator and a next label beside the hint.
  ///   - cornerSpacing: The distance between the hint and a next label in a corner position.
  ///   - separatorWidth: The separator's thickness.
  ///   - cornerRadius: The background's corner radius.
  ///   - minimumSize: The smallest body size.
  ///   - arrowSize: The arrow's size pointing up or down.
  public init(
    insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15),
    spacing: Double = 10,
    cornerSpacing: Double = 18,
    separatorWidth: Double = 1,
    cornerRadius: Double = 8,
    minimumSize: Size = Size(width: 17, height: 18),
    arrowSize: Size = Size(width: 15, height: 9)
  ) {
    self.insets = insets
    self.spacing = spacing
    self.cornerSpacing = cornerSpacing
    self.separatorWidth = separatorWidth
    self.cornerRadius = cornerRadius
    self.minimumSize = minimumSize
    self.arrowSize = arrowSize
  }
}
