import LodestarGeometry

/// Directional insets on the screen's four sides for one layout direction, each finite and not negative (a value
/// that is not counts as 0): what a scroll container's offset range and a reveal's visible area subtract.
struct PhysicalEdges {
  var left: Double
  var right: Double
  var top: Double
  var bottom: Double

  init(_ insets: DirectionalEdgeInsets, direction: ReadingDirection) {
    left = Self.length(insets.left(in: direction))
    right = Self.length(insets.right(in: direction))
    top = Self.length(insets.top)
    bottom = Self.length(insets.bottom)
  }

  /// Both insets on each side, added.
  static func + (first: Self, second: Self) -> Self {
    var sum = first
    sum.left += second.left
    sum.right += second.right
    sum.top += second.top
    sum.bottom += second.bottom
    return sum
  }

  /// `value` when it is finite and not negative, else 0.
  static func length(_ value: Double) -> Double {
    value.isFinite ? max(value, 0) : 0
  }
}
