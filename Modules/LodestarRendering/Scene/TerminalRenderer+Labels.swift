import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline

/// Where the progress text and the skip control's label go on the grid.
struct TerminalLabelPlacements {
  /// The first cell of the progress text's row of cells, or `nil` when it is not drawn.
  var progress: CellRect?
  /// The skip control's label cells (or its box, for a custom view), or `nil`.
  var skip: CellRect?
}

extension TerminalRenderer {
  /// Places the progress text and the skip control's label in free cells: where their points map when no
  /// cell there holds text or belongs to a highlighted target or to the coach mark (`avoided`), else in the
  /// nearest row and column that are free, so neither hides a target's label nor any other text; a label
  /// with no free place on the grid is not drawn. The skip control is placed first.
  func placeLabels(of items: [DisplayItem], on canvas: TerminalCanvas, avoiding avoided: [CellRect])
    -> TerminalLabelPlacements
  {
    var placements = TerminalLabelPlacements()
    var taken = avoided
    if let skip = items.first(where: { $0.part == .skipControl }), skip.opacity > 0 {
      switch skip.primitive {
      case .slot(_, let frame): placements.skip = mapping.cellRect(for: frame)
      case .roundedRectangle(let background):
        let label = Self.skipLabel(skip.label ?? "")
        let width = MonospacedTextMeasurer.cells(in: label)
        let frame = background.frame
        let wanted = (mapping.column(forX: frame.midX) - width / 2, mapping.row(forY: frame.midY))
        placements.skip = freeCells(width: width, near: wanted, on: canvas, avoiding: taken)
      default: break
      }
      if let cells = placements.skip { taken.append(cells) }
    }
    if let progress = items.first(where: { $0.part == .progress }), progress.opacity > 0,
      case .text(let line) = progress.primitive
    {
      let width = MonospacedTextMeasurer.cells(in: line.text)
      let wanted = (mapping.column(forX: line.frame.midX) - width / 2, mapping.row(forY: line.frame.midY))
      placements.progress = freeCells(width: width, near: wanted, on: canvas, avoiding: taken)
    }
    return placements
  }

  /// A row of `width` cells nearest `wanted` (rows first, at most ``labelSearchRows`` away, then columns)
  /// inside the grid, outside `avoided`, holding no text and with no text in the cells just before and after
  /// it; `nil` when there is none.
  func freeCells(
    width: Int, near wanted: (column: Int, row: Int), on canvas: TerminalCanvas, avoiding avoided: [CellRect]
  )
    -> CellRect?
  {
    guard width > 0, width <= canvas.columns, canvas.rows > 0 else { return nil }
    let lastStart = canvas.columns - width
    let firstColumn = min(max(wanted.column, 0), lastStart)
    let firstRow = min(max(wanted.row, 0), canvas.rows - 1)
    // Rows near the wanted one only: a label far from where it belongs would not read as its own.
    for rowDistance in 0..<min(canvas.rows, Self.labelSearchRows) {
      for row in rowDistance == 0 ? [firstRow] : [firstRow + rowDistance, firstRow - rowDistance]
      where row >= 0 && row < canvas.rows {
        for columnDistance in 0...lastStart {
          for column in columnDistance == 0
            ? [firstColumn] : [firstColumn - columnDistance, firstColumn + columnDistance]
          where column >= 0 && column <= lastStart {
            let cells = CellRect(column: column, row: row, width: width, height: 1)
            if avoided.contains(where: { !$0.intersection(cells).isEmpty }) { continue }
            // No text under it, nor right next to it (it would read as one word).
            if ((column - 1)...(column + width)).contains(where: { canvas.holdsText(column: $0, row: row) }) {
              continue
            }
            return cells
          }
        }
      }
    }
    return nil
  }

  /// How many rows above and below its place a label may move to find free cells.
  static let labelSearchRows = 12

  /// The skip control's label as the terminal draws it.
  static func skipLabel(_ title: String) -> String { "[ \(title) ]" }

  /// The progress text, bold, in its cells, in the theme's progress colour made darker or lighter until it has
  /// 4.5:1 against the cells' background (the dimmed screen).
  func drawProgress(_ text: String, at cells: CellRect, on canvas: inout TerminalCanvas) {
    let background = canvas.cell(atColumn: cells.column, row: cells.row)?.background.map { RGBAColor($0) }
    let foreground =
      background.map { theme.progress.legibleInTerminal(on: $0, minimum: RGBAColor.minimumTextContrast) }
      ?? theme.progress
    canvas.drawText(
      text, column: cells.column, row: cells.row,
      style: TerminalStyle(foreground: foreground, background: background, attributes: .bold))
  }

  /// The skip control's label in its cells (a custom view's placeholder box).
  func drawSkipControl(_ skip: DisplayItem, at cells: CellRect, on canvas: inout TerminalCanvas) {
    if case .slot(let id, let frame) = skip.primitive {
      drawAppView(id, frame: frame, on: &canvas)
      return
    }
    canvas.drawText(
      Self.skipLabel(skip.label ?? ""), column: cells.column, row: cells.row,
      style: TerminalStyle(foreground: theme.skipForeground, background: theme.skipBackground, attributes: .bold))
  }
}
