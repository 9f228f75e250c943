import LodestarRendering
import LodestarTestSupport
import Testing

@Suite struct TerminalPaletteTests {
  @Test(
    arguments: [
      (TerminalColor(red: 255, green: 0, blue: 0), UInt8(196)),
      (TerminalColor(red: 0, green: 0, blue: 0), 16),
      (TerminalColor(red: 255, green: 255, blue: 255), 231),
      (TerminalColor(red: 128, green: 128, blue: 128), 244),
      (TerminalColor(red: 8, green: 8, blue: 8), 232),
      (TerminalColor(red: 238, green: 238, blue: 238), 255),
      (TerminalColor(red: 95, green: 135, blue: 175), 67),
      (TerminalColor(red: 100, green: 140, blue: 170), 67),
    ] as [(TerminalColor, UInt8)])
  func findsTheNearestPaletteEntry(color: TerminalColor, expected: UInt8) {
    #expect(TerminalPalette.nearestPaletteIndex(to: color) == expected)
  }

  @Test func paletteEntriesMapBackToThemselves() {
    for index in UInt8(16)...UInt8(255) {
      let color = TerminalPalette.color(ofPaletteIndex: index)
      let nearest = TerminalPalette.nearestPaletteIndex(to: color)
      #expect(TerminalPalette.color(ofPaletteIndex: nearest) == color, "entry \(index) mapped to \(nearest)")
    }
  }

  @Test func theChosenEntryIsAsCloseAsAnyOther() {
    let seed: UInt64 = 0x5EED_0256
    var generator = SeededGenerator(seed: seed)
    for index in 0..<2_000 {
      let color = TerminalColor(
        red: UInt8.random(in: 0...255, using: &generator), green: UInt8.random(in: 0...255, using: &generator),
        blue: UInt8.random(in: 0...255, using: &generator))
      let chosen = distance(
        color, TerminalPalette.color(ofPaletteIndex: TerminalPalette.nearestPaletteIndex(to: color)))
      let best = (16...255).map { distance(color, TerminalPalette.color(ofPaletteIndex: UInt8($0))) }.min() ?? 0
      #expect(chosen == best, "seed \(seed) case \(index): \(color) chose distance \(chosen), best \(best)")
    }
  }

  @Test(
    arguments: [
      (TerminalColor(red: 250, green: 10, blue: 10), UInt8(9)),
      (TerminalColor(red: 190, green: 0, blue: 0), 1),
      (TerminalColor(red: 0, green: 0, blue: 0), 0),
      (TerminalColor(red: 240, green: 240, blue: 240), 7),
      (TerminalColor(red: 120, green: 120, blue: 130), 8),
      (TerminalColor(red: 80, green: 80, blue: 250), 12),
    ] as [(TerminalColor, UInt8)])
  func findsTheNearestBasicColor(color: TerminalColor, expected: UInt8) {
    #expect(TerminalPalette.nearestBasicIndex(to: color) == expected)
  }

  private func distance(_ first: TerminalColor, _ second: TerminalColor) -> Int {
    let red = Int(first.red) - Int(second.red)
    let green = Int(first.green) - Int(second.green)
    let blue = Int(first.blue) - Int(second.blue)
    return red * red + green * green + blue * blue
  }
}
