import Foundation
import LodestarGeometry
import LodestarRendering
import Testing

@Suite struct RGBAColorTests {
  @Test(arguments: [
    ("#FF0000", RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)),
    ("#00ff00", RGBAColor(red: 0, green: 1, blue: 0, alpha: 1)),
    ("#0000FF80", RGBAColor(red: 0, green: 0, blue: 1, alpha: 128.0 / 255)),
    ("#33669900", RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0)),
  ])
  func parsesHexColors(text: String, expected: RGBAColor) throws {
    #expect(try RGBAColor(hex: text) == expected)
  }

  @Test(arguments: [
    ("FF0000", HexColorError.missingNumberSign("FF0000")),
    ("", .missingNumberSign("")),
    ("#FFF", .invalidLength("#FFF", digitCount: 3)),
    ("#FF00000", .invalidLength("#FF00000", digitCount: 7)),
    ("#FF00G0", .invalidDigit("#FF00G0", character: "G", offset: 5)),
    ("#FF00\u{FF10}0", .invalidDigit("#FF00\u{FF10}0", character: "\u{FF10}", offset: 5)),
  ])
  func rejectsMalformedHexColors(text: String, expected: HexColorError) {
    #expect(throws: expected) { try RGBAColor(hex: text) }
  }

  @Test func errorMessagesNameTheStringAndTheProblem() {
    #expect(
      HexColorError.invalidDigit("#FF00G0", character: "G", offset: 5).description
        == "colour \"#FF00G0\": 'G' at offset 5 is not a hexadecimal digit")
    #expect(
      HexColorError.invalidLength("#FFF", digitCount: 3).description
        == "colour \"#FFF\": expected 6 or 8 hexadecimal digits after '#', found 3")
  }

  @Test func writesHexStrings() throws {
    #expect(RGBAColor(red: 1, green: 0.5, blue: 0).hexString == "#FF8000")
    #expect(RGBAColor(white: 0.9098, alpha: 0.65).hexString == "#E8E8E8A6")
    #expect(try RGBAColor(hex: "#12ABCDEF").hexString == "#12ABCDEF")
  }

  @Test func clampsComponentsAndNaN() {
    let color = RGBAColor(red: 2, green: -1, blue: .nan, alpha: 7)
    #expect(color.clamped == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(color.hexString == "#FF0000")
  }

  @Test func compositesSourceOver() {
    let half = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    #expect(half.composited(over: .white) == RGBAColor(red: 1, green: 0.5, blue: 0.5, alpha: 1))
    #expect(RGBAColor.white.composited(over: half) == .white)
    #expect(RGBAColor.clear.composited(over: .clear) == .clear)
    let translucent = half.composited(over: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(translucent == RGBAColor(red: 2.0 / 3, green: 0, blue: 1.0 / 3, alpha: 0.75))
  }

  @Test func dimsTowardsAnOverlay() {
    let dimmed = RGBAColor.white.dimmed(by: RGBAColor(white: 0, alpha: 0.5), opacity: 0.5)
    #expect(dimmed == RGBAColor(white: 0.75))
    #expect(RGBAColor.white.dimmed(by: .black, opacity: 2) == .black)
  }

  @Test func quantisesForTheTerminal() {
    #expect(RGBAColor(red: 1, green: 0.5, blue: 0).terminalColor() == TerminalColor(red: 255, green: 128, blue: 0))
    #expect(
      RGBAColor(white: 1, alpha: 0.5).terminalColor(over: .black) == TerminalColor(red: 128, green: 128, blue: 128))
    #expect(RGBAColor(TerminalColor(red: 51, green: 102, blue: 153)) == RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
  }
}

@Suite struct RGBAColorCodingTests {
  @Test func roundTripsThroughCodable() throws {
    let color = RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
    #expect(try JSONDecoder().decode(RGBAColor.self, from: JSONEncoder().encode(color)) == color)
  }
}
