/// Measures text in terminal cells: every grapheme cluster (Swift's `Character`) takes one cell, East
/// Asian wide and fullwidth characters and emoji in emoji presentation take two, and clusters with no
/// visible advance (a combining mark alone, a zero-width joiner or space, a control character) take none.
///
/// Combining marks inside a cluster ("e" + U+0301) and the parts of an emoji sequence joined by U+200D
/// belong to their cluster and add nothing. The font size is ignored: a terminal has one cell size.
public struct MonospacedTextMeasurer: TextMeasurer, Sendable, Hashable {
  /// The width of one cell.
  public var cellWidth: Double
  /// The height of one line.
  public var lineHeight: Double

  /// Creates a measurer; by default widths and heights are counted in cells and rows.
  public init(cellWidth: Double = 1, lineHeight: Double = 1) {
    self.cellWidth = cellWidth
    self.lineHeight = lineHeight
  }

  /// The number of cells `text` takes, times ``cellWidth``.
  public func width(of text: Substring, fontSize: Double) -> Double {
    Double(Self.cells(in: text)) * cellWidth
  }

  /// ``lineHeight``, whatever the font size.
  public func lineHeight(fontSize: Double) -> Double { lineHeight }

  /// The number of terminal cells a grapheme cluster takes: 0, 1 or 2.
  public static func cells(of character: Character) -> Int {
    if let ascii = character.asciiValue {
      // Printable ASCII and the tab take a cell; control characters and newlines take none.
      return (ascii >= 0x20 && ascii < 0x7F) || ascii == 0x09 ? 1 : 0
    }
    if CharacterClass.isWide(character) { return 2 }
    if CharacterClass.isZeroWidth(character) || character.isNewline { return 0 }
    return 1
  }

  /// The number of terminal cells a text takes.
  public static func cells<S: StringProtocol>(in text: S) -> Int {
    var total = 0
    var isASCII = true
    // ASCII text byte by byte (each byte is its own grapheme cluster; CR LF has no width either way).
    for byte in text.utf8 {
      if byte >= 0x80 {
        isASCII = false
        break
      }
      if (byte >= 0x20 && byte < 0x7F) || byte == 0x09 { total += 1 }
    }
    if isASCII { return total }
    total = 0
    for character in text { total += cells(of: character) }
    return total
  }
}
