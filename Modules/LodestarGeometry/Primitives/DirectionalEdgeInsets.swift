/// Distances inward from the four edges of a rectangle, expressed with leading and trailing edges so they
/// follow the layout direction.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge (left in left-to-right layouts, right in right-to-left layouts).
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge (right in left-to-right layouts, left in right-to-left layouts).
  public var trailing: Double

  /// Creates insets from the four edges.
  @inlinable
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates the same inset on every edge.
  @inlinable
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// Zero insets.
  public static let zero = DirectionalEdgeInsets()

  /// The inset from the left edge in the given layout direction.
  @inlinable
  public func left(in direction: ReadingDirection) -> Double {
    direction == .leftToRight ? leading : trailing
  }

  /// The inset from the right edge in the given layout direction.
  @inlinable
  public func right(in direction: ReadingDirection) -> Double {
    direction == .leftToRight ? trailing : leading
  }

  /// Whether every inset is finite.
  @inlinable
  public var isFinite: Bool {
    top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite
  }
}
