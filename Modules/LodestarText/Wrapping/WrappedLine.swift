import LodestarGeometry

/// One line of a ``WrappedText``: its characters in logical order, its width, and how to place it.
public struct WrappedLine: Sendable, Hashable {
  /// The line's text in logical (memory) order, without the spaces at the break that ended it. A
  /// renderer reorders right-to-left runs for display.
  public var text: String
  /// The line's width as the measurer reported it (the sum of its words' and spaces' widths).
  public var width: Double
  /// The base direction of the paragraph the line belongs to.
  public var direction: ReadingDirection
  /// Where the line sits horizontally in its box.
  public var alignment: LineAlignment
  /// Whether the line ends its paragraph (an explicit newline or the end of the text follows).
  public var endsParagraph: Bool

  /// Creates a line.
  public init(
    text: String, width: Double, direction: ReadingDirection, alignment: LineAlignment, endsParagraph: Bool
  ) {
    self.text = text
    self.width = width
    self.direction = direction
    self.alignment = alignment
    self.endsParagraph = endsParagraph
  }

  /// The x-offset of the line's left edge in a box `boxWidth` wide, following ``alignment``.
  public func horizontalOffset(inWidth boxWidth: Double) -> Double {
    switch alignment {
    case .left: 0
    case .center: (boxWidth - width) / 2
    case .right: boxWidth - width
    }
  }
}
