/// A rectangle of terminal cells: a column and row origin (zero-based, top-left) and a size in cells.
public struct CellRect: Sendable, Hashable {
  /// The leftmost column.
  public var column: Int
  /// The top row.
  public var row: Int
  /// The width in columns (negative widths are treated as 0).
  public var width: Int
  /// The height in rows (negative heights are treated as 0).
  public var height: Int

  /// A rectangle from its origin and size in cells.
  public init(column: Int, row: Int, width: Int, height: Int) {
    self.column = column
    self.row = row
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// The column just right of the rectangle.
  public var endColumn: Int { column.addingClamped(width) }
  /// The row just below the rectangle.
  public var endRow: Int { row.addingClamped(height) }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at `column`, `row` lies inside.
  public func contains(column: Int, row: Int) -> Bool {
    column >= self.column && column < endColumn && row >= self.row && row < endRow
  }

  /// The cells both rectangles cover (an empty rectangle when they do not overlap).
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    let right = min(endColumn, other.endColumn)
    let bottom = min(endRow, other.endRow)
    guard right > left, bottom > top else { return CellRect(column: left, row: top, width: 0, height: 0) }
    return CellRect(column: left, row: top, width: right - left, height: bottom - top)
  }
}

extension Int {
  /// `self + other`, saturating at the bounds of `Int` instead of trapping.
  func addingClamped(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// `self - other`, saturating at the bounds of `Int` instead of trapping.
  func subtractingClamped(_ other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    return overflow ? (other < 0 ? .max : .min) : difference
  }

  /// The integer nearest to a `Double` rounded with `rule`, clamped to ±2^52 (NaN becomes 0), so no
  /// input can trap.
  init(clamping value: Double, rounding rule: FloatingPointRoundingRule) {
    guard !value.isNaN else {
      self = 0
      return
    }
    let limit = 4_503_599_627_370_496.0
    self = Int(Swift.min(Swift.max(value.rounded(rule), -limit), limit))
  }
}
