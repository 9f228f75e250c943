import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarViewModel
import Testing

/// WCAG 2 contrast, and the terminal coach mark's glyphs against what is behind them (issue 32, item 9: the arrow
/// was colour 252 on 231, about 1.5:1).
@MainActor
@Suite struct GlyphContrastTests {
  static func paletteColor(_ index: UInt8) -> RGBAColor { RGBAColor(TerminalPalette.color(ofPaletteIndex: index)) }

  @Test func contrastRatiosAreWCAGs() {
    #expect(RGBAColor.black.contrastRatio(with: .white) == 21)
    #expect(RGBAColor.white.contrastRatio(with: .black) == 21)
    #expect(RGBAColor(white: 0.5).contrastRatio(with: RGBAColor(white: 0.5)) == 1)
    // The arrow: 252 (208, 208, 208) on 231 (255, 255, 255).
    let arrow = Self.paletteColor(252).contrastRatio(with: Self.paletteColor(231))
    #expect(abs(arrow - 1.5424) < 0.0005, "\(arrow)")
    // sRGB 0.5 is luminance 0.2140 (the linear segment ends at 0.04045: 0.04 is 0.04 / 12.92).
    #expect(abs(RGBAColor(white: 0.5).relativeLuminance - 0.21404) < 0.00001)
    #expect(abs(RGBAColor(white: 0.04).relativeLuminance - 0.04 / 12.92) < 1e-12)
  }

  @Test func componentsOutsideZeroToOneCountAsTheNearestEnd() {
    #expect(RGBAColor(white: 1.5).relativeLuminance == 1)
    #expect(RGBAColor(white: -0.5).relativeLuminance == 0)
    #expect(RGBAColor(red: .nan, green: .infinity, blue: -.infinity).relativeLuminance == 0)
  }

  /// The bounds are inclusive: a colour with exactly the minimum is kept, and the first mix with exactly the
  /// minimum is the one returned.
  @Test func exactlyTheMinimumIsEnough() {
    let border = RGBAColor(white: 0.8)
    let body = RGBAColor.white
    #expect(border.legible(on: body, minimum: border.contrastRatio(with: body)) == border)
    let firstMix = border.interpolated(to: .black, fraction: 0.1)
    #expect(border.legible(on: body, minimum: firstMix.contrastRatio(with: body)) == firstMix)
  }

  @Test func legibleColorsHaveThreeToOneOnEveryBackground() {
    let levels = stride(from: 0.0, through: 1, by: 0.125).map { $0 }
    for red in levels {
      for green in levels {
        for background in levels {
          let color = RGBAColor(red: red, green: green, blue: 0.5)
          let backdrop = RGBAColor(red: background, green: 1 - background, blue: background)
          let legible = color.legible(on: backdrop)
          #expect(legible.contrastRatio(with: backdrop) >= 3, "\(color) on \(backdrop): \(legible)")
          if color.contrastRatio(with: backdrop) >= 3 { #expect(legible == color) }
        }
      }
    }
  }

  /// Every step of the built-in tour in both colour schemes: each arrow glyph, and each glyph drawn on the
  /// coach mark's body (its border, separator and text), has at least 3:1 against its cell, in 24-bit colour and
  /// in the nearest colours of the 256-colour palette.
  @Test(arguments: [InterfaceStyle.light, .dark])
  func theCoachMarksGlyphsHaveThreeToOne(colorScheme: InterfaceStyle) throws {
    let size = Size(width: 390, height: 844)
    let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)
    let screen = SceneGraph.sampleProfileScreen(size: size)
    let inner = CoachMarkColors().inner.terminalColor()
    var arrows = 0
    for step in ProfileTourFixture.steps.indices {
      let presenter = TourPresenter(
        tree: screen, steps: ProfileTourFixture.steps, measurer: measurer,
        options: TourPresenterOptions(colorScheme: colorScheme))
      presenter.start(at: step, time: 0)
      let canvas = TerminalRenderer(sceneSize: size).canvas(
        for: presenter.scene(at: 5), over: ScreenElementBox.boxes(of: screen))
      for row in 0..<canvas.rows {
        for column in 0..<canvas.columns {
          guard let cell = canvas.cell(atColumn: column, row: row), cell.character != " ",
            let foreground = cell.foreground, let background = cell.background
          else { continue }
          let isArrow = "▲▼◀▶".contains(cell.character)
          guard isArrow || background == inner else { continue }
          arrows += isArrow ? 1 : 0
          let context = "\(colorScheme) step \(step + 1), \"\(cell.character)\" at \(column),\(row)"
          let ratio = RGBAColor(foreground).contrastRatio(with: RGBAColor(background))
          #expect(ratio >= 3, "\(context): \(foreground) on \(background), \(ratio)")
          let palette = Self.paletteColor(TerminalPalette.nearestPaletteIndex(to: foreground))
            .contrastRatio(with: Self.paletteColor(TerminalPalette.nearestPaletteIndex(to: background)))
          #expect(palette >= 3, "\(context): in the 256-colour palette \(palette)")
        }
      }
    }
    #expect(arrows == ProfileTourFixture.steps.count, "\(colorScheme): \(arrows) arrows")
  }

  /// Every glyph of the terminal frame, not only the coach mark's: the screen's boxes and labels (inside the
  /// openings and dimmed by the overlay), the progress text and the skip control, on every step of the built-in
  /// tour in both colour schemes, and the screen alone, in 24-bit colour, in the 256-colour palette and in the 16
  /// basic colours. Before this test the dimmed borders were 1.54:1 and the dimmed labels 2.05:1 in the palette.
  @Test(arguments: [InterfaceStyle.light, .dark])
  func everyGlyphOfTheFrameHasThreeToOne(colorScheme: InterfaceStyle) throws {
    let size = Size(width: 390, height: 844)
    let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)
    let screen = SceneGraph.sampleProfileScreen(size: size)
    let renderer = TerminalRenderer(sceneSize: size)
    var canvases = [("the screen alone", renderer.screenCanvas(for: ScreenElementBox.boxes(of: screen)))]
    for step in ProfileTourFixture.steps.indices {
      let presenter = TourPresenter(
        tree: screen, steps: ProfileTourFixture.steps, measurer: measurer,
        options: TourPresenterOptions(colorScheme: colorScheme))
      presenter.start(at: step, time: 0)
      canvases.append(
        ("step \(step + 1)", renderer.canvas(for: presenter.scene(at: 5), over: ScreenElementBox.boxes(of: screen))))
    }
    var glyphs = 0
    for (name, canvas) in canvases {
      for row in 0..<canvas.rows {
        for column in 0..<canvas.columns {
          guard let cell = canvas.cell(atColumn: column, row: row), cell.character != " ", !cell.isContinuation
          else { continue }
          let foreground = try #require(cell.foreground)
          let background = try #require(cell.background)
          glyphs += 1
          let context = "\(colorScheme) \(name), \"\(cell.character)\" at \(column),\(row)"
          let ratio = RGBAColor(foreground).contrastRatio(with: RGBAColor(background))
          #expect(ratio >= 3, "\(context): \(foreground) on \(background), \(ratio)")
          let palette = Self.paletteColor(TerminalPalette.nearestPaletteIndex(to: foreground))
            .contrastRatio(with: Self.paletteColor(TerminalPalette.nearestPaletteIndex(to: background)))
          #expect(palette >= 3, "\(context): in the 256-colour palette \(palette)")
          let basic = RGBAColor(TerminalPalette.basicColors[Int(TerminalPalette.nearestBasicIndex(to: foreground))])
            .contrastRatio(
              with: RGBAColor(TerminalPalette.basicColors[Int(TerminalPalette.nearestBasicIndex(to: background))]))
          #expect(basic >= 3, "\(context): in the 16 basic colours \(basic)")
        }
      }
    }
    #expect(glyphs > 1000, "\(colorScheme): \(glyphs) glyphs")
  }
}
