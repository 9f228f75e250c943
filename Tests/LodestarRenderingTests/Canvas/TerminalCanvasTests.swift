import LodestarGeometry
import LodestarRendering
import Testing

@Suite struct TerminalCanvasTests {
  private let red = TerminalColor(red: 255, green: 0, blue: 0)

  @Test func drawsARoundedBoxWithText() {
    var canvas = TerminalCanvas(columns: 12, rows: 4)
    canvas.drawBox(CellRect(column: 1, row: 0, width: 10, height: 4), border: TerminalStyle())
    canvas.drawText("Hello", column: 3, row: 1)
    #expect(
      TerminalEncoder.plainText(of: canvas) == """
         ╭────────╮
         │ Hello  │
         │        │
         ╰────────╯

        """)
  }

  @Test func degenerateBoxesBecomeLines() {
    var canvas = TerminalCanvas(columns: 4, rows: 3)
    canvas.drawBox(CellRect(column: 0, row: 0, width: 3, height: 1), border: TerminalStyle())
    canvas.drawBox(CellRect(column: 3, row: 0, width: 1, height: 3), border: TerminalStyle())
    canvas.drawBox(CellRect(column: 0, row: 2, width: 0, height: 3), border: TerminalStyle())
    #expect(TerminalEncoder.plainText(of: canvas) == "───│\n   │\n   │\n")
  }

  @Test func clipsTextAndReportsItsFullWidth() {
    var canvas = TerminalCanvas(columns: 8, rows: 1)
    let clip = CellRect(column: 2, row: 0, width: 4, height: 1)
    let width = canvas.drawText("abcdefgh", column: 1, row: 0, clip: clip)
    #expect(width == 8)
    #expect(TerminalEncoder.plainText(of: canvas) == "  bcde\n")
    #expect(canvas.drawText("zz", column: -1, row: 0) == 2)
    #expect(TerminalEncoder.plainText(of: canvas) == "z bcde\n")
    #expect(canvas.drawText("off", column: 0, row: 5) == 3)
  }

  @Test func wideGraphemesTakeTwoCells() throws {
    var canvas = TerminalCanvas(columns: 6, rows: 1)
    let width = canvas.drawText("日本x", column: 0, row: 0)
    #expect(width == 5)
    #expect(canvas.cell(atColumn: 0, row: 0)?.character == "日")
    #expect(canvas.cell(atColumn: 1, row: 0)?.isContinuation == true)
    #expect(canvas.cell(atColumn: 2, row: 0)?.character == "本")
    #expect(canvas.cell(atColumn: 4, row: 0)?.character == "x")
    #expect(TerminalEncoder.plainText(of: canvas) == "日本x\n")
    // Overwriting the right half of a wide grapheme blanks its left half.
    canvas.drawText("-", column: 3, row: 0)
    #expect(TerminalEncoder.plainText(of: canvas) == "日 -x\n")
    // A wide grapheme that does not fit the clip is not drawn.
    var narrow = TerminalCanvas(columns: 3, rows: 1)
    narrow.drawText("a👍b", column: 1, row: 0)
    #expect(TerminalEncoder.plainText(of: narrow) == " a\n")
    #expect(CharacterWidth.columns(of: "👍") == 2)
    #expect(CharacterWidth.columns(of: "❤️") == 2)
    #expect(CharacterWidth.columns(of: "é") == 1)
    #expect(CharacterWidth.columns(of: "한") == 2)
  }

  @Test func controlCharactersNeverReachTheCanvas() {
    var canvas = TerminalCanvas(columns: 6, rows: 1)
    canvas.drawText("a\u{1B}[2J\nb", column: 0, row: 0)
    #expect(TerminalEncoder.plainText(of: canvas) == "a\u{FFFD}[2J\u{FFFD}\n")
  }

  @Test func textKeepsTheBackgroundItIsDrawnOn() {
    var canvas = TerminalCanvas(columns: 3, rows: 1)
    canvas.fill(canvas.bounds, with: RGBAColor(red: 0, green: 0, blue: 1))
    canvas.drawText("a", column: 1, row: 0, style: TerminalStyle(foreground: .white, attributes: .bold))
    let cell = canvas.cell(atColumn: 1, row: 0)
    #expect(cell?.background == TerminalColor(red: 0, green: 0, blue: 255))
    #expect(cell?.foreground == TerminalColor(red: 255, green: 255, blue: 255))
    #expect(cell?.attributes == .bold)
  }

  @Test func translucentFillsCompositeOverTheCurrentBackground() {
    var canvas = TerminalCanvas(columns: 2, rows: 1, defaultBackground: .white)
    canvas.fill(CellRect(column: 0, row: 0, width: 1, height: 1), with: RGBAColor(white: 0, alpha: 0.5))
    #expect(canvas.cell(atColumn: 0, row: 0)?.background == TerminalColor(red: 128, green: 128, blue: 128))
    #expect(canvas.cell(atColumn: 1, row: 0)?.background == nil)
    canvas.fill(CellRect(column: -5, row: -5, width: 100, height: 100), with: RGBAColor(white: 0, alpha: 0.5))
    #expect(canvas.cell(atColumn: 0, row: 0)?.background == TerminalColor(red: 64, green: 64, blue: 64))
  }

  @Test func dimsOutsideTheOpenings() {
    var canvas = TerminalCanvas(columns: 4, rows: 2, defaultForeground: .white, defaultBackground: .black)
    canvas.fill(CellRect(column: 0, row: 0, width: 4, height: 1), with: RGBAColor(red: 1, green: 0, blue: 0))
    canvas.drawText("ab", column: 0, row: 1, style: TerminalStyle(foreground: RGBAColor(white: 1)))
    let opening = CellRect(column: 1, row: 0, width: 2, height: 2)
    canvas.dim(color: RGBAColor(white: 0, alpha: 0.5), opacity: 1) { column, row in
      opening.contains(column: column, row: row)
    }
    #expect(canvas.cell(atColumn: 0, row: 0)?.background == TerminalColor(red: 128, green: 0, blue: 0))
    #expect(canvas.cell(atColumn: 1, row: 0)?.background == red)
    #expect(canvas.cell(atColumn: 2, row: 0)?.background == red)
    #expect(canvas.cell(atColumn: 3, row: 0)?.background == TerminalColor(red: 128, green: 0, blue: 0))
    let dimmedText = canvas.cell(atColumn: 0, row: 1)
    #expect(dimmedText?.foreground == TerminalColor(red: 128, green: 128, blue: 128))
    #expect(dimmedText?.background == TerminalColor(red: 0, green: 0, blue: 0))
    #expect(canvas.cell(atColumn: 1, row: 1)?.foreground == TerminalColor(red: 255, green: 255, blue: 255))
    #expect(canvas.cell(atColumn: 1, row: 1)?.background == nil)
    #expect(canvas.cell(atColumn: 0, row: 1)?.character == "a")
  }

  @Test func zeroOpacityLeavesTheCanvasUntouched() {
    var canvas = TerminalCanvas(columns: 3, rows: 3)
    canvas.drawText("abc", column: 0, row: 1)
    let before = canvas
    canvas.dim(color: .black, opacity: 0) { _, _ in false }
    #expect(canvas == before)
    canvas.dim(color: .clear, opacity: 1) { _, _ in false }
    #expect(canvas == before)
  }

  @Test func outOfRangeAccessIsSafe() {
    var canvas = TerminalCanvas(columns: -3, rows: 2)
    #expect(canvas.columns == 0)
    #expect(canvas.cells.isEmpty)
    canvas.drawText("abc", column: 0, row: 0)
    canvas.drawBox(CellRect(column: 0, row: 0, width: 5, height: 5), border: TerminalStyle())
    #expect(canvas.cell(atColumn: 0, row: 0) == nil)
    #expect(TerminalEncoder.plainText(of: canvas) == "\n\n")
    canvas.clear()
  }

  @Test func cellRectsIntersect() {
    let first = CellRect(column: 0, row: 0, width: 4, height: 4)
    #expect(
      first.intersection(CellRect(column: 2, row: 3, width: 5, height: 5))
        == CellRect(column: 2, row: 3, width: 2, height: 1))
    #expect(first.intersection(CellRect(column: 9, row: 0, width: 1, height: 1)).isEmpty)
    #expect(CellRect(column: 1, row: 1, width: -2, height: 3).isEmpty)
    #expect(CellRect(column: Int.max - 1, row: 0, width: 5, height: 1).endColumn == Int.max)
  }
}

@Suite struct TerminalCanvasExtremeInputTests {
  @Test func extremeCoordinatesNeitherTrapNorLoop() {
    var canvas = TerminalCanvas(columns: 4, rows: 3)
    canvas.drawBox(CellRect(column: Int.max, row: Int.max, width: Int.max, height: Int.max), border: TerminalStyle())
    canvas.drawBox(CellRect(column: Int.min, row: Int.min, width: Int.max, height: Int.max), border: TerminalStyle())
    canvas.drawBox(CellRect(column: -1_000_000_000, row: 1, width: 2_000_000_000, height: 1), border: TerminalStyle())
    #expect(TerminalEncoder.plainText(of: canvas) == "\n────\n\n")
    #expect(canvas.drawText("ab", column: Int.max - 1, row: 0) == 1)
    #expect(canvas.drawText("日本", column: Int.min, row: 0) == 4)
    #expect(canvas.drawText("日本", column: Int.max, row: 0) == 0)
    canvas.fill(CellRect(column: Int.min, row: Int.min, width: Int.max, height: Int.max), with: .white)
  }

  @Test func aBoxPartlyOutsideTheGridKeepsItsVisibleEdges() {
    var canvas = TerminalCanvas(columns: 4, rows: 3)
    canvas.drawBox(CellRect(column: -2, row: 1, width: 5, height: 5), border: TerminalStyle())
    #expect(TerminalEncoder.plainText(of: canvas) == "\n──╮\n  │\n")
  }

  @Test func hugeSizesAreLimited() {
    let canvas = TerminalCanvas(columns: 1_000_000, rows: 3)
    #expect(canvas.columns == TerminalCanvas.maximumDimension)
    #expect(canvas.rows == 3)
  }
}

@Suite struct TerminalCanvasGraphemeTests {
  @Test func multiScalarGraphemesAreKeptWhole() {
    var canvas = TerminalCanvas(columns: 6, rows: 1)
    #expect(canvas.drawText("e\u{301}👍🏽x", column: 0, row: 0) == 4)
    #expect(canvas.cell(atColumn: 0, row: 0)?.character == "e\u{301}")
    #expect(canvas.cell(atColumn: 1, row: 0)?.character == "👍🏽")
    #expect(canvas.cell(atColumn: 2, row: 0)?.isContinuation == true)
    #expect(TerminalEncoder.plainText(of: canvas) == "e\u{301}👍🏽x\n")
    #expect(
      String(decoding: TerminalEncoder(colorMode: .none).encodeFrame(canvas), as: UTF8.self)
        == "\u{1B}[1;1He\u{301}👍🏽x  ")
  }

  @Test func canvasesCompareGraphemesNotTableIndices() {
    var canvas = TerminalCanvas(columns: 6, rows: 1)
    canvas.drawText("e\u{301}👍🏽x", column: 0, row: 0)
    var other = TerminalCanvas(columns: 6, rows: 1)
    other.drawText("👍🏽", column: 1, row: 0)
    other.drawText("e\u{301}", column: 0, row: 0)
    other.drawText("x", column: 3, row: 0)
    #expect(other == canvas)
    #expect(TerminalEncoder(colorMode: .none).encodeChanges(from: canvas, to: other).isEmpty)
    other.drawText("👍🏻", column: 1, row: 0)
    #expect(other != canvas)
    #expect(
      String(decoding: TerminalEncoder(colorMode: .none).encodeChanges(from: canvas, to: other), as: UTF8.self)
        == "\u{1B}[1;2H👍🏻")
  }
}
