import LodestarGeometry
import LodestarTimeline
import LodestarViewModel

extension TerminalRenderer {
  /// The canvas showing a walkthrough scene.
  ///
  /// The theme's background first (seen beyond the first and last pages while a drag overscrolls), then each
  /// page's background and its elements, clipped to the page: an element's background fills the cells of
  /// its ``LodestarViewModel/WalkthroughSceneElement/transformedFrame`` (a terminal has no rounded corners),
  /// its text lines start where the parallax moves them (a zoom moves the lines but cannot scale the
  /// characters), and a translucent element is blended with what lies below. Then the visible controls as
  /// `[ Title ]` in the theme's skip-control colours, and the page control as `●` for the current page and
  /// `○` for the others.
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
      for (page, dot) in pageControl.dotFrames.enumerated() {
        canvas.drawText(
          page == pageControl.currentPage ? "●" : "○", column: mapping.column(forX: dot.midX),
          row: mapping.row(forY: dot.midY), style: TerminalStyle(foreground: theme.text))
      }
    }
    return canvas
  }

  private func drawElement(
    _ element: WalkthroughSceneElement, clip: CellRect, background: RGBAColor, on canvas: inout TerminalCanvas
  ) {
    let opacity = element.opacity.value
    var textBackground = background
    if let fill = element.fill {
      let cells = mapping.cellRect(for: element.transformedFrame).intersection(clip)
      canvas.fill(cells, with: fill.clamped.withAlpha(fill.clamped.alpha * opacity))
      textBackground = background.interpolated(to: fill.clamped.withAlpha(1), fraction: fill.clamped.alpha * opacity)
    }
    guard let text = element.text, !text.lines.isEmpty else { return }
    let transform = element.transform
    let color = textBackground.interpolated(to: element.textColor.clamped.withAlpha(1), fraction: opacity)
    for (index, line) in text.lines.enumerated() {
      let start = Point(
        x: element.frame.minX + line.horizontalOffset(inWidth: element.frame.width),
        y: element.textTop + (Double(index) + 0.5) * text.lineHeight)
      let placed = transform.isIdentity ? start : transform.apply(start)
      guard placed.isFinite else { continue }
      let visual = line.direction == .rightToLeft ? String(line.text.reversed()) : line.text
      canvas.drawText(
        visual, column: mapping.column(forX: placed.x + mapping.pointsPerColumn / 2), row: mapping.row(forY: placed.y),
        style: TerminalStyle(foreground: color), clip: clip)
    }
  }
}
