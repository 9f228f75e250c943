import LodestarGeometry

extension Array where Element == DisplayItem {
  /// The coach mark's items that start at `start` (its body): the run of coach-mark parts up to the next item
  /// of another part or another coach mark's body.
  ///
  /// - Parameter start: The index of the coach mark's body.
  /// - Returns: The coach mark's items.
  package func coachMarkItems(startingAt start: Int) -> ArraySlice<DisplayItem> {
    var end = start + 1
    while end < count, self[end].part.isCoachMark, self[end].part != .coachMarkBody { end += 1 }
    return self[start..<end]
  }
}

extension ArraySlice where Element == DisplayItem {
  /// The coach mark's body fill and border among a coach mark's items, wherever the list gives them: the
  /// default body's, else the arrow's, the separator's (the border) and the text's background (the fill), so
  /// a custom body still tells the colours its arrow and text are drawn in.
  package var coachMarkColors: (fill: RGBAColor?, border: RGBAColor?) {
    var fill: RGBAColor?
    var border: RGBAColor?
    for item in self {
      switch item.primitive {
      case .roundedRectangle(let rectangle) where item.part == .coachMarkBody:
        fill = fill ?? rectangle.fill
        border = border ?? rectangle.border
      case .arrow(let arrow):
        fill = fill ?? arrow.fill
        border = border ?? arrow.border
      case .roundedRectangle(let rectangle) where item.part == .coachMarkSeparator: border = border ?? rectangle.fill
      case .text(let line): fill = fill ?? line.background
      default: break
      }
    }
    return (fill, border)
  }
}
