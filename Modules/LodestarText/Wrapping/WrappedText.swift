import LodestarGeometry

/// A text broken into lines no wider than a maximum width by a greedy word wrap, with each line's width
/// and alignment: what a coach mark's body lays out and a renderer draws.
///
/// The wrap:
/// - keeps explicit line breaks (any newline character, "\r\n" included): each starts a new paragraph;
/// - breaks lines at spaces, which are dropped at the break (no-break spaces such as U+00A0 join words), and between CJK characters (ideographs,
///   kana, Hangul syllables, CJK punctuation), which need no space; closing punctuation and small kana
///   never start a line, opening punctuation never ends one;
/// - never splits a grapheme cluster (an emoji sequence joined by U+200D, a letter with its combining
///   marks);
/// - breaks a word wider than the maximum width at grapheme boundaries, filling each line;
/// - puts a single grapheme cluster wider than the maximum width on a line of its own (the only case in
///   which a line is wider than the maximum).
///
/// Each paragraph's direction is that of its first strong character (Hebrew and Arabic are right to
/// left; Unicode's rules P2–P3), or `layoutDirection` when it has none; ``ParagraphAlignment/natural``
/// aligns every paragraph to the layout direction's leading edge. Spaces at the start of a paragraph are kept (indentation);
/// spaces at its end are dropped. Scripts that need a dictionary to find word boundaries (Thai, Lao,
/// Khmer, Myanmar) are wrapped as long words, at grapheme boundaries.
public struct WrappedText: Sendable, Hashable {
  /// The lines, top to bottom. Empty for an empty text; an empty paragraph gives an empty line.
  public var lines: [WrappedLine]
  /// The height of each line.
  public var lineHeight: Double

  /// Creates wrapped text from its lines.
  public init(lines: [WrappedLine], lineHeight: Double) {
    self.lines = lines
    self.lineHeight = lineHeight
  }

  /// Wraps `text` to lines at most `maxWidth` wide (a non-finite or NaN maximum does not wrap; a negative
  /// one counts as zero).
  public init(
    wrapping text: String,
    maxWidth: Double,
    fontSize: Double,
    measurer: some TextMeasurer,
    alignment: ParagraphAlignment = .natural,
    layoutDirection: ReadingDirection = .leftToRight
  ) {
    let limit = maxWidth.isNaN ? Double.infinity : max(0, maxWidth)
    var wrapper = WordWrapper(measurer: measurer, fontSize: fontSize, maxWidth: limit)
    var lines: [WrappedLine] = []
    if !text.isEmpty {
      for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        let direction: ReadingDirection =
          switch CharacterClass.strongDirection(of: paragraph) {
          case .rightToLeft: .rightToLeft
          case .leftToRight: .leftToRight
          case nil: layoutDirection
          }
        let lineAlignment = alignment.resolved(paragraphDirection: direction, layoutDirection: layoutDirection)
        let pieces = wrapper.wrap(paragraph)
        for (index, piece) in pieces.enumerated() {
          lines.append(
            WrappedLine(
              text: piece.text, width: piece.width, direction: direction, alignment: lineAlignment,
              endsParagraph: index == pieces.count - 1))
        }
      }
    }
    self.init(lines: lines, lineHeight: measurer.lineHeight(fontSize: fontSize))
  }

  /// The width of the widest line.
  public var width: Double { lines.reduce(0) { max($0, $1.width) } }

  /// The height of all lines.
  public var height: Double { Double(lines.count) * lineHeight }

  /// The size the text needs: the widest line by the lines' total height.
  public var size: Size { Size(width: width, height: height) }

  /// The lines' texts, top to bottom.
  public var lineTexts: [String] { lines.map(\.text) }
}
