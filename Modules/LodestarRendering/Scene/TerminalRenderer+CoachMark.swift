import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTimeline

/// A move on the grid by whole cells.
struct CellOffset: Hashable {
  var columns = 0
  var rows = 0
}

/// Where a coach mark goes on the grid: its box (the border around the cells of its body), how far it was
/// moved from where its points map, and its arrow.
struct TerminalCoachMarkPlacement {
  /// The box, border included.
  var box: CellRect
  /// The move from where the body's points map.
  var offset: CellOffset
  /// The arrow's head, or `nil` without an arrow.
  var arrowHead: (column: Int, row: Int)?
  /// The cells between the head and the box (an arrow reaching across empty rows or columns).
  var arrowStem: [(column: Int, row: Int)] = []

  /// The box's inside: the cells of the body.
  var interior: CellRect {
    CellRect(column: box.column + 1, row: box.row + 1, width: box.width - 2, height: box.height - 2)
  }
}

/// What the terminal draws of a coach mark, read from a display list's coach-mark items (body, arrow,
/// separator and text lines, which share the coach mark's opacity and transform).
struct TerminalCoachMark {
  /// The coach mark's items.
  var items: ArraySlice<DisplayItem>
  /// The body's frame, before the transform.
  var body: Rect
  /// The app's own body view, or `nil` for the default body.
  var customBody: ElementID?
  /// The body's fill.
  var inner: RGBAColor
  /// The body's border.
  var border: RGBAColor
  /// The arrow, or `nil` without one.
  var arrow: DisplayArrow?

  /// The coach mark's opacity.
  var opacity: Double { items.first?.opacity ?? 0 }
  /// The coach mark's transform.
  var transform: AffineMatrix { items.first?.transform ?? .identity }

  /// The coach mark of `items`: the run of coach-mark items that starts at its body, or `nil` without one.
  init?(in items: [DisplayItem]) {
    guard let start = items.firstIndex(where: { $0.part == .coachMarkBody }) else { return nil }
    self.items = items.coachMarkItems(startingAt: start)
    var body = Rect.zero
    for item in self.items {
      switch item.primitive {
      case .roundedRectangle(let rectangle) where item.part == .coachMarkBody: body = rectangle.frame
      case .slot(let id, let frame):
        body = frame
        customBody = id
      case .arrow(let shape) where item.part == .coachMarkArrow: arrow = shape
      default: break
      }
    }
    let (fill, edge) = self.items.coachMarkColors
    self.body = body
    inner = (fill ?? .white).clamped
    border = (edge ?? .black).clamped
  }
}

extension TerminalRenderer {
  /// The cells of the highlighted targets a person must see: each target of the list whose centre lies in
  /// an opening. The overlay leaves them undimmed and nothing of the tour is drawn over them.
  func protectedTargets(of list: DisplayList) -> [CellRect] {
    var region: OverlayRegion?
    for item in list.items {
      if case .overlay(let overlay) = item.primitive {
        region = overlay.region
        break
      }
    }
    guard let region else { return [] }
    return list.targetFrames.compactMap { frame in
      guard region.containsOpening(at: frame.center) else { return nil }
      let cells = mapping.cellRect(for: frame)
      return cells.isEmpty ? nil : cells
    }
  }

  /// Where a coach mark goes on the grid.
  ///
  /// Points become cells by rounding and the border takes a cell outside the body, so a coach mark beside
  /// its target can land on the target's cells at coarse scales (a 28-point row of text in a 36-point
  /// terminal row). It is then moved by whole cells away from the target, in the direction its arrow points
  /// from, until it leaves every target's cells. The arrow's head goes in the cell next to the target it
  /// points at, under (or beside) the target's cells and inside the box's span; it sits on the box's border
  /// when the box touches the target, with a stem (`│` or `─`) across the cells between them otherwise, or
  /// the box moves up to the target when those cells hold text. A coach mark over its target or centred is
  /// drawn where its points map.
  func coachMarkPlacement(
    _ mark: TerminalCoachMark, position: SceneCoachMarkPosition?, targets: [CellRect], on screen: TerminalCanvas? = nil
  ) -> TerminalCoachMarkPlacement? {
    guard mark.opacity > 0 else { return nil }
    let transform = mark.transform
    let body = transform.isIdentity ? mark.body : transform.apply(mark.body)
    let interior = mapping.cellRect(for: body)
    let box = CellRect(
      column: interior.column - 1, row: interior.row - 1, width: interior.width + 2, height: interior.height + 2)
    var placement = TerminalCoachMarkPlacement(box: box, offset: CellOffset())
    guard let arrow = mark.arrow else { return placement }
    let tip = transform.isIdentity ? arrow.tip : transform.apply(arrow.tip)
    let direction = arrow.direction
    if position == .besideTarget {
      for _ in 0...targets.count {
        guard let target = targets.first(where: { !$0.intersection(placement.box).isEmpty }) else { break }
        placement.move(away: direction, from: target)
      }
    }
    placement.placeArrow(
      direction, tip: (mapping.column(forX: tip.x), mapping.row(forY: tip.y)), targets: targets,
      grid: CellRect(column: 0, row: 0, width: columns, height: rows), on: screen)
    return placement
  }

  /// Draws a coach mark at its placement: the box, the text, the separator and the arrow.
  func drawCoachMark(_ mark: TerminalCoachMark, placement: TerminalCoachMarkPlacement, on canvas: inout TerminalCanvas)
  {
    let transform = mark.transform
    let inner = mark.inner
    let cells = placement.box
    let interior = placement.interior
    // Instructions' border (white 0.8) on its white body is 1.6:1: drawn darker until it has 3:1 (issue 32, item 9).
    let border = mark.border.legible(on: inner)
    if let id = mark.customBody {
      // The app's own body view: a placeholder box where the body is, labelled with the view's identifier.
      canvas.drawBox(
        cells, border: TerminalStyle(foreground: theme.appViewBorder, background: theme.appViewFill),
        fill: theme.appViewFill)
      drawLabel(
        id.rawValue, in: cells,
        style: TerminalStyle(foreground: theme.appViewBorder, background: theme.appViewFill), on: &canvas)
    } else {
      canvas.drawBox(cells, border: TerminalStyle(foreground: border, background: inner), fill: inner)
    }
    for item in mark.items {
      guard case .text(let line) = item.primitive else { continue }
      let style = TerminalStyle(foreground: line.color.clamped, background: inner)
      drawLine(line, transform: transform, offset: placement.offset, clip: interior, style: style, on: &canvas)
    }
    var upwardCell: (column: Int, row: Int)?
    for item in mark.items where item.part == .coachMarkScrollIndicator {
      // More of the hint above or below: ▲ or ▼ in the text's colour, in the cell the triangle's centre maps to;
      // beside the ▲ when both land in one cell (one line shown, a line one cell tall).
      guard case .arrow(let indicator) = item.primitive else { continue }
      let frame = transform.isIdentity ? indicator.frame : transform.apply(indicator.frame)
      var cell = (
        column: mapping.column(forX: frame.midX) + placement.offset.columns,
        row: mapping.row(forY: frame.midY) + placement.offset.rows
      )
      if indicator.direction == .up {
        upwardCell = cell
      } else if let upwardCell, upwardCell == cell {
        cell.column += 1
      }
      guard interior.contains(column: cell.column, row: cell.row) else { continue }
      drawGlyph(
        indicator.direction == .up ? "▲" : "▼", at: cell, color: indicator.fill.clamped.legible(on: inner), on: &canvas)
    }
    for item in mark.items where item.part == .coachMarkSeparator {
      guard case .roundedRectangle(let separator) = item.primitive else { continue }
      let frame = transform.isIdentity ? separator.frame : transform.apply(separator.frame)
      drawSeparator(
        frame, offset: placement.offset, clip: interior, style: TerminalStyle(foreground: border, background: inner),
        on: &canvas)
    }
    guard let arrow = mark.arrow, let head = placement.arrowHead else { return }
    let color = arrow.customView == nil ? border : theme.appViewBorder
    for cell in placement.arrowStem {
      let glyph = arrow.direction == .up || arrow.direction == .down ? "│" : "─"
      drawGlyph(glyph, at: cell, color: color, on: &canvas)
    }
    let glyph: String
    switch arrow.direction {
    case .up: glyph = "▲"
    case .down: glyph = "▼"
    case .left: glyph = "◀"
    case .right: glyph = "▶"
    }
    drawGlyph(arrow.customView == nil ? glyph : "◆", at: head, color: color, on: &canvas)
  }

  /// One glyph in `color` over the cell's background.
  private func drawGlyph(
    _ glyph: String, at cell: (column: Int, row: Int), color: RGBAColor, on canvas: inout TerminalCanvas
  ) {
    let background = canvas.cell(atColumn: cell.column, row: cell.row)?.background.map { RGBAColor($0) }
    canvas.drawText(
      glyph, column: cell.column, row: cell.row, style: TerminalStyle(foreground: color, background: background))
  }
}

extension TerminalCoachMarkPlacement {
  /// Moves the box away from `target`, in the direction the arrow points from, until they no longer share
  /// a cell.
  mutating func move(away direction: ArrowDirection, from target: CellRect) {
    var shift = CellOffset()
    switch direction {
    case .up: shift.rows = target.endRow - box.row
    case .down: shift.rows = target.row - box.endRow
    case .left: shift.columns = target.endColumn - box.column
    case .right: shift.columns = target.column - box.endColumn
    }
    offset.columns += shift.columns
    offset.rows += shift.rows
    box.column += shift.columns
    box.row += shift.rows
  }

  /// Moves the box `cells` cells in the direction the arrow points (towards its target).
  mutating func move(toward direction: ArrowDirection, by cells: Int) {
    var shift = CellOffset()
    switch direction {
    case .up: shift.rows = -cells
    case .down: shift.rows = cells
    case .left: shift.columns = -cells
    case .right: shift.columns = cells
    }
    offset.columns += shift.columns
    offset.rows += shift.rows
    box.column += shift.columns
    box.row += shift.rows
  }

  /// Places the arrow's head next to the target it points at (see
  /// ``TerminalRenderer/coachMarkPlacement(_:targets:on:)``).
  ///
  /// Only cells of `grid` are searched or drawn, so a scene with far-away frames costs no more than one
  /// that fits.
  mutating func placeArrow(
    _ direction: ArrowDirection, tip: (column: Int, row: Int), targets: [CellRect], grid: CellRect,
    on screen: TerminalCanvas?
  ) {
    let isVertical = direction == .up || direction == .down
    // The targets in front of the arrow, the one across from the tip (or the nearest) first.
    let inFront = targets.filter { target in
      switch direction {
      case .up: target.endRow <= box.row
      case .down: target.row >= box.endRow
      case .left: target.endColumn <= box.column
      case .right: target.column >= box.endColumn
      }
    }
    func distance(_ target: CellRect) -> (Int, Int) {
      let across = isVertical ? tip.column : tip.row
      let start = isVertical ? target.column : target.row
      let end = isVertical ? target.endColumn : target.endRow
      let sideways = across < start ? start - across : across >= end ? across - end + 1 : 0
      let gap: Int
      switch direction {
      case .up: gap = box.row - target.endRow
      case .down: gap = target.row - box.endRow
      case .left: gap = box.column - target.endColumn
      case .right: gap = target.column - box.endColumn
      }
      return (sideways, gap)
    }
    guard let target = inFront.min(by: { distance($0) < distance($1) }) else {
      // Nothing to point at on the grid (a point of interest): the head next to the box, across from the tip.
      switch direction {
      case .up: arrowHead = (tip.column, box.row - 1)
      case .down: arrowHead = (tip.column, box.endRow)
      case .left: arrowHead = (box.column - 1, tip.row)
      case .right: arrowHead = (box.endColumn, tip.row)
      }
      return
    }
    // Across: under the target and inside the box's inside; the target's span when they do not meet.
    let targetStart = isVertical ? target.column : target.row
    let targetEnd = (isVertical ? target.endColumn : target.endRow) - 1
    let boxStart = (isVertical ? box.column : box.row) + 1
    let boxEnd = (isVertical ? box.endColumn : box.endRow) - 2
    var lowest = max(targetStart, boxStart)
    var highest = min(targetEnd, boxEnd)
    if lowest > highest { (lowest, highest) = (targetStart, targetEnd) }
    let wanted = min(max(isVertical ? tip.column : tip.row, lowest), highest)
    let gap = distance(target).1
    // Along: on the border when the box touches the target, else in the cell next to the target.
    func cells(at across: Int) -> (head: (Int, Int), stem: [(Int, Int)]) {
      guard gap > 0 else {
        switch direction {
        case .up: return ((across, box.row), [])
        case .down: return ((across, box.endRow - 1), [])
        case .left: return ((box.column, across), [])
        case .right: return ((box.endColumn - 1, across), [])
        }
      }
      // The stem's cells on the grid only.
      func visible(_ start: Int, _ end: Int, in low: Int, _ high: Int) -> Range<Int> {
        let first = max(start, low)
        return first..<max(first, min(end, high))
      }
      switch direction {
      case .up:
        return (
          (across, target.endRow),
          visible(target.endRow + 1, box.row, in: grid.row, grid.endRow).map { (across, $0) }
        )
      case .down:
        return (
          (across, target.row - 1),
          visible(box.endRow, target.row - 1, in: grid.row, grid.endRow).map { (across, $0) }
        )
      case .left:
        return (
          (target.endColumn, across),
          visible(target.endColumn + 1, box.column, in: grid.column, grid.endColumn).map { ($0, across) }
        )
      case .right:
        return (
          (target.column - 1, across),
          visible(box.endColumn, target.column - 1, in: grid.column, grid.endColumn).map { ($0, across) }
        )
      }
    }
    func isFree(_ cell: (Int, Int)) -> Bool { screen?.holdsText(column: cell.0, row: cell.1) != true }
    if gap > 0 {
      // The cells nearest the tip whose head and stem cover no text.
      let gridStart = isVertical ? grid.column : grid.row
      let gridEnd = (isVertical ? grid.endColumn : grid.endRow) - 1
      let searchLowest = max(lowest, gridStart)
      let searchHighest = min(highest, gridEnd)
      let candidates =
        searchLowest <= searchHighest
        ? (searchLowest...searchHighest).sorted { abs($0 - wanted) < abs($1 - wanted) } : []
      for across in candidates {
        let found = cells(at: across)
        if isFree(found.head) && found.stem.allSatisfy(isFree) {
          arrowHead = found.head
          arrowStem = found.stem
          return
        }
      }
      // Every way across holds text: the box moves up to the target, and the head goes on its border.
      var closer = self
      closer.move(toward: direction, by: gap)
      if !targets.contains(where: { !$0.intersection(closer.box).isEmpty }) {
        self = closer
        switch direction {
        case .up: arrowHead = (wanted, box.row)
        case .down: arrowHead = (wanted, box.endRow - 1)
        case .left: arrowHead = (box.column, wanted)
        case .right: arrowHead = (box.endColumn - 1, wanted)
        }
        arrowStem = []
        return
      }
    }
    let found = cells(at: wanted)
    arrowHead = found.head
    arrowStem = found.stem
  }
}

extension TerminalCanvas {
  /// Whether the cell shows text: anything but a space, a continuation cell or a box-drawing character.
  func holdsText(column: Int, row: Int) -> Bool {
    guard let cell = cell(atColumn: column, row: row), !cell.isContinuation else { return false }
    guard let scalar = cell.character.unicodeScalars.first else { return false }
    if cell.character == " " { return false }
    return !(0x2500...0x257F).contains(scalar.value)
  }
}
