import LodestarGeometry
import LodestarRendering
import Testing

@Suite struct TerminalEncoderTests {
  /// 3×2: "ab" in red on row 0, the rest blank.
  private var sample: TerminalCanvas {
    var canvas = TerminalCanvas(columns: 3, rows: 2)
    canvas.drawText("ab", column: 0, row: 0, style: TerminalStyle(foreground: RGBAColor(red: 1, green: 0, blue: 0)))
    return canvas
  }

  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: [
    (ColorMode.trueColor, "\u{1B}[0m\u{1B}[1;1H\u{1B}[38;2;255;0;0mab\u{1B}[39m \u{1B}[2;1H   \u{1B}[0m"),
    (.palette256, "\u{1B}[0m\u{1B}[1;1H\u{1B}[38;5;196mab\u{1B}[39m \u{1B}[2;1H   \u{1B}[0m"),
    (.basic16, "\u{1B}[0m\u{1B}[1;1H\u{1B}[91mab\u{1B}[39m \u{1B}[2;1H   \u{1B}[0m"),
    (.none, "\u{1B}[1;1Hab \u{1B}[2;1H   "),
  ])
  func encodesAFullFrame(mode: ColorMode, expected: String) {
    #expect(text(TerminalEncoder(colorMode: mode).encodeFrame(sample)) == expected)
  }

  /// Lines for scripts and files: colour only, no cursor movement, every line ending in the default style.
  @Test(arguments: [
    (ColorMode.trueColor, "\u{1B}[38;2;255;0;0mab\u{1B}[39m \n   \n"),
    (.palette256, "\u{1B}[38;5;196mab\u{1B}[39m \n   \n"),
    (.basic16, "\u{1B}[91mab\u{1B}[39m \n   \n"),
    (.none, "ab \n   \n"),
  ])
  func encodesLinesWithoutCursorMovement(mode: ColorMode, expected: String) {
    #expect(text(TerminalEncoder(colorMode: mode).encodeLines(sample)) == expected)
  }

  @Test func aStyleInEffectAtTheEndOfALineIsResetBeforeTheLineFeed() {
    var canvas = TerminalCanvas(columns: 3, rows: 2)
    let style = TerminalStyle(background: RGBAColor(red: 1, green: 1, blue: 0), attributes: [.bold])
    canvas.drawText("日x", column: 0, row: 0, style: style)
    canvas.drawText("y", column: 0, row: 1)
    #expect(
      text(TerminalEncoder(colorMode: .basic16).encodeLines(canvas)) == "\u{1B}[1;103m日x\u{1B}[0m\ny  \n")
  }

  @Test(arguments: [
    (ColorMode.trueColor, "\u{1B}[0m\u{1B}[1;1H\u{1B}[38;2;0;0;255;48;2;255;255;0mx\u{1B}[0m"),
    (.palette256, "\u{1B}[0m\u{1B}[1;1H\u{1B}[38;5;21;48;5;226mx\u{1B}[0m"),
    (.basic16, "\u{1B}[0m\u{1B}[1;1H\u{1B}[34;103mx\u{1B}[0m"),
    (.none, "\u{1B}[1;1Hx"),
  ])
  func encodesBackgroundsInEveryMode(mode: ColorMode, expected: String) {
    var canvas = TerminalCanvas(columns: 1, rows: 1)
    let style = TerminalStyle(
      foreground: RGBAColor(red: 0, green: 0, blue: 1), background: RGBAColor(red: 1, green: 1, blue: 0))
    canvas.drawText("x", column: 0, row: 0, style: style)
    #expect(text(TerminalEncoder(colorMode: mode).encodeFrame(canvas)) == expected)
  }

  @Test func writesAttributesAndClearsThemWithNormalIntensity() {
    var canvas = TerminalCanvas(columns: 4, rows: 1)
    canvas.drawText("a", column: 0, row: 0, style: TerminalStyle(attributes: [.bold]))
    canvas.drawText("b", column: 1, row: 0, style: TerminalStyle(attributes: [.bold, .dim]))
    canvas.drawText("c", column: 2, row: 0, style: TerminalStyle(attributes: [.dim]))
    let bytes = TerminalEncoder(colorMode: .trueColor).encodeFrame(canvas)
    #expect(text(bytes) == "\u{1B}[0m\u{1B}[1;1H\u{1B}[1ma\u{1B}[2mb\u{1B}[22;2mc\u{1B}[22m \u{1B}[0m")
  }

  @Test(arguments: [
    (ColorMode.trueColor, "\u{1B}[0m\u{1B}[1;2H\u{1B}[38;2;0;255;0mb\u{1B}[0m"),
    (.palette256, "\u{1B}[0m\u{1B}[1;2H\u{1B}[38;5;46mb\u{1B}[0m"),
    (.basic16, "\u{1B}[0m\u{1B}[1;2H\u{1B}[92mb\u{1B}[0m"),
    (.none, "\u{1B}[1;2Hb"),
  ])
  func encodesARecolouredCellInEveryMode(mode: ColorMode, expected: String) {
    var next = sample
    next.drawText("b", column: 1, row: 0, style: TerminalStyle(foreground: RGBAColor(red: 0, green: 1, blue: 0)))
    #expect(text(TerminalEncoder(colorMode: mode).encodeChanges(from: sample, to: next)) == expected)
  }

  @Test(arguments: [
    (ColorMode.trueColor, "\u{1B}[0m\u{1B}[1;1H\u{1B}[38;2;255;0;0ma\u{1B}[38;2;250;0;0mb\u{1B}[0m"),
    (.palette256, "\u{1B}[0m\u{1B}[1;1H\u{1B}[38;5;196mab\u{1B}[0m"),
    (.basic16, "\u{1B}[0m\u{1B}[1;1H\u{1B}[91mab\u{1B}[0m"),
  ])
  func colorsThatMapToTheSameEntryShareOneSequence(mode: ColorMode, expected: String) {
    var canvas = TerminalCanvas(columns: 2, rows: 1)
    canvas.drawText("a", column: 0, row: 0, style: TerminalStyle(foreground: RGBAColor(red: 1, green: 0, blue: 0)))
    canvas.drawText(
      "b", column: 1, row: 0, style: TerminalStyle(foreground: RGBAColor(red: 250.0 / 255, green: 0, blue: 0)))
    #expect(text(TerminalEncoder(colorMode: mode).encodeFrame(canvas)) == expected)
  }

  @Test func diffWritesOnlyChangedCellsWithShortMoves() {
    var next = sample
    next.drawText("x", column: 0, row: 1)
    next.drawText("y", column: 2, row: 1)
    let bytes = TerminalEncoder(colorMode: .trueColor).encodeChanges(from: sample, to: next)
    #expect(text(bytes) == "\u{1B}[0m\u{1B}[2;1Hx\u{1B}[Cy\u{1B}[0m")
  }

  @Test func diffSkipsForwardByACountAndTracksStyle() {
    var previous = TerminalCanvas(columns: 8, rows: 1)
    previous.drawText("abcdefgh", column: 0, row: 0)
    var next = previous
    let green = TerminalStyle(foreground: RGBAColor(red: 0, green: 1, blue: 0))
    next.drawText("A", column: 0, row: 0, style: green)
    next.drawText("B", column: 1, row: 0, style: green)
    next.drawText("E", column: 4, row: 0, style: green)
    next.drawText("h", column: 7, row: 0, style: TerminalStyle(attributes: .bold))
    let bytes = TerminalEncoder(colorMode: .trueColor).encodeChanges(from: previous, to: next)
    #expect(
      text(bytes)
        == "\u{1B}[0m\u{1B}[1;1H\u{1B}[38;2;0;255;0mAB\u{1B}[2CE\u{1B}[2C\u{1B}[1;39mh\u{1B}[0m")
  }

  @Test func diffMovesAbsolutelyBackwardsAndAfterTheLastColumn() {
    var previous = TerminalCanvas(columns: 3, rows: 3)
    previous.drawText("...", column: 0, row: 0)
    var next = previous
    next.drawText("z", column: 2, row: 0)
    next.drawText("w", column: 1, row: 1)
    next.drawText("v", column: 0, row: 2)
    let bytes = TerminalEncoder(colorMode: .none).encodeChanges(from: previous, to: next)
    #expect(text(bytes) == "\u{1B}[1;3Hz\u{1B}[2;2Hw\u{1B}[3;1Hv")
  }

  @Test func identicalFramesGiveNoBytes() {
    #expect(TerminalEncoder(colorMode: .trueColor).encodeChanges(from: sample, to: sample).isEmpty)
  }

  @Test func aSizeChangeGivesTheFullFrame() {
    let encoder = TerminalEncoder(colorMode: .basic16)
    let bigger = TerminalCanvas(columns: 4, rows: 2)
    #expect(encoder.encodeChanges(from: sample, to: bigger) == encoder.encodeFrame(bigger))
  }

  @Test func wideGraphemesAreWrittenOnceAndAdvanceTwoColumns() {
    var previous = TerminalCanvas(columns: 4, rows: 1)
    previous.drawText("abcd", column: 0, row: 0)
    var next = previous
    next.drawText("日", column: 0, row: 0)
    next.drawText("D", column: 3, row: 0)
    let encoder = TerminalEncoder(colorMode: .none)
    #expect(text(encoder.encodeChanges(from: previous, to: next)) == "\u{1B}[1;1H日\u{1B}[CD")
    #expect(text(encoder.encodeFrame(next)) == "\u{1B}[1;1H日cD")
  }

  @Test func aChangedRightHalfRewritesTheWideGrapheme() {
    var previous = TerminalCanvas(columns: 3, rows: 1)
    previous.drawText("日", column: 0, row: 0)
    var next = previous
    next.dim(color: .white, opacity: 1) { column, _ in column != 1 }
    let bytes = TerminalEncoder(colorMode: .trueColor).encodeChanges(from: previous, to: next)
    #expect(text(bytes) == "\u{1B}[0m\u{1B}[1;1H日\u{1B}[0m")
  }

  @Test func applyingADiffReproducesTheFrame() {
    // Replaying full frame + diff through a tiny screen model gives the same screen as the next frame alone.
    var previous = TerminalCanvas(columns: 10, rows: 4)
    previous.drawBox(CellRect(column: 0, row: 0, width: 10, height: 4), border: TerminalStyle())
    var next = previous
    next.drawText("hi", column: 3, row: 1)
    next.drawText("yo", column: 8, row: 3)
    let encoder = TerminalEncoder(colorMode: .none)
    var screen = ScreenModel(columns: 10, rows: 4)
    screen.apply(encoder.encodeFrame(previous))
    screen.apply(encoder.encodeChanges(from: previous, to: next))
    #expect(screen.text == TerminalEncoder.plainText(of: next))
  }

  @Test func plainTextHasNoEscapesAndNoTrailingSpaces() {
    var canvas = sample
    canvas.fill(CellRect(column: 0, row: 1, width: 3, height: 1), with: .white)
    #expect(TerminalEncoder.plainText(of: canvas) == "ab\n\n")
  }
}
