/// How many terminal columns a grapheme occupies.
public enum CharacterWidth {
  /// The number of columns a grapheme takes.
  ///
  /// The East Asian Width ranges are the main blocks of Unicode's `EastAsianWidth.txt` (Hangul Jamo,
  /// CJK radicals to CJK compatibility, CJK unified ideographs and extensions, Yi, Hangul syllables,
  /// CJK compatibility ideographs, vertical and compatibility forms, fullwidth forms); emoji are scalars with
  /// the `Emoji_Presentation` property or any grapheme containing the emoji variation selector U+FE0F.
  /// Control characters are never stored in a canvas (it replaces them with U+FFFD), so they need no width.
  ///
  /// - Parameter character: The grapheme.
  /// - Returns: 2 for wide graphemes (East Asian Wide and Fullwidth characters, emoji shown as emoji), 1
  ///   otherwise.
  public static func columns(of character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20 { return 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 1 }
    if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return 1
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Whether a grapheme must not reach a terminal as is: one that starts with a control character
  /// (``TerminalText/isControl(_:)``), which could move the cursor or start an escape sequence.
  static func isControl(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return true }
    return TerminalText.isControl(first)
  }
}
