/// The progress text ("2 of 5") a presenter draws at the bottom of the safe area.
public struct ProgressTextOptions: Sendable, Hashable {
  /// The text's font size. Default 13.
  public var fontSize: Double
  /// The distance between the text and the bottom of the safe area. Default 8.
  public var bottomMargin: Double

  /// Creates progress text options; each parameter sets the property of the same name.
  ///
  /// - Parameters:
  ///   - fontSize: The text's font size.
  ///   - bottomMargin: The distance between the text and the bottom of the safe area.
  public init(fontSize: Double = 13, bottomMargin: Double = 8) {
    self.fontSize = fontSize
    self.bottomMargin = bottomMargin
  }
}
