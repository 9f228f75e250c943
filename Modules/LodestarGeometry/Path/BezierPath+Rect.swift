extension BezierPath {
  /// A closed rectangle, drawn clockwise on screen from its minimum corner: top-left, top-right,
  /// bottom-right, bottom-left.
  ///
  /// The rectangle is standardized first. A null rectangle or one with a non-finite component gives an
  /// empty path.
  public static func rect(_ rect: Rect) -> BezierPath {
    guard rect.isFinite else { return BezierPath() }
    let base = rect.standardized
    var path = BezierPath()
    path.reserveCapacity(5)
    path.move(to: Point(x: base.minX, y: base.minY))
    path.addLine(to: Point(x: base.maxX, y: base.minY))
    path.addLine(to: Point(x: base.maxX, y: base.maxY))
    path.addLine(to: Point(x: base.minX, y: base.maxY))
    path.closeSubpath()
    return path
  }
}
