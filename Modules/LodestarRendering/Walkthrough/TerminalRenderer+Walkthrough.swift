import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline
import LodestarWalkthrough

extension TerminalRenderer {
  /// The canvas showing a walkthrough scene.
  ///
  /// The theme's background first (seen beyond the first and last pages while a drag overscrolls), then each
  /// page's background and its elements, clipped to the page: an element with a background is a box over the
  /// cells of its ``/LodestarWalkthrough/WalkthroughSceneElement/transformedFrame``, filled with it and outlined
  /// in a darker shade (so plain text shows it too) when its text lies inside the outline (a box too small for
  /// that is only filled, so no text is drawn on a border); its text lines start where the parallax moves them (a
  /// zoom moves the lines but cannot scale the characters); a translucent element is blended with what lies
  /// below. Then the visible controls as
  /// `[ Title ]` in the theme's skip-control colours, and the page control as `●` for the current page (in
  /// the skip control's background colour) and `○` for the others (a darker shade of what lies below); only the dots
  /// on the canvas are visited.
  ///
  /// - Complexity: O(cells + elements of the visible pages + log pages).
  public func canvas(for scene: WalkthroughScene) -> TerminalCanvas {
    canvas(forWalkthrough: scene.displayList())
  }

  /// The canvas showing a walkthrough scene's display list, as ``canvas(for:)-(WalkthroughScene)`` draws its
  /// scene.
  ///
  /// - Parameter list: The display list of a walkthrough scene
  ///   (``/LodestarWalkthrough/WalkthroughScene/displayList(palette:)``).
  /// - Returns: The canvas.
  /// - Complexity: O(cells + the list's items).
  public func canvas(forWalkthrough list: DisplayList) -> TerminalCanvas {
    var canvas = TerminalCanvas(
      columns: columns, rows: rows, defaultForeground: theme.text, defaultBackground: theme.background)
    canvas.fill(canvas.bounds, with: theme.background)
    let items = list.items
    var clip = CellRect(column: 0, row: 0, width: 0, height: 0)
    var pageBackground = theme.background
    var index = 0
    while index < items.count {
      let item = items[index]
      var end = index + 1
      switch (item.part, item.primitive) {
      case (.walkthroughPage, .roundedRectangle(let page)):
        clip = mapping.cellRect(for: page.frame).intersection(canvas.bounds)
        pageBackground = page.fill
        if !clip.isEmpty { canvas.fill(clip, with: page.fill) }
      case (.walkthroughElement, _):
        // An element's items run until the next element's.
        while end < items.count, items[end].part == .walkthroughElement, items[end].identifier == item.identifier {
          end += 1
        }
        if !clip.isEmpty, item.opacity > 0 {
          drawElement(items[index..<end], clip: clip, background: pageBackground, on: &canvas)
        }
      case (.walkthroughControl, .roundedRectangle(let control)):
        let label = "[ \(item.label ?? "") ]"
        let row = mapping.row(forY: control.frame.midY)
        let column = mapping.column(forX: control.frame.midX) - label.count / 2
        canvas.drawText(
          label, column: column, row: row,
          style: TerminalStyle(foreground: theme.skipForeground, background: theme.skipBackground, attributes: .bold))
      case (.pageIndicator, .roundedRectangle(let dot)), (.currentPageIndicator, .roundedRectangle(let dot)):
        let column = mapping.column(forX: dot.frame.midX)
        let row = mapping.row(forY: dot.frame.midY)
        // The current dot in the accent colour, the others a darker shade of whatever lies below.
        let below = canvas.cell(atColumn: column, row: row)?.background.map { RGBAColor($0) } ?? theme.background
        let isCurrent = item.part == .currentPageIndicator
        canvas.drawText(
          isCurrent ? "●" : "○", column: column, row: row,
          style: TerminalStyle(
            foreground: isCurrent ? theme.skipBackground : below.interpolated(to: .black, fraction: 0.45)))
      default: break
      }
      index = end
    }
    return canvas
  }

  /// An element's items: its background as a box over the cells of its transformed frame, blended with the page
  /// at its opacity and outlined when its text lies inside the outline, then its text lines where the parallax
  /// moves them.
  private func drawElement(
    _ items: ArraySlice<DisplayItem>, clip: CellRect, background: RGBAColor, on canvas: inout TerminalCanvas
  ) {
    guard let first = items.first else { return }
    let opacity = first.opacity
    let transform = first.transform
    var textBackground = background
    let lines = textLines(of: items)
    for item in items {
      guard case .roundedRectangle(let shape) = item.primitive else { continue }
      let frame = transform.isIdentity ? shape.frame : transform.apply(shape.frame)
      let cells = mapping.cellRect(for: frame)
      let coverage = shape.fill.clamped.alpha * opacity
      canvas.fill(cells.intersection(clip), with: shape.fill.clamped.withAlpha(coverage))
      textBackground = background.interpolated(to: shape.fill.clamped.withAlpha(1), fraction: coverage)
      // The outline only around text it leaves room for: in a small window a badge two rows high has no row
      // inside its border, and its digit was drawn on the border ("╰────1───╯", issue 32, item 8).
      if lines.allSatisfy({ Self.isInside($0, cells) }) {
        let border = textBackground.interpolated(to: .black, fraction: 0.35 * opacity)
        drawOutline(cells, clip: clip, color: border, on: &canvas)
      }
    }
    // The element's lines share its text colour, blended with what lies below at its opacity.
    var textColor = RGBAColor.black
    for item in items {
      if case .text(let line) = item.primitive {
        textColor = line.color
        break
      }
    }
    let color = textBackground.interpolated(to: textColor.clamped.withAlpha(1), fraction: opacity)
    for line in lines {
      canvas.drawText(
        line.text, column: line.column, row: line.row, style: TerminalStyle(foreground: color), clip: clip)
    }
  }

  /// The cells of an element's text lines: where each starts and what it shows, in visual order.
  private func textLines(of items: ArraySlice<DisplayItem>) -> [(text: String, column: Int, row: Int)] {
    items.compactMap { item in
      guard case .text(let line) = item.primitive else { return nil }
      let start = Point(x: line.frame.minX, y: line.frame.midY)
      let placed = item.transform.isIdentity ? start : item.transform.apply(start)
      guard placed.isFinite else { return nil }
      let visual = line.direction == .rightToLeft ? String(line.text.reversed()) : line.text
      return (visual, mapping.column(forX: placed.x + mapping.pointsPerColumn / 2), mapping.row(forY: placed.y))
    }
  }

  /// Whether a text line lies inside a box's border: on a row between its top and bottom rows, and between its
  /// left and right columns.
  private static func isInside(_ line: (text: String, column: Int, row: Int), _ cells: CellRect) -> Bool {
    let width = line.text.reduce(0) { $0 + CharacterWidth.columns(of: $1) }
    return line.row > cells.row && line.row < cells.endRow - 1 && line.column > cells.column
      && line.column + width < cells.endColumn
  }

  /// The rounded outline of a box (`╭─╮`, `│`, `╰─╯`) over `cells`, drawn only where it lies inside `clip`
  /// (a box cut by its page's edge loses that side); only the visible part of a huge box is visited.
  private func drawOutline(_ cells: CellRect, clip: CellRect, color: RGBAColor, on canvas: inout TerminalCanvas) {
    let visible = cells.intersection(clip)
    guard cells.width >= 2, cells.height >= 2, !visible.isEmpty else { return }
    let style = TerminalStyle(foreground: color)
    let left = max(cells.column, visible.column)
    let right = min(cells.endColumn - 1, visible.endColumn - 1)
    let run = String(repeating: "─", count: max(right - left + 1, 0))
    for (row, first, last) in [(cells.row, "╭", "╮"), (cells.endRow - 1, "╰", "╯")] {
      canvas.drawText(run, column: left, row: row, style: style, clip: clip)
      canvas.drawText(first, column: cells.column, row: row, style: style, clip: clip)
      canvas.drawText(last, column: cells.endColumn - 1, row: row, style: style, clip: clip)
    }
    let top = max(cells.row + 1, visible.row)
    let bottom = min(cells.endRow - 1, visible.endRow)
    guard top < bottom else { return }
    for row in top..<bottom {
      canvas.drawText("│", column: cells.column, row: row, style: style, clip: clip)
      canvas.drawText("│", column: cells.endColumn - 1, row: row, style: style, clip: clip)
    }
  }
}
