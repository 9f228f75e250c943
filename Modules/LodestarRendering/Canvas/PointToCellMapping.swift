import LodestarGeometry

/// Maps points (the host's coordinate space) to terminal cells and back.
///
/// A cell is ``pointsPerColumn`` points wide and ``pointsPerRow`` points tall, and column 0, row 0 starts at
/// ``origin``. Terminal cells are about twice as tall as they are wide, so a mapping that keeps shapes
/// undistorted has `pointsPerRow == 2 * pointsPerColumn` (see ``init(fitting:columns:rows:cellAspectRatio:)``);
/// a mapping that fills a whole grid, such as 390×844 points onto 120×40 cells (3.25 × 21.1 points per cell),
/// stretches shapes instead, which is often the better trade for a demo in a wide terminal.
public struct PointToCellMapping: Sendable, Hashable {
  /// The width of one column in points (always positive and finite).
  public var pointsPerColumn: Double
  /// The height of one row in points (always positive and finite).
  public var pointsPerRow: Double
  /// The point at the top-left corner of column 0, row 0.
  public var origin: Point

  /// A mapping with explicit cell sizes in points; a size that is not a positive finite number becomes 1.
  public init(pointsPerColumn: Double, pointsPerRow: Double, origin: Point = .zero) {
    self.pointsPerColumn = Self.validScale(pointsPerColumn)
    self.pointsPerRow = Self.validScale(pointsPerRow)
    self.origin = origin.isFinite ? origin : .zero
  }

  /// The mapping that stretches `size` to exactly `columns` × `rows` cells (independent horizontal and
  /// vertical scales).
  public init(stretching size: Size, columns: Int, rows: Int) {
    self.init(
      pointsPerColumn: size.width / Double(max(columns, 1)), pointsPerRow: size.height / Double(max(rows, 1)))
  }

  /// The largest undistorted mapping of `size` into at most `columns` × `rows` cells, for cells
  /// `cellAspectRatio` times as tall as wide (2 for most terminal fonts): one scale for both axes, chosen so
  /// the whole size fits; the content is centred in the grid.
  public init(fitting size: Size, columns: Int, rows: Int, cellAspectRatio: Double = 2) {
    let aspect = Self.validScale(cellAspectRatio)
    let columnCount = Double(max(columns, 1))
    let rowCount = Double(max(rows, 1))
    let scale = Self.validScale(max(size.width / columnCount, size.height / (rowCount * aspect)))
    let usedWidth = columnCount * scale
    let usedHeight = rowCount * scale * aspect
    let widthSlack = ((usedWidth - size.width) / 2 / scale).rounded(.down) * scale
    let heightSlack = ((usedHeight - size.height) / 2 / (scale * aspect)).rounded(.down) * scale * aspect
    self.init(
      pointsPerColumn: scale, pointsPerRow: scale * aspect,
      origin: Point(x: size.width.isFinite ? -widthSlack : 0, y: size.height.isFinite ? -heightSlack : 0))
  }

  /// The column that contains the horizontal position `x` (it may lie outside any grid).
  public func column(forX x: Double) -> Int {
    Int(clamping: (x - origin.x) / pointsPerColumn, rounding: .down)
  }

  /// The row that contains the vertical position `y` (it may lie outside any grid).
  public func row(forY y: Double) -> Int {
    Int(clamping: (y - origin.y) / pointsPerRow, rounding: .down)
  }

  /// The centre of a cell in points: what an overlay's hit test is asked about for that cell.
  public func centerPoint(column: Int, row: Int) -> Point {
    Point(
      x: origin.x + (Double(column) + 0.5) * pointsPerColumn, y: origin.y + (Double(row) + 0.5) * pointsPerRow)
  }

  /// The cells whose centres lie inside `rect` (edges rounded to the nearest cell boundary), but at least
  /// one cell for any non-empty rectangle, so small elements stay visible. A null, empty or non-finite
  /// rectangle maps to an empty rectangle.
  public func cellRect(for rect: Rect) -> CellRect {
    guard rect.isFinite, !rect.isNull, rect.width > 0 || rect.height > 0 else {
      return CellRect(column: 0, row: 0, width: 0, height: 0)
    }
    let left = Int(clamping: (rect.minX - origin.x) / pointsPerColumn, rounding: .toNearestOrAwayFromZero)
    let top = Int(clamping: (rect.minY - origin.y) / pointsPerRow, rounding: .toNearestOrAwayFromZero)
    let right = Int(clamping: (rect.maxX - origin.x) / pointsPerColumn, rounding: .toNearestOrAwayFromZero)
    let bottom = Int(clamping: (rect.maxY - origin.y) / pointsPerRow, rounding: .toNearestOrAwayFromZero)
    let column = right > left ? left : column(forX: rect.midX)
    let row = bottom > top ? top : self.row(forY: rect.midY)
    return CellRect(column: column, row: row, width: max(right - left, 1), height: max(bottom - top, 1))
  }

  /// The rectangle in points that a cell rectangle covers.
  public func rect(for cells: CellRect) -> Rect {
    Rect(
      x: origin.x + Double(cells.column) * pointsPerColumn, y: origin.y + Double(cells.row) * pointsPerRow,
      width: Double(cells.width) * pointsPerColumn, height: Double(cells.height) * pointsPerRow)
  }

  private static func validScale(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 1
  }
}
