/// The greedy line breaker behind ``WrappedText``: splits one paragraph into units that cannot be broken
/// (words, single CJK characters with their punctuation) and fills lines with them.
struct WordWrapper {
  /// One line of a paragraph.
  struct Piece {
    var text: String
    var width: Double
  }

  /// A run that is broken only when it alone is wider than a line, with the spaces before it.
  struct Unit {
    var spaceBefore: Substring
    var text: Substring
  }

  let measurer: any TextMeasurer
  let fontSize: Double
  let maxWidth: Double

  private var pieces: [Piece] = []
  private var line = ""
  private var lineWidth = 0.0
  private var lineHasContent = false

  init(measurer: any TextMeasurer, fontSize: Double, maxWidth: Double) {
    self.measurer = measurer
    self.fontSize = fontSize
    self.maxWidth = maxWidth
  }

  /// The lines of one paragraph (a text without newlines); at least one, empty for an empty paragraph.
  mutating func wrap(_ paragraph: Substring) -> [Piece] {
    pieces = []
    line = ""
    lineWidth = 0
    lineHasContent = false
    for (index, unit) in Self.units(of: paragraph).enumerated() {
      let unitWidth = width(unit.text)
      if !lineHasContent {
        // The first unit keeps the paragraph's indentation; after a break the spaces are dropped.
        let text = index == 0 ? paragraph[unit.spaceBefore.startIndex..<unit.text.endIndex] : unit.text
        place(text, width: index == 0 ? width(unit.spaceBefore) + unitWidth : unitWidth)
        continue
      }
      let spaceWidth = width(unit.spaceBefore)
      if lineWidth + spaceWidth + unitWidth <= maxWidth {
        line += unit.spaceBefore
        line += unit.text
        lineWidth += spaceWidth + unitWidth
      } else {
        finishLine()
        place(unit.text, width: unitWidth)
      }
    }
    finishLine(force: true)
    return pieces
  }

  /// Puts a unit at the start of an empty line, breaking it at grapheme boundaries when it is too wide.
  private mutating func place(_ text: Substring, width textWidth: Double) {
    if textWidth <= maxWidth {
      line += text
      lineWidth = textWidth
      lineHasContent = true
      return
    }
    for character in text {
      let characterWidth = width(of: character)
      if lineHasContent && lineWidth + characterWidth > maxWidth {
        finishLine()
      }
      line.append(character)
      lineWidth += characterWidth
      lineHasContent = true
    }
  }

  private mutating func finishLine(force: Bool = false) {
    guard lineHasContent || force else { return }
    pieces.append(Piece(text: line, width: lineWidth))
    line = ""
    lineWidth = 0
    lineHasContent = false
  }

  private func width(_ text: Substring) -> Double {
    text.isEmpty ? 0 : max(0, measurer.width(of: text, fontSize: fontSize))
  }

  private func width(of character: Character) -> Double {
    max(0, measurer.width(of: character, fontSize: fontSize))
  }

  /// Splits a paragraph into units: runs of non-space characters, cut between CJK characters where a
  /// line may break without a space. Trailing spaces are dropped.
  private static func units(of paragraph: Substring) -> [Unit] {
    var units: [Unit] = []
    var spaceStart = paragraph.startIndex
    var unitStart: Substring.Index? = nil
    var previous: Character? = nil
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let character = paragraph[index]
      if CharacterClass.isSpace(character) {
        if let start = unitStart {
          units.append(Unit(spaceBefore: paragraph[spaceStart..<start], text: paragraph[start..<index]))
          unitStart = nil
          spaceStart = index
        }
        previous = nil
      } else {
        if let start = unitStart, let previous, Self.breaks(between: previous, and: character) {
          units.append(Unit(spaceBefore: paragraph[spaceStart..<start], text: paragraph[start..<index]))
          spaceStart = index
          unitStart = index
        } else if unitStart == nil {
          unitStart = index
        }
        previous = character
      }
      index = paragraph.index(after: index)
    }
    if let start = unitStart {
      units.append(Unit(spaceBefore: paragraph[spaceStart..<start], text: paragraph[start...]))
    }
    return units
  }

  /// Whether a line may break between two adjacent non-space clusters.
  private static func breaks(between previous: Character, and next: Character) -> Bool {
    guard CharacterClass.allowsBreakWithoutSpace(previous) || CharacterClass.allowsBreakWithoutSpace(next) else {
      return false
    }
    return !CharacterClass.mustNotStartLine(next) && !CharacterClass.mustNotEndLine(previous)
  }
}
