/// A grid of terminal cells to draw a frame into, in cell coordinates (column 0, row 0 is the top-left).
///
/// Drawing is clipped to the grid, so any coordinates are safe. Translucent colours are composited over what
/// a cell shows; a cell without a colour shows the terminal's default, which compositing and dimming take
/// to be ``defaultForeground`` and ``defaultBackground``.
public struct TerminalCanvas: Sendable, Hashable {
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The cells, row by row (index `row * columns + column`).
  public private(set) var cells: [TerminalCell]
  /// The colour assumed for cells whose text colour is the terminal's default.
  public var defaultForeground: RGBAColor
  /// The colour assumed for cells whose background is the terminal's default.
  public var defaultBackground: RGBAColor

  /// A blank canvas (negative sizes are treated as 0).
  public init(
    columns: Int, rows: Int, defaultForeground: RGBAColor = RGBAColor(white: 0.9),
    defaultBackground: RGBAColor = .black
  ) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    self.defaultForeground = defaultForeground
    self.defaultBackground = defaultBackground
    let count = self.columns.multipliedReportingOverflow(by: self.rows)
    cells = Array(repeating: .blank, count: count.overflow ? 0 : count.partialValue)
  }

  /// The whole grid as a rectangle.
  public var bounds: CellRect { CellRect(column: 0, row: 0, width: columns, height: rows) }

  /// The cell at a position, or `nil` outside the grid.
  public func cell(atColumn column: Int, row: Int) -> TerminalCell? {
    guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
    return cells[row * columns + column]
  }

  /// Every cell back to a blank in the default colours.
  public mutating func clear() {
    for index in cells.indices { cells[index] = .blank }
  }

  /// Paints the background of every cell in `rect` (clipped to the grid) with `color`, composited over the
  /// current background, and replaces the cells' text with spaces.
  public mutating func fill(_ rect: CellRect, with color: RGBAColor) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let opaque = color.alpha >= 1 ? color.terminalColor() : nil
    for row in area.row..<area.endRow {
      clearWideHalves(row: row, from: area.column, to: area.endColumn)
      for column in area.column..<area.endColumn {
        let index = row * columns + column
        let background = opaque ?? color.terminalColor(over: backgroundColor(of: cells[index]))
        cells[index] = TerminalCell(character: " ", background: background)
      }
    }
  }

  /// Draws a box with rounded corners (`╭╮╰╯`, `─`, `│`) along the edge of `rect`, the border in `border`
  /// and the inside filled with `fill` when given. A rectangle one cell high or wide becomes a line.
  public mutating func drawBox(_ rect: CellRect, border: TerminalStyle, fill: RGBAColor? = nil) {
    guard !rect.isEmpty else { return }
    if let fill { self.fill(rect, with: fill) }
    let right = rect.endColumn - 1
    let bottom = rect.endRow - 1
    if rect.height == 1 {
      for column in rect.column...right { put("─", column: column, row: rect.row, style: border) }
      return
    }
    if rect.width == 1 {
      for row in rect.row...bottom { put("│", column: rect.column, row: row, style: border) }
      return
    }
    for column in (rect.column + 1)..<right {
      put("─", column: column, row: rect.row, style: border)
      put("─", column: column, row: bottom, style: border)
    }
    for row in (rect.row + 1)..<bottom {
      put("│", column: rect.column, row: row, style: border)
      put("│", column: right, row: row, style: border)
    }
    put("╭", column: rect.column, row: rect.row, style: border)
    put("╮", column: right, row: rect.row, style: border)
    put("╰", column: rect.column, row: bottom, style: border)
    put("╯", column: right, row: bottom, style: border)
  }

  /// Writes `text` on one row from `column` to the right, clipped to `clip` (and to the grid); returns the
  /// number of columns the whole text takes, clipped or not.
  ///
  /// Wide graphemes take two columns; one that would be cut by the clip's right edge is not drawn. Control
  /// characters (including line breaks) are drawn as U+FFFD so no text can send escape sequences.
  @discardableResult
  public mutating func drawText(
    _ text: String, column: Int, row: Int, style: TerminalStyle = TerminalStyle(), clip: CellRect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var position = column
    for character in text {
      let shown: Character = CharacterWidth.isControl(character) ? "\u{FFFD}" : character
      let width = CharacterWidth.columns(of: shown)
      if area.contains(column: position, row: row), position + width <= area.endColumn {
        put(shown, column: position, row: row, style: style, width: width)
      }
      position = position.addingClamped(width)
    }
    return position - column
  }

  /// Dims every cell for which `isOpening` returns `false`: its text and background colours are blended
  /// towards `color` by `opacity` times the colour's alpha (cells with default colours use
  /// ``defaultForeground`` and ``defaultBackground``). Cells inside openings are left as they are.
  ///
  /// Plug an overlay's hit test into `isOpening`, for example through
  /// ``PointToCellMapping/centerPoint(column:row:)``.
  public mutating func dim(color: RGBAColor, opacity: Double, outside isOpening: (_ column: Int, _ row: Int) -> Bool) {
    let amount = RGBAColor.clamped(opacity) * color.alpha
    guard amount > 0 else { return }
    var foregroundCache: [TerminalColor?: TerminalColor] = [:]
    var backgroundCache: [TerminalColor?: TerminalColor] = [:]
    func blended(_ value: TerminalColor?, default base: RGBAColor, cache: inout [TerminalColor?: TerminalColor])
      -> TerminalColor
    {
      if let known = cache[value] { return known }
      let source = value.map(RGBAColor.init) ?? base
      let result = source.withAlpha(1).dimmed(by: color, opacity: opacity).terminalColor()
      cache[value] = result
      return result
    }
    for row in 0..<rows {
      for column in 0..<columns where !isOpening(column, row) {
        let index = row * columns + column
        var cell = cells[index]
        cell.foreground = blended(cell.foreground, default: defaultForeground, cache: &foregroundCache)
        cell.background = blended(cell.background, default: defaultBackground, cache: &backgroundCache)
        cells[index] = cell
      }
    }
  }

  /// Writes one grapheme of known width at a position inside the grid, keeping the cell's colours where
  /// the style has none, and repairing wide graphemes it overwrites half of.
  mutating func put(_ character: Character, column: Int, row: Int, style: TerminalStyle, width: Int = 1) {
    guard row >= 0, row < rows, column >= 0, column + width <= columns else { return }
    clearWideHalves(row: row, from: column, to: column + width)
    let index = row * columns + column
    let previous = cells[index]
    var cell = TerminalCell(character: character, attributes: style.attributes)
    cell.background = style.background.map { $0.terminalColor(over: backgroundColor(of: previous)) }
      ?? previous.background
    if let foreground = style.foreground {
      cell.foreground = foreground.terminalColor(over: cell.background.map(RGBAColor.init) ?? defaultBackground)
    } else {
      cell.foreground = previous.foreground
    }
    cells[index] = cell
    if width == 2 {
      var continuation = cell
      continuation.character = " "
      continuation.isContinuation = true
      continuation.background = style.background.map { $0.terminalColor(over: backgroundColor(of: cells[index + 1])) }
        ?? cells[index + 1].background
      cells[index + 1] = continuation
    }
  }

  /// Before cells `start..<end` of a row are overwritten: turns the other half of any wide grapheme that
  /// straddles the range's edges into a space, so no half grapheme remains.
  private mutating func clearWideHalves(row: Int, from start: Int, to end: Int) {
    let base = row * columns
    if start < columns, start > 0, cells[base + start].isContinuation {
      cells[base + start - 1].character = " "
    }
    if end < columns, end > 0, cells[base + end].isContinuation {
      cells[base + end].character = " "
      cells[base + end].isContinuation = false
    }
  }

  private func backgroundColor(of cell: TerminalCell) -> RGBAColor {
    cell.background.map(RGBAColor.init) ?? defaultBackground
  }
}
