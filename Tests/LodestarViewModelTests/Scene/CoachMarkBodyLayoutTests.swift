import LodestarGeometry
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarViewModel
import Testing

/// The default body's inner layout with 8×18-pt monospaced cells: "Add an item" is 88 wide, "Next" 32.
@Suite struct CoachMarkBodyLayoutTests {
  static let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)

  static func layout(
    _ position: NextLabelPosition, direction: ReadingDirection = .leftToRight, title: String? = nil
  ) -> CoachMarkBodyLayout {
    CoachMarkBodyLayout(
      title: title, hint: "Add an item", nextText: "Next", style: CoachMarkBodyStyle(nextLabelPosition: position),
      maxWidth: 350, measurer: measurer, layoutDirection: direction)
  }

  @Test func trailingNextLabelSitsAfterASeparator() {
    let layout = Self.layout(.trailing)
    // 38 tall with the text, 44 with the minimum touch target size (the body is the next control).
    #expect(layout.size == Size(width: 171, height: 44))
    #expect(layout.hint?.frame == Rect(x: 15, y: 10, width: 88, height: 18))
    #expect(layout.separatorFrame == Rect(x: 113, y: 10, width: 1, height: 18))
    #expect(layout.next?.frame == Rect(x: 124, y: 10, width: 32, height: 18))
    #expect(layout.hint?.fontSize == 15)
    #expect(layout.next?.fontSize == 17)
  }

  /// Without a hint the body is the insets and the next label beside its separator: 15 + (32 + 2 × 10 + 1) + 15.
  @Test func aBodyWithoutAHintIsAsWideAsItsNextLabel() {
    let layout = CoachMarkBodyLayout(
      title: nil, hint: "", nextText: "Next", style: CoachMarkBodyStyle(), maxWidth: 350, measurer: Self.measurer)
    #expect(layout.hint == nil && layout.size.width == 83)
    #expect(layout.next?.frame == Rect(x: 36, y: 10, width: 32, height: 18))
  }

  @Test func leadingNextLabelSitsBeforeTheSeparator() {
    let layout = Self.layout(.leading)
    // 38 tall with the text, 44 with the minimum touch target size (the body is the next control).
    #expect(layout.size == Size(width: 171, height: 44))
    #expect(layout.next?.frame == Rect(x: 15, y: 10, width: 32, height: 18))
    #expect(layout.separatorFrame == Rect(x: 57, y: 10, width: 1, height: 18))
    #expect(layout.hint?.frame == Rect(x: 68, y: 10, width: 88, height: 18))
  }

  @Test func rightToLeftMirrorsTheTrailingPosition() {
    let layout = Self.layout(.trailing, direction: .rightToLeft)
    #expect(layout.next?.frame == Rect(x: 15, y: 10, width: 32, height: 18))
    #expect(layout.separatorFrame == Rect(x: 57, y: 10, width: 1, height: 18))
    #expect(layout.hint?.frame == Rect(x: 68, y: 10, width: 88, height: 18))
  }

  @Test(
    arguments: [
      (NextLabelPosition.topTrailing, ReadingDirection.leftToRight, Rect(x: 71, y: 10, width: 32, height: 18), 46.0),
      (.topLeading, .leftToRight, Rect(x: 15, y: 10, width: 32, height: 18), 46),
      (.topTrailing, .rightToLeft, Rect(x: 15, y: 10, width: 32, height: 18), 46),
      (.topLeading, .rightToLeft, Rect(x: 71, y: 10, width: 32, height: 18), 46),
      (.bottomTrailing, .leftToRight, Rect(x: 71, y: 46, width: 32, height: 18), 10),
      (.bottomLeading, .leftToRight, Rect(x: 15, y: 46, width: 32, height: 18), 10),
      (.bottomTrailing, .rightToLeft, Rect(x: 15, y: 46, width: 32, height: 18), 10),
    ] as [(NextLabelPosition, ReadingDirection, Rect, Double)])
  func cornerPositionsUseTheCornerSpacingAndMirror(
    position: NextLabelPosition, direction: ReadingDirection, next: Rect, hintY: Double
  ) {
    let layout = Self.layout(position, direction: direction)
    #expect(layout.size == Size(width: 118, height: 74))
    #expect(layout.next?.frame == next)
    #expect(layout.hint?.frame == Rect(x: 15, y: hintY, width: 88, height: 18))
    #expect(layout.separatorFrame == nil)
  }

  @Test func titleSitsAboveTheHint() {
    let layout = Self.layout(.trailing, title: "Lists")
    #expect(layout.title?.frame == Rect(x: 15, y: 10, width: 141, height: 18))
    #expect(layout.hint?.frame == Rect(x: 15, y: 38, width: 88, height: 18))
    #expect(layout.size == Size(width: 171, height: 66))
  }

  @Test func longHintsWrapBesideTheNextLabel() {
    let layout = CoachMarkBodyLayout(
      title: nil, hint: String(repeating: "word ", count: 20), nextText: "Next", style: CoachMarkBodyStyle(),
      maxWidth: 350, measurer: Self.measurer)
    // 320 of content minus 53 beside the hint leaves 267: 6 words (6 × 32 + 5 × 8 = 232) fit per line.
    #expect(layout.hint?.text.lines.count == 4)
    #expect(layout.size.width == 15 + 232 + 53 + 15)
    #expect(layout.size.height == 10 + 72 + 10)
    #expect(layout.separatorFrame?.height == 72)
    #expect(layout.next?.frame == Rect(x: 15 + 232 + 21, y: 37, width: 32, height: 18))
  }

  @Test func emptyBodyKeepsTheMinimumSize() {
    let style = CoachMarkBodyStyle(metrics: CoachMarkBodyMetrics(insets: .zero))
    let layout = CoachMarkBodyLayout(
      title: nil, hint: "", nextText: nil, style: style, maxWidth: 350, measurer: Self.measurer)
    #expect(layout.size == Size(width: 44, height: 44))
    #expect(layout.hint == nil)
    #expect(layout.next == nil)
  }

  @Test func offsetMovesEveryFrame() {
    let moved = Self.layout(.trailing).offset(by: Point(x: 100, y: 200))
    #expect(moved.hint?.frame == Rect(x: 115, y: 210, width: 88, height: 18))
    #expect(moved.separatorFrame == Rect(x: 213, y: 210, width: 1, height: 18))
    #expect(moved.next?.frame == Rect(x: 224, y: 210, width: 32, height: 18))
  }
}
