/// An approximation of a proportional sans-serif font, for renderers that cannot measure text (SVG
/// written without a browser): widths from a per-character table, in ems, times the font size.
///
/// Its ASCII widths are Helvetica's, which Arial, Liberation Sans and Nimbus Sans share (metric-compatible
/// designs): draw text laid out with it in one of those fonts, as `SVGRenderer` does by default
/// (`SVGRenderer.proportionalFontFamily`), or lines run out of the places the layout gave them. A monospaced
/// font is about a third wider.
///
/// ## Width table
/// A grapheme cluster's width is decided by its first scalar:
///
/// | Characters | Width (em) |
/// |---|---|
/// | Printable ASCII (U+0020–U+007E) | Helvetica's advance widths from Adobe's Core 14 AFM, in thousandths of an em (below) |
/// | East Asian wide and fullwidth characters, emoji in emoji presentation | 1.0 |
/// | A combining mark alone, a format character (U+200B, U+200D), a control character | 0 |
/// | Other whitespace | 0.278 (as a space) |
/// | Other uppercase letters (À, Ж, Ω) | 0.667 |
/// | Everything else (other letters, Arabic, Hebrew, symbols) | 0.556 |
///
/// The ASCII widths, in thousandths of an em:
///
/// ```
/// space 278  ! 278  " 355  # 556  $ 556  % 889  & 667  ' 191  ( 333  ) 333  * 389  + 584
/// , 278  - 333  . 278  / 278  0-9 556  : 278  ; 278  < 584  = 584  > 584  ? 556  @ 1015
/// A 667  B 667  C 722  D 722  E 667  F 611  G 778  H 722  I 278  J 500  K 667  L 556  M 833
/// N 722  O 778  P 667  Q 778  R 722  S 667  T 611  U 722  V 667  W 944  X 667  Y 667  Z 611
/// [ 278  \ 278  ] 278  ^ 469  _ 556  ` 333
/// a 556  b 556  c 500  d 556  e 556  f 278  g 556  h 556  i 222  j 222  k 500  l 222  m 833
/// n 556  o 556  p 556  q 556  r 333  s 500  t 278  u 556  v 500  w 722  x 500  y 500  z 500
/// { 334  | 260  } 334  ~ 584
/// ```
///
/// The line height is ``lineHeightMultiple`` (1.2 by default) times the font size. Kerning and
/// ligatures are ignored, so a real font may differ by a few percent; a renderer that needs exact fits
/// should leave some slack in its maximum width.
public struct ProportionalTextMeasurer: TextMeasurer, Sendable, Hashable {
  /// The line height as a multiple of the font size.
  public var lineHeightMultiple: Double

  /// Creates a measurer.
  public init(lineHeightMultiple: Double = 1.2) {
    self.lineHeightMultiple = lineHeightMultiple
  }

  /// The sum of the table widths of the text's grapheme clusters, times `fontSize`.
  public func width(of text: Substring, fontSize: Double) -> Double {
    var thousandths = 0
    var isASCII = true
    // ASCII text (most text) byte by byte: every byte is its own grapheme cluster (CR LF, the one ASCII
    // cluster of two bytes, has no width either way).
    for byte in text.utf8 {
      if byte >= 0x80 {
        isASCII = false
        break
      }
      if byte >= 0x20 && byte < 0x7F {
        thousandths += Self.asciiWidths[Int(byte) - 0x20]
      } else if byte == 0x09 {
        thousandths += 278
      }
    }
    if isASCII { return Double(thousandths) / 1000 * fontSize }
    var ems = 0.0
    for character in text { ems += Self.ems(of: character) }
    return ems * fontSize
  }

  /// ``lineHeightMultiple`` times the font size.
  public func lineHeight(fontSize: Double) -> Double { lineHeightMultiple * fontSize }

  /// The table width of one grapheme cluster, in ems.
  public static func ems(of character: Character) -> Double {
    if let ascii = character.asciiValue {
      if ascii >= 0x20 && ascii < 0x7F { return Double(asciiWidths[Int(ascii) - 0x20]) / 1000 }
      return ascii == 0x09 ? 0.278 : 0
    }
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.value >= 0x20, first.value <= 0x7E, !isWideOrZero(character) {
      return Double(asciiWidths[Int(first.value) - 0x20]) / 1000
    }
    if CharacterClass.isWide(character) { return 1 }
    if CharacterClass.isZeroWidth(character) || character.isNewline { return 0 }
    if character.isWhitespace { return 0.278 }
    if first.properties.isUppercase { return 0.667 }
    return 0.556
  }

  private static func isWideOrZero(_ character: Character) -> Bool {
    CharacterClass.isWide(character) || CharacterClass.isZeroWidth(character)
  }

  /// Helvetica's advance widths for U+0020 through U+007E, in thousandths of an em.
  private static let asciiWidths: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
  ]
}
