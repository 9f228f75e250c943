import LodestarText

/// The sizes and alignment of the default coach-mark body's text, with Instructions' numbers: the part of a
/// ``CoachMarkBodyStyle`` that says how its text is set.
public struct CoachMarkTypography: Sendable, Hashable {
  /// The title's font size. Default 17.
  public var titleFontSize: Double
  /// The hint's font size. Default 15.
  public var hintFontSize: Double
  /// The next label's font size. Default 17.
  public var nextFontSize: Double
  /// The hint's and title's alignment. Default natural.
  public var alignment: ParagraphAlignment

  /// Creates typography; each parameter sets the property of the same name.
  ///
  /// - Parameters:
  ///   - titleFontSize: The title's font size.
  ///   - hintFontSize: The hint's font size.
  ///   - nextFontSize: The next label's font size.
  ///   - alignment: The hint's and title's alignment.
  public init(
    titleFontSize: Double = 17, hintFontSize: Double = 15, nextFontSize: Double = 17,
    alignment: ParagraphAlignment = .natural
  ) {
    self.titleFontSize = titleFontSize
    self.hintFontSize = hintFontSize
    self.nextFontSize = nextFontSize
    self.alignment = alignment
  }
}
