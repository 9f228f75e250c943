import LodestarTestSupport
import LodestarText
import Testing

@Suite struct WordWrapPropertyTests {
  /// Pieces random texts are made of: words of every kind the wrap treats differently, and separators.
  private static let words = [
    "tap", "Next", "a", "continue", "supercalifragilisticexpialidocious", "日本語", "折り返し", "、", "。",
    "「東京」", "한국어", "👩‍👩‍👧", "👍🏽", "🇯🇵🇫🇷", "e\u{301}", "cafe\u{301}", "مرحبا", "שלום", "1️⃣", "x",
  ]
  private static let separators = [" ", " ", " ", "  ", "\n", ""]

  private static func randomText(_ generator: inout SeededGenerator) -> String {
    var text = ""
    for _ in 0..<generator.int(in: 0...30) {
      text += words[generator.int(in: 0...(words.count - 1))]
      text += separators[generator.int(in: 0...(separators.count - 1))]
    }
    return text
  }

  private static func check(measurer: some TextMeasurer, seed: UInt64, widths: ClosedRange<Double>) {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<400 {
      let text = randomText(&generator)
      let maxWidth = generator.double(in: widths)
      let wrapped = WrappedText(wrapping: text, maxWidth: maxWidth, fontSize: 15, measurer: measurer)
      for line in wrapped.lines {
        let measured = measurer.width(of: line.text, fontSize: 15)
        #expect(abs(measured - line.width) < 1e-6, "seed \(seed) case \(index): width of \(line.text)")
        #expect(
          line.width <= maxWidth + 1e-9 || line.text.count == 1,
          "seed \(seed) case \(index): line \(line.text) is \(line.width) wide, limit \(maxWidth)")
      }
      let original = text.filter { !$0.isWhitespace }
      let joined = wrapped.lines.flatMap { Array($0.text) }.filter { !$0.isWhitespace }
      #expect(joined == Array(original), "seed \(seed) case \(index): \(text) → \(wrapped.lineTexts)")
      let paragraphs =
        text.isEmpty ? 0 : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
      #expect(
        wrapped.lines.filter(\.endsParagraph).count == paragraphs,
        "seed \(seed) case \(index): paragraph count of \(text)")
    }
  }

  @Test func monospacedLinesFitAndKeepEveryGrapheme() {
    Self.check(measurer: MonospacedTextMeasurer(), seed: 0x5EED_0001, widths: 0...30)
  }

  @Test func proportionalLinesFitAndKeepEveryGrapheme() {
    Self.check(measurer: ProportionalTextMeasurer(), seed: 0x5EED_0002, widths: 0...300)
  }
}
