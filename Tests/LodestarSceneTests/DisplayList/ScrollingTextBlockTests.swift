import LodestarGeometry
import LodestarScene
import LodestarText
import Testing

/// A text block that scrolls: which lines it shows (clamped to its lines), where each line's top is, and where
/// the triangles go that say more text is above or below.
@Suite struct ScrollingTextBlockTests {
  /// A block of `count` lines, 20 points each, `shown` of them shown from `first` on.
  static func block(count: Int, first: Int, shown: Int) -> SceneTextBlock {
    let lines = (0..<count).map {
      WrappedLine(text: "line \($0)", width: 50, direction: .leftToRight, alignment: .left, endsParagraph: false)
    }
    return SceneTextBlock(
      frame: Rect(x: 100, y: 200, width: 80, height: Double(shown) * 20),
      text: WrappedText(lines: lines, lineHeight: 20), fontSize: 15,
      scroll: SceneTextScroll(firstVisibleLine: first, visibleLineCount: shown))
  }

  @Test(
    arguments: [
      // (first, shown) asked for → lines shown, of 10.
      (0, 3, 0..<3), (1, 3, 1..<4), (7, 3, 7..<10), (8, 3, 7..<10), (-2, 3, 0..<3), (.max, 3, 7..<10),
      (.min, 3, 0..<3), (0, 0, 0..<1), (0, -4, 0..<1), (4, 10, 0..<10), (0, 11, 0..<10), (0, .max, 0..<10),
    ] as [(Int, Int, Range<Int>)])
  func theLinesShownAreClampedToTheLines(first: Int, shown: Int, expected: Range<Int>) {
    let block = Self.block(count: 10, first: first, shown: shown)
    #expect(block.visibleLines == expected)
    #expect(block.hasTextAbove == (expected.lowerBound > 0))
    #expect(block.hasTextBelow == (expected.upperBound < 10))
    #expect(block.scrollOffset == Double(expected.lowerBound) * 20)
    #expect(block.visibleHeight == Double(expected.count) * 20)
    #expect(block.contentHeight == 200)
  }

  @Test func aBlockThatDoesNotScrollShowsEveryLine() {
    var block = Self.block(count: 4, first: 2, shown: 1)
    block.scroll = nil
    #expect(block.visibleLines == 0..<4 && !block.hasTextAbove && !block.hasTextBelow)
    #expect(block.scrollIndicatorFrames(layoutDirection: .leftToRight) == (nil, nil))
    #expect(block.top(ofLine: 2) == 240)
    let empty = SceneTextBlock(frame: .zero, text: WrappedText(lines: [], lineHeight: 20), fontSize: 15)
    #expect(empty.visibleLines == 0..<0)
  }

  @Test func theFirstLineShownIsAtTheTop() {
    let block = Self.block(count: 10, first: 4, shown: 3)
    #expect(block.top(ofLine: 4) == 200)
    #expect(block.top(ofLine: 6) == 240)
    #expect(block.top(ofLine: 3) == 180)
  }

  /// The triangles are in the column beside the block (trailing: right, or left in right-to-left layouts),
  /// centred across it; the upward one in the upper half of the first line shown, the downward one in the lower
  /// half of the last.
  @Test func theTrianglesSitBesideTheFirstAndLastLinesShown() throws {
    let block = Self.block(count: 10, first: 4, shown: 3)
    let right = block.scrollIndicatorFrames(layoutDirection: .leftToRight)
    let above = try #require(right.above)
    let below = try #require(right.below)
    // The column is 18 points (twice the width), the triangle 9 wide in its middle; a half line is 10 points,
    // the triangle 5 tall in its middle.
    #expect(above == Rect(x: 180 + 4.5, y: 200 + 2.5, width: 9, height: 5))
    #expect(below == Rect(x: 180 + 4.5, y: 240 + 10 + 2.5, width: 9, height: 5))
    let left = block.scrollIndicatorFrames(layoutDirection: .rightToLeft)
    #expect(left.above == Rect(x: 100 - 18 + 4.5, y: 202.5, width: 9, height: 5))
    #expect(left.below?.minY == 252.5)
    // At the top only the downward one; at the bottom only the upward one.
    #expect(Self.block(count: 10, first: 0, shown: 3).scrollIndicatorFrames(layoutDirection: .leftToRight).above == nil)
    #expect(Self.block(count: 10, first: 7, shown: 3).scrollIndicatorFrames(layoutDirection: .leftToRight).below == nil)
  }

  /// One line shown with text on both sides: the two triangles share the line and do not overlap.
  @Test func withOneLineShownTheTrianglesDoNotOverlap() throws {
    let block = Self.block(count: 10, first: 4, shown: 1)
    let (above, below) = block.scrollIndicatorFrames(layoutDirection: .leftToRight)
    let up = try #require(above)
    let down = try #require(below)
    #expect(!up.intersects(down) && up.maxY <= down.minY)
    #expect(up.minY >= block.frame.minY && down.maxY <= block.frame.maxY)
  }

  /// Lines short for their font size (a terminal's one-cell lines): each triangle is at most half a line tall,
  /// so the two still do not overlap.
  @Test func aTriangleIsAtMostHalfALineTall() throws {
    var block = Self.block(count: 10, first: 4, shown: 1)
    block.fontSize = 48  // triangles 29 × 17
    block.text.lineHeight = 18
    let (above, below) = block.scrollIndicatorFrames(layoutDirection: .leftToRight)
    let up = try #require(above)
    let down = try #require(below)
    #expect(up.height == 9 && down.height == 9 && up.width == 29)
    #expect(up.maxY <= down.minY)
  }

  @Test func theTrianglesScaleWithTheText() {
    #expect(SceneTextScroll.indicatorSize(fontSize: 15) == Size(width: 9, height: 5))
    #expect(SceneTextScroll.indicatorSize(fontSize: 53) == Size(width: 32, height: 19))
    #expect(SceneTextScroll.indicatorSize(fontSize: .nan) == Size(width: 0, height: 0))
    #expect(SceneTextScroll.indicatorSize(fontSize: -3) == Size(width: 0, height: 0))
    #expect(SceneTextScroll.indicatorColumnWidth(fontSize: 15) == 18)
  }
}
