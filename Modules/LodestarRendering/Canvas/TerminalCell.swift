/// Text attributes of a terminal cell.
public struct TerminalAttributes: OptionSet, Sendable, Hashable, Codable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Attributes from their raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold (increased intensity), SGR 1.
  public static let bold = TerminalAttributes(rawValue: 1 << 0)
  /// Dim (decreased intensity), SGR 2.
  public static let dim = TerminalAttributes(rawValue: 1 << 1)
}

/// One cell of a ``TerminalCanvas``: a grapheme and its colours and attributes.
///
/// A wide grapheme (CJK, most emoji) occupies two cells: the left cell holds the grapheme and the right cell
/// is a continuation cell (``isContinuation``), which holds a space and is never written on its own.
public struct TerminalCell: Sendable, Hashable {
  /// The grapheme shown in the cell; a space in blank and continuation cells.
  public var character: Character
  /// The text colour; `nil` is the terminal's default foreground.
  public var foreground: TerminalColor?
  /// The background colour; `nil` is the terminal's default background.
  public var background: TerminalColor?
  /// Bold and dim.
  public var attributes: TerminalAttributes
  /// Whether this cell is the right half of the wide grapheme in the cell to its left.
  public var isContinuation: Bool

  /// A cell with a grapheme, colours and attributes.
  public init(
    character: Character = " ", foreground: TerminalColor? = nil, background: TerminalColor? = nil,
    attributes: TerminalAttributes = [], isContinuation: Bool = false
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.isContinuation = isContinuation
  }

  /// A space in the terminal's default colours.
  public static let blank = TerminalCell()
}
