import LodestarText
import Testing

@Suite struct TextMeasurerTests {
  @Test(
    arguments: [
      ("abc", 3),
      ("日本語", 6),
      ("한국어", 6),
      ("ｈｉ", 4),
      ("ｶﾀｶﾅ", 4),
      ("\u{3000}", 2),
      ("e\u{301}", 1),
      ("\u{301}", 0),
      ("\u{200B}", 0),
      ("\u{200D}", 0),
      ("👩‍👩‍👧", 2),
      ("👍🏽", 2),
      ("🇯🇵", 2),
      ("1️⃣", 2),
      ("\u{263A}", 1),
      ("\u{263A}\u{FE0F}", 2),
      ("\t", 1),
      ("Ωmega", 5),
      ("مرحبا", 5),
      ("שָׁלוֹם", 4),
      ("Tap 設定", 8),
    ] as [(String, Int)])
  func monospacedCells(text: String, cells: Int) {
    #expect(MonospacedTextMeasurer.cells(in: text) == cells)
    #expect(MonospacedTextMeasurer(cellWidth: 2).width(of: text, fontSize: 99) == Double(cells * 2))
  }

  @Test func monospacedLineHeightIgnoresTheFontSize() {
    #expect(MonospacedTextMeasurer().lineHeight(fontSize: 15) == 1)
    #expect(MonospacedTextMeasurer(cellWidth: 8, lineHeight: 16).lineHeight(fontSize: 30) == 16)
  }

  @Test(
    arguments: [
      ("H", 0.722),
      ("i", 0.222),
      ("W", 0.944),
      ("@", 1.015),
      (" ", 0.278),
      ("日", 1.0),
      ("👩‍👩‍👧", 1.0),
      ("1️⃣", 1.0),
      ("e\u{301}", 0.556),
      ("\u{301}", 0.0),
      ("Ж", 0.667),
      ("ж", 0.556),
      ("ש", 0.556),
      ("\u{00A0}", 0.278),
    ] as [(Character, Double)])
  func proportionalTable(character: Character, ems: Double) {
    #expect(ProportionalTextMeasurer.ems(of: character) == ems)
  }

  @Test func proportionalWidthsScaleWithTheFontSize() {
    let measurer = ProportionalTextMeasurer()
    // H 722 + e 556 + l 222 + l 222 + o 556 = 2278 thousandths of an em.
    #expect(abs(measurer.width(of: "Hello", fontSize: 10) - 22.78) < 1e-9)
    #expect(measurer.width(of: "日本", fontSize: 15) == 30)
    #expect(measurer.lineHeight(fontSize: 15) == 18)
    #expect(ProportionalTextMeasurer(lineHeightMultiple: 1.5).lineHeight(fontSize: 10) == 15)
  }
}

/// An app's own metrics: every grapheme is half the font size wide, lines are 1.25 font sizes tall.
private struct HalfEmMeasurer: TextMeasurer {
  func width(of text: Substring, fontSize: Double) -> Double { Double(text.count) * fontSize / 2 }
  func lineHeight(fontSize: Double) -> Double { fontSize * 1.25 }
}

/// A broken measurer: negative and NaN widths.
private struct BrokenMeasurer: TextMeasurer {
  func width(of text: Substring, fontSize: Double) -> Double { text.count.isMultiple(of: 2) ? -5 : .nan }
  func lineHeight(fontSize: Double) -> Double { .nan }
}

@Suite struct AppTextMeasurerTests {
  @Test func wrapsWithTheAppsMetrics() {
    let wrapped = WrappedText(wrapping: "Tap Next to continue", maxWidth: 60, fontSize: 10, measurer: HalfEmMeasurer())
    // 5 pt per grapheme: "Tap Next to" is 55 pt, "continue" 40 pt.
    #expect(wrapped.lineTexts == ["Tap Next to", "continue"])
    #expect(wrapped.lines.map(\.width) == [55, 40])
    #expect(wrapped.height == 25)
  }

  @Test func survivesABrokenMeasurer() {
    let wrapped = WrappedText(wrapping: "one two three", maxWidth: 10, fontSize: .nan, measurer: BrokenMeasurer())
    #expect(wrapped.lineTexts.joined(separator: " ") == "one two three")
    #expect(wrapped.lines.allSatisfy { $0.width >= 0 })
  }
}
