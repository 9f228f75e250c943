import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarScene
import LodestarTesting
import LodestarTimeline
import Testing

/// What the terminal renderer draws for the scene's separator, ornaments, custom slots and blur.
@Suite struct TerminalRendererSceneElementTests {
  static let renderer = TerminalRenderer(sceneSize: TourScene.sample().size)
  static let theme = TerminalRendererTheme()

  private func text(of canvas: TerminalCanvas, row: Int, columns: Range<Int>) -> String {
    String(columns.compactMap { canvas.cell(atColumn: $0, row: row)?.character })
  }

  @Test func separatorIsAVerticalLineBetweenTheHintAndTheNextLabel() throws {
    let scene = TourScene.sample()
    let canvas = Self.renderer.canvas(for: scene, over: [])
    let mark = try #require(scene.coachMark)
    let separator = try #require(mark.separatorFrame)
    // x 181 (the hint's 136 points from x 35, plus 10) rounds to column 23, in the gap before "Next".
    let column = Self.renderer.mapping.column(forX: separator.minX + 4)
    #expect(column == 23)
    let row = Self.renderer.mapping.row(forY: separator.midY)
    let cell = try #require(canvas.cell(atColumn: column, row: row))
    #expect(cell.character == "│")
    // The border colour, darkened until it has 3:1 against the body (issue 32, item 9).
    #expect(cell.foreground == mark.colors.border.legible(on: mark.colors.inner).terminalColor())
    #expect(cell.background == mark.colors.inner.terminalColor())
    #expect(text(of: canvas, row: row, columns: 4..<28) == "Tap here to start  │Next")
  }

  @Test func aSeparatorWiderThanTallIsAHorizontalLine() throws {
    var scene = TourScene.sample()
    let body = try #require(scene.coachMark?.bodyFrame)
    scene.coachMark?.separatorFrame = Rect(x: body.minX + 16, y: body.minY + 27, width: 64, height: 1)
    let canvas = Self.renderer.canvas(for: scene, over: [])
    let row = Self.renderer.mapping.row(forY: body.minY + 27.5)
    let first = Self.renderer.mapping.column(forX: body.minX + 20)
    #expect(text(of: canvas, row: row, columns: first..<(first + 8)) == "────────")
  }

  @Test func ornamentsAreLabelledBoxesAboveTheOverlay() throws {
    var scene = TourScene.sample()
    scene.ornaments = [SceneOrnament(id: "badge", frame: Rect(x: 200, y: 400, width: 80, height: 54))]
    let canvas = Self.renderer.canvas(for: scene, over: [])
    // 80 × 54 points from (200, 400): columns 25...34, rows 22...24.
    #expect(text(of: canvas, row: 22, columns: 25..<35) == "╭────────╮")
    #expect(text(of: canvas, row: 23, columns: 25..<35) == "│badge   │")
    #expect(text(of: canvas, row: 24, columns: 25..<35) == "╰────────╯")
    // Drawn after the overlay: not dimmed.
    #expect(canvas.cell(atColumn: 26, row: 23)?.background == Self.theme.appViewFill.terminalColor())
    #expect(canvas.cell(atColumn: 26, row: 23)?.foreground == Self.theme.appViewBorder.terminalColor())
    // An ornament faded out with the overlay is not drawn.
    scene.ornaments[0].opacity = .transparent
    let faded = Self.renderer.canvas(for: scene, over: [])
    #expect(text(of: faded, row: 23, columns: 25..<35) != "│badge   │")
  }

  @Test func aCustomBodyIsAPlaceholderBoxWithItsIdentifier() throws {
    var scene = TourScene.sample()
    let mark = try #require(scene.coachMark)
    scene.coachMark = SceneCoachMark(
      bodyFrame: mark.bodyFrame, customBody: SceneSlot(id: "promo-card", size: mark.bodyFrame.size),
      arrow: mark.arrow)
    let canvas = Self.renderer.canvas(for: scene, over: [])
    let interior = Self.renderer.mapping.cellRect(for: mark.bodyFrame)
    let row = interior.row
    #expect(text(of: canvas, row: row, columns: interior.column..<(interior.column + 10)) == "promo-card")
    #expect(canvas.cell(atColumn: interior.column - 1, row: interior.row - 1)?.character == "╭")
    #expect(canvas.cell(atColumn: interior.column, row: row)?.background == Self.theme.appViewFill.terminalColor())
  }

  @Test func aCustomArrowIsADiamondWhereTheArrowPoints() throws {
    var scene = TourScene.sample()
    scene.coachMark?.arrow?.customArrow = SceneSlot(id: "pointer", size: Size(width: 15, height: 9))
    let canvas = Self.renderer.canvas(for: scene, over: [])
    let arrow = try #require(scene.coachMark?.arrow?.frame)
    let column = Self.renderer.mapping.column(forX: arrow.midX)
    let bodyTop = Self.renderer.mapping.cellRect(for: scene.coachMark?.bodyFrame ?? .zero).row - 1
    // The box's top border row is right under the target's cells: the diamond sits on it.
    #expect(canvas.cell(atColumn: column, row: bodyTop)?.character == "◆")
    #expect(canvas.cell(atColumn: column, row: bodyTop)?.foreground == Self.theme.appViewBorder.terminalColor())
  }

  @Test func aCustomSkipViewIsAPlaceholderBoxInsteadOfTheDefaultControl() throws {
    var scene = TourScene.sample()
    scene.skipControl?.customView = SceneSlot(id: "close", size: Size(width: 60, height: 30))
    let canvas = Self.renderer.canvas(for: scene, over: [])
    // 60 × 30 points from (320, 56): columns 40...47 of rows 3 and 4 (a box with the label on its top edge).
    #expect(text(of: canvas, row: 3, columns: 40..<48) == "╭close─╮")
    #expect(canvas.cell(atColumn: 41, row: 3)?.foreground == Self.theme.appViewBorder.terminalColor())
    #expect(!(0..<canvas.rows).contains { text(of: canvas, row: $0, columns: 0..<canvas.columns).contains("Skip") })
  }

  @Test func aBlurIsDrawnWithTheOverlaysFallbackColour() {
    let plain = TourScene.sample()
    let expected = Self.renderer.canvas(for: plain, over: [])
    for isReduceTransparencyEnabled in [false, true] {
      for style in OverlayBlurStyle.allCases {
        var blurred = plain
        blurred.overlay.blur = OverlayBlur(style: style, isReduceTransparencyEnabled: isReduceTransparencyEnabled)
        #expect(Self.renderer.canvas(for: blurred, over: []) == expected, "\(style) \(isReduceTransparencyEnabled)")
      }
    }
    var dark = plain
    dark.overlay.color = SceneOverlay.defaultDarkColor
    dark.overlay.blur = OverlayBlur(style: .dark)
    #expect(Self.renderer.canvas(for: dark, over: []) != expected, "the fallback is the scene's own colour")
  }
}
