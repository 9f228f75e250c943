import LodestarRendering
import Testing

/// Every C0 control, DEL and every C1 control becomes U+FFFD; nothing else changes.
@Suite struct TerminalTextTests {
  @Test func everyControlCharacterIsReplacedAndNothingElse() {
    for value in UInt32(0)..<0x300 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let isControl = value < 0x20 || (0x7F..<0xA0).contains(value)
      #expect(TerminalText.isControl(scalar) == isControl, "U+\(String(value, radix: 16))")
      let sanitized = TerminalText.sanitized("a\(Character(scalar))b")
      #expect(sanitized == (isControl ? "a\u{FFFD}b" : "a\(Character(scalar))b"), "U+\(String(value, radix: 16))")
    }
  }

  @Test(arguments: [
    ("Your name", "Your name"),
    ("\u{1B}]0;pwned\u{07}", "\u{FFFD}]0;pwned\u{FFFD}"),
    ("\u{1B}[2J\u{1B}[H", "\u{FFFD}[2J\u{FFFD}[H"),
    ("\u{9B}31m", "\u{FFFD}31m"),
    ("\u{1B}]52;c;ZXZpbA==\u{1B}\\", "\u{FFFD}]52;c;ZXZpbA==\u{FFFD}\\"),
    ("line\r\nbreak\ttab", "line\u{FFFD}\u{FFFD}break\u{FFFD}tab"),
    ("é e\u{301} 漢字 👩‍💻", "é e\u{301} 漢字 👩‍💻"),
    ("", ""),
  ])
  func hostileTitles(text: String, expected: String) {
    #expect(TerminalText.sanitized(text) == expected)
  }

  @Test func lineFeedsCanBeKeptForMessagesOfSeveralLines() {
    #expect(TerminalText.sanitized("a\n\u{1B}b\r\n", keepingLineFeeds: true) == "a\n\u{FFFD}b\u{FFFD}\n")
    #expect(TerminalText.sanitized("a\nb") == "a\u{FFFD}b")
  }
}
