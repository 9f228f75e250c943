import LodestarGeometry

extension TerminalCanvas {
  /// Dims every cell whose centre point (through `mapping`) is not inside an opening: the overlay's hit test
  /// in points, such as a cut-out's `containsOpening(at:)`, plugs straight in. See
  /// ``dim(color:opacity:outside:)`` for the blending.
  ///
  /// - Parameters:
  ///   - color: The overlay's colour.
  ///   - opacity: The overlay's opacity, clamped to `0...1`.
  ///   - mapping: How cells map to points.
  ///   - isOpening: Whether a point is inside an opening.
  public mutating func dim(
    color: RGBAColor, opacity: Double, mapping: PointToCellMapping, outsideOpeningsAt isOpening: (Point) -> Bool
  ) {
    dim(color: color, opacity: opacity) { column, row in
      isOpening(mapping.centerPoint(column: column, row: row))
    }
  }

  /// Draws a box with rounded corners around the cells that cover `rect` in points (see
  /// ``PointToCellMapping/cellRect(for:)``).
  public mutating func drawBox(
    around rect: Rect, mapping: PointToCellMapping, border: TerminalStyle, fill: RGBAColor? = nil
  ) {
    drawBox(mapping.cellRect(for: rect), border: border, fill: fill)
  }
}
