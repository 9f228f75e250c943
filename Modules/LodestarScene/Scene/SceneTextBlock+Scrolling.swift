import LodestarGeometry
import LodestarText

extension SceneTextBlock {
  /// The indexes of the lines shown: every line, or for a block that scrolls the run from
  /// ``SceneTextScroll/firstVisibleLine`` (clamped so that the run stays within the lines) that the block is
  /// tall enough for.
  ///
  /// - Complexity: O(1).
  public var visibleLines: Range<Int> {
    let count = text.lines.count
    guard let scroll else { return 0..<count }
    let shown = min(max(1, scroll.visibleLineCount), count)
    let first = min(max(0, scroll.firstVisibleLine), count - shown)
    return first..<(first + shown)
  }

  /// The height of all the lines, shown or not.
  public var contentHeight: Double { text.height }

  /// The height of the lines shown: ``contentHeight`` unless the block scrolls.
  public var visibleHeight: Double { Double(visibleLines.count) * text.lineHeight }

  /// How far the text is scrolled, in points: the height of the lines above the first one shown.
  public var scrollOffset: Double { Double(visibleLines.lowerBound) * text.lineHeight }

  /// Whether lines above the first one shown are hidden.
  public var hasTextAbove: Bool { visibleLines.lowerBound > 0 }

  /// Whether lines below the last one shown are hidden.
  public var hasTextBelow: Bool { visibleLines.upperBound < text.lines.count }

  /// The top of line `index` in overlay space: the first line shown at the block's top, the others one
  /// ``/LodestarText/WrappedText/lineHeight`` apart (lines that are not shown lie outside the block).
  ///
  /// - Parameter index: The line's index in ``text``.
  /// - Returns: The line's top edge.
  public func top(ofLine index: Int) -> Double {
    frame.minY + Double(index - visibleLines.lowerBound) * text.lineHeight
  }

  /// Where the triangles go that say more text is above and below: in the column on the block's trailing side
  /// that the layout kept free for them (``SceneTextScroll/indicatorColumnWidth(fontSize:)``), centred across it; the
  /// upward one centred in the upper half of the first line shown, the downward one in the lower half of the
  /// last, so that the two never overlap, even when one line shows (a triangle is at most half a line tall).
  /// Each is `nil` when no text is hidden on its side, both when the block does not scroll.
  ///
  /// - Parameter layoutDirection: The scene's layout direction: the trailing side is the left one in
  ///   right-to-left layouts.
  /// - Returns: The frames of the upward and the downward triangle.
  public func scrollIndicatorFrames(layoutDirection: ReadingDirection) -> (above: Rect?, below: Rect?) {
    guard scroll != nil else { return (nil, nil) }
    let half = text.lineHeight / 2
    // No taller than half a line (a measurer whose lines are short for their font size).
    let full = SceneTextScroll.indicatorSize(fontSize: fontSize)
    let size = Size(width: full.width, height: min(full.height, max(0, half)))
    let column = 2 * size.width
    let columnX = layoutDirection == .rightToLeft ? frame.minX - column : frame.maxX
    let x = columnX + (column - size.width) / 2
    let lines = visibleLines
    let inset = (half - size.height) / 2
    return (
      hasTextAbove
        ? Rect(x: x, y: top(ofLine: lines.lowerBound) + inset, width: size.width, height: size.height) : nil,
      hasTextBelow
        ? Rect(x: x, y: top(ofLine: lines.upperBound - 1) + half + inset, width: size.width, height: size.height)
        : nil
    )
  }
}
