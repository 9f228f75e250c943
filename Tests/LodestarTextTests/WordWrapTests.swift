import LodestarGeometry
import LodestarText
import Testing

@Suite struct WordWrapTests {
  private func wrap(_ text: String, _ width: Double) -> [String] {
    WrappedText(wrapping: text, maxWidth: width, fontSize: 15, measurer: MonospacedTextMeasurer()).lineTexts
  }

  @Test(
    arguments: [
      // English.
      (
        "The quick brown fox jumps over the lazy dog", 10.0,
        ["The quick", "brown fox", "jumps over", "the lazy", "dog"]
      ),
      ("Tap Next to continue", 40, ["Tap Next to continue"]),
      ("Tap   Next", 5, ["Tap", "Next"]),
      ("Step 2\u{00A0}of\u{00A0}5", 8, ["Step", "2\u{00A0}of\u{00A0}5"]),
      ("Tab\tseparated", 9, ["Tab", "separated"]),
      ("  Indented text", 11, ["  Indented", "text"]),
      ("Trailing spaces   ", 40, ["Trailing spaces"]),
      // Explicit newlines, CRLF, empty paragraphs.
      ("Tap here\nto continue\n\nThanks", 20, ["Tap here", "to continue", "", "Thanks"]),
      ("a\r\nb\rc\u{2028}d", 20, ["a", "b", "c", "d"]),
      ("end\n", 20, ["end", ""]),
      ("", 20, []),
      // CJK: no spaces, break between characters, kinsoku.
      ("日本語のテキストを折り返します", 10, ["日本語のテ", "キストを折", "り返します"]),
      ("今日は、いい天気です。", 6, ["今日", "は、い", "い天気", "です。"]),
      ("「東京」へ行く", 6, ["「東", "京」へ", "行く"]),
      ("Tap 設定 to open", 8, ["Tap 設定", "to open"]),
      ("한국어 텍스트", 6, ["한국어", "텍스트"]),
      // Emoji and ZWJ sequences stay whole.
      ("👩‍👩‍👧 family 👍🏽 ok", 9, ["👩‍👩‍👧 family", "👍🏽 ok"]),
      ("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", 4, ["👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧"]),
      ("🇯🇵🇫🇷🇩🇪", 5, ["🇯🇵🇫🇷", "🇩🇪"]),
      // Combining marks stay on their base.
      ("e\u{301}le\u{301}phant cafe\u{301}", 8, ["e\u{301}le\u{301}phant", "cafe\u{301}"]),
      ("e\u{301}e\u{301}e\u{301}e\u{301}", 3, ["e\u{301}e\u{301}e\u{301}", "e\u{301}"]),
      // Over-long words break at grapheme boundaries, filling each line.
      ("Supercalifragilistic is long", 8, ["Supercal", "ifragili", "stic is", "long"]),
      ("Go Supercalifragilistic", 8, ["Go", "Supercal", "ifragili", "stic"]),
      // A single grapheme wider than the line gets a line of its own.
      ("日本", 1, ["日", "本"]),
      ("ab", 0, ["a", "b"]),
      ("no wrap at all", .infinity, ["no wrap at all"]),
      ("no wrap at all", .nan, ["no wrap at all"]),
      // Right to left.
      ("مرحبا بك في التطبيق", 10, ["مرحبا بك", "في التطبيق"]),
    ] as [(String, Double, [String])])
  func wrapsAsTabled(text: String, width: Double, expected: [String]) {
    #expect(wrap(text, width) == expected)
  }

  @Test func reportsLineWidthsAndSize() {
    let wrapped = WrappedText(
      wrapping: "The quick brown fox", maxWidth: 80, fontSize: 15,
      measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 16))
    #expect(wrapped.lines.map(\.width) == [72, 72])
    #expect(wrapped.lines.map(\.endsParagraph) == [false, true])
    #expect(wrapped.size == Size(width: 72, height: 32))
    #expect(wrapped.lineHeight == 16)
  }

  @Test func wrapsWithProportionalMetrics() {
    let measurer = ProportionalTextMeasurer()
    let wrapped = WrappedText(wrapping: "Tap Next to continue", maxWidth: 100, fontSize: 15, measurer: measurer)
    #expect(wrapped.lineTexts == ["Tap Next to", "continue"])
    // Tap 1723 + space 278 + Next 2056 + space 278 + to 834 = 5169 thousandths of an em, at 15 pt.
    #expect(abs(wrapped.lines[0].width - 77.535) < 1e-9)
    #expect(abs(wrapped.lines[1].width - 56.7) < 1e-9)
    #expect(wrapped.height == 36)
  }

  @Test(
    arguments: [
      // Natural alignment follows the layout direction, as UIKit's `.natural` (issue 32, item 10); the
      // paragraph's own direction is kept for ordering its runs.
      (
        "שלום עולם", ParagraphAlignment.natural, ReadingDirection.leftToRight, ReadingDirection.rightToLeft,
        LineAlignment.left
      ),
      ("مرحبا", .natural, .leftToRight, .rightToLeft, .left),
      ("Tap שלום", .natural, .rightToLeft, .leftToRight, .right),
      ("Hello", .natural, .rightToLeft, .leftToRight, .right),
      ("123", .natural, .rightToLeft, .rightToLeft, .right),
      ("123", .natural, .leftToRight, .leftToRight, .left),
      ("Hello", .leading, .rightToLeft, .leftToRight, .right),
      ("Hello", .trailing, .rightToLeft, .leftToRight, .left),
      ("Hello", .trailing, .leftToRight, .leftToRight, .right),
      ("שלום", .center, .leftToRight, .rightToLeft, .center),
      ("«שלום»", .natural, .leftToRight, .rightToLeft, .left),
      ("«שלום»", .natural, .rightToLeft, .rightToLeft, .right),
    ] as [(String, ParagraphAlignment, ReadingDirection, ReadingDirection, LineAlignment)])
  func resolvesDirectionAndAlignment(
    text: String, alignment: ParagraphAlignment, layout: ReadingDirection, direction: ReadingDirection,
    expected: LineAlignment
  ) {
    let wrapped = WrappedText(
      wrapping: text, maxWidth: 40, fontSize: 15, measurer: MonospacedTextMeasurer(), alignment: alignment,
      layoutDirection: layout)
    #expect(wrapped.lines.map(\.direction) == [direction])
    #expect(wrapped.lines.map(\.alignment) == [expected])
  }

  @Test func directionIsDecidedPerParagraph() {
    let wrapped = WrappedText(
      wrapping: "Welcome\nשלום עולם\n42", maxWidth: 20, fontSize: 15, measurer: MonospacedTextMeasurer())
    #expect(wrapped.lines.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight])
    // Natural alignment follows the layout direction, not each paragraph's (issue 32, item 10).
    #expect(wrapped.lines.map(\.alignment) == [.left, .left, .left])
    #expect(wrapped.lines[1].horizontalOffset(inWidth: 20) == 0)
    #expect(wrapped.lines[0].horizontalOffset(inWidth: 20) == 0)
    let rightToLeft = WrappedText(
      wrapping: "Welcome\nשלום עולם\n42", maxWidth: 20, fontSize: 15, measurer: MonospacedTextMeasurer(),
      layoutDirection: .rightToLeft)
    #expect(rightToLeft.lines.map(\.direction) == [.leftToRight, .rightToLeft, .rightToLeft])
    #expect(rightToLeft.lines.map(\.alignment) == [.right, .right, .right])
    #expect(rightToLeft.lines[1].horizontalOffset(inWidth: 20) == 11)
    #expect(rightToLeft.lines[0].horizontalOffset(inWidth: 20) == 13)
    let centred = WrappedLine(text: "ab", width: 2, direction: .leftToRight, alignment: .center, endsParagraph: true)
    #expect(centred.horizontalOffset(inWidth: 10) == 4)
  }
}
