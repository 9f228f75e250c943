import LodestarGeometry
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
    var canvas = TerminalCanvas(
      columns: columns, rows: rows, defaultForeground: theme.text, defaultBackground: theme.background)
    canvas.fill(canvas.bounds, with: theme.background)
    for page in scene.pages {
      let clip = mapping.cellRect(for: page.frame).intersection(canvas.bounds)
      guard !clip.isEmpty else { continue }
      canvas.fill(clip, with: page.background)
      for element in page.elements where element.opacity.value > 0 {
        drawElement(element, clip: clip, background: page.background, on: &canvas)
      }
    }
    for control in scene.controls where !control.isHidden {
      let label = "[ \(control.title) ]"
      let row = mapping.row(forY: control.frame.midY)
      let column = mapping.column(forX: control.frame.midX) - label.count / 2
      canvas.drawText(
        label, column: column, row: row,
        style: TerminalStyle(foreground: theme.skipForeground, background: theme.skipBackground, attributes: .bold))
    }
    if let pageControl = scene.pageControl {
      // Only the dots on the canvas: a walkthrough of n pages has n dots, and drawing all of them in every frame
      // made playing it cost n² (issue 32).
      let left = mapping.origin.x - mapping.pointsPerColumn
      let right = mapping.origin.x + Double(columns + 1) * mapping.pointsPerColumn
      for page in pageControl.dotIndices(visibleBetween: left, and: right) {
        let dot = pageControl.dotFrames[page]
        let column = mapping.column(forX: dot.midX)
        let row = mapping.row(forY: dot.midY)
        // The current dot in the accent colour, the others a darker shade of whatever lies below.
        let below = canvas.cell(atColumn: column, row: row)?.background.map { RGBAColor($0) } ?? theme.background
        let isCurrent = page == pageControl.currentPage
        canvas.drawText(
          isCurrent ? "●" : "○", column: column, row: row,
          style: TerminalStyle(
            foreground: isCurrent ? theme.skipBackground : below.interpolated(to: .black, fraction: 0.45)))
      }
    }
    return canvas
  }

  private func drawElement(
    _ element: WalkthroughSceneElement, clip: CellRect, background: RGBAColor, on canvas: inout TerminalCanvas
  ) {
    let opacity = element.opacity.value
    var textBackground = background
    let lines = textLines(of: element)
    if let fill = element.fill {
      let cells = mapping.cellRect(for: element.transformedFrame)
      let coverage = fill.clamped.alpha * opacity
      canvas.fill(cells.intersection(clip), with: fill.clamped.withAlpha(coverage))
      textBackground = background.interpolated(to: fill.clamped.withAlpha(1), fraction: coverage)
      // The outline only around text it leaves room for: in a small window a badge two rows high has no row
      // inside its border, and its digit was drawn on the border ("╰────1───╯", issue 32, item 8).
      if lines.allSatisfy({ Self.isInside($0, cells) }) {
        let border = textBackground.interpolated(to: .black, fraction: 0.35 * opacity)
        drawOutline(cells, clip: clip, color: border, on: &canvas)
      }
    }
    let color = textBackground.interpolated(to: element.textColor.clamped.withAlpha(1), fraction: opacity)
    for line in lines {
      canvas.drawText(
        line.text, column: line.column, row: line.row, style: TerminalStyle(foreground: color), clip: clip)
    }
  }

  /// The cells of an element's text lines: where each starts and what it shows, in visual order.
  private func textLines(of element: WalkthroughSceneElement) -> [(text: String, column: Int, row: Int)] {
    guard let text = element.text else { return [] }
    let transform = element.transform
    return text.lines.enumerated().compactMap { index, line in
      let start = Point(
        x: element.frame.minX + line.horizontalOffset(inWidth: element.frame.width),
        y: element.textTop + (Double(index) + 0.5) * text.lineHeight)
      let placed = transform.isIdentity ? start : transform.apply(start)
      guard placed.isFinite else { return nil }
      let visual = line.direction == .rightToLeft ? String(line.text.reversed()) : line.text
      return (
        visual, mapping.column(forX: placed.x + mapping.pointsPerColumn / 2), mapping.row(forY: placed.y)
      )
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
