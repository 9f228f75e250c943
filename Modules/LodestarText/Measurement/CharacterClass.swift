/// The Unicode facts the text measurers and the word wrap need about a grapheme cluster (a `Character`).
enum CharacterClass {
  /// Whether the cluster is a space that separates words: any whitespace but a newline and the no-break
  /// spaces (U+00A0, U+2007, U+202F), which join the words around them.
  static func isSpace(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return ascii == 0x20 || ascii == 0x09 }
    guard character.isWhitespace, !character.isNewline else { return false }
    switch character.unicodeScalars.first?.value {
    case 0x00A0, 0x2007, 0x202F: return false
    default: return true
    }
  }

  /// Whether the cluster takes no space: it starts with a combining mark (a mark left alone at the start
  /// of a string), a format character (zero-width joiner, zero-width space) or a control character other
  /// than whitespace.
  static func isZeroWidth(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return true }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    case .control: return !character.isWhitespace
    default: return false
    }
  }

  /// Whether the cluster is displayed wide (two terminal cells, a full em): its first scalar is East Asian
  /// Wide or Fullwidth, or it is an emoji shown in emoji presentation (by default or with U+FE0F).
  static func isWide(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    if isEastAsianWide(first.value) { return true }
    // No scalar below U+231A has emoji presentation by default; below it only U+FE0F makes an emoji wide.
    if first.value < 0x231A && scalars.count == 1 { return false }
    if first.properties.isEmojiPresentation { return true }
    if first.properties.isEmoji && character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
      return true
    }
    return false
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, outside emoji (which
  /// ``isWide(_:)`` handles through their presentation).
  static func isEastAsianWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x2329...0x232A,  // angle brackets
      0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
      0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE10...0xFE19,  // vertical forms
      0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
      0xFF00...0xFF60,  // fullwidth forms
      0xFFE0...0xFFE6,  // fullwidth signs
      0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut, Khitan
      0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
      0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK extensions B and later
      return true
    default:
      return false
    }
  }

  /// Whether a line may break before or after this cluster without a space (Unicode line breaking class
  /// ID and its kin): CJK ideographs, kana, Hangul syllables, CJK punctuation and fullwidth forms.
  static func allowsBreakWithoutSpace(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    switch first.value {
    case 0x2E80...0x303E, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Closing punctuation and small kana that must not start a line (Japanese kinsoku shori, Unicode
  /// classes CL, CP, EX, IS, NS).
  static func mustNotStartLine(_ character: Character) -> Bool {
    noStart.contains(character)
  }

  /// Opening punctuation that must not end a line (Unicode class OP).
  static func mustNotEndLine(_ character: Character) -> Bool {
    noEnd.contains(character)
  }

  private static let noStart: Set<Character> = Set(
    "、。，．：；？！）」』】〕〉》〙〗｝］’”〟ー…‥・ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
      + ",.!?:;)]}%")
  private static let noEnd: Set<Character> = Set("（「『【〔〈《〘〖｛［‘“〝([{")

  /// The direction of the first strongly directional character (Unicode bidi rules P2–P3), or `nil` when
  /// the text has none (digits, punctuation and spaces are not strong).
  static func strongDirection<S: StringProtocol>(of text: S) -> StrongDirection? {
    for scalar in text.unicodeScalars {
      if isRightToLeft(scalar.value) {
        if scalar.properties.isAlphabetic || scalar.properties.generalCategory == .otherLetter { return .rightToLeft }
        continue
      }
      if scalar.properties.isAlphabetic { return .leftToRight }
    }
    return nil
  }

  /// Strong directions.
  enum StrongDirection {
    case leftToRight, rightToLeft
  }

  /// Blocks of right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, Arabic
  /// extended and presentation forms, and the supplementary right-to-left blocks.
  private static func isRightToLeft(_ value: UInt32) -> Bool {
    switch value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
    default: false
    }
  }
}
