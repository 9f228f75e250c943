import LodestarGeometry
import LodestarText

/// How a walkthrough element's text looks and what it is: its size, colour and alignment, and whether it is a
/// heading.
///
/// ```swift
/// WalkthroughElement(
///   "welcome.title", frame: Rect(x: 24, y: 340, width: 342, height: 40), text: "Welcome",
///   textStyle: WalkthroughTextStyle(fontSize: 28, alignment: .center, isHeading: true))
/// ```
public struct WalkthroughTextStyle: Sendable, Hashable {
  /// The font size of the text, in points. Default 17.
  public var fontSize: Double
  /// The text colour. Default black.
  public var color: RGBAColor
  /// The text's alignment. Default natural.
  public var alignment: ParagraphAlignment
  /// Whether assistive technology announces the element as a heading (a page's title). Default `false`.
  public var isHeading: Bool

  /// Creates a text style; each parameter sets the property of the same name.
  ///
  /// - Parameters:
  ///   - fontSize: The font size of the text, in points.
  ///   - color: The text colour.
  ///   - alignment: The text's alignment.
  ///   - isHeading: Whether assistive technology announces the element as a heading.
  public init(
    fontSize: Double = 17, color: RGBAColor = .black, alignment: ParagraphAlignment = .natural,
    isHeading: Bool = false
  ) {
    self.fontSize = fontSize
    self.color = color
    self.alignment = alignment
    self.isHeading = isHeading
  }
}
