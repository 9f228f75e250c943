/// The colours an ``SVGRenderer`` uses for what the scene itself does not colour: the host screen, the
/// progress text and the skip control.
public struct SVGRendererTheme: Sendable, Hashable {
  /// The screen's background.
  public var background: RGBAColor
  /// The inside of an element.
  public var elementFill: RGBAColor
  /// An element's outline.
  public var elementBorder: RGBAColor
  /// Element labels.
  public var text: RGBAColor
  /// The progress text.
  public var progress: RGBAColor
  /// The skip control's text.
  public var skipForeground: RGBAColor
  /// The skip control's background.
  public var skipBackground: RGBAColor

  /// A theme; the defaults are a light app screen.
  public init(
    background: RGBAColor = .white,
    elementFill: RGBAColor = RGBAColor(white: 0.95),
    elementBorder: RGBAColor = RGBAColor(white: 0.78),
    text: RGBAColor = RGBAColor(white: 0.2),
    progress: RGBAColor = RGBAColor(white: 0.1),
    skipForeground: RGBAColor = .white,
    skipBackground: RGBAColor = RGBAColor(red: 0, green: 0.48, blue: 1)
  ) {
    self.background = background
    self.elementFill = elementFill
    self.elementBorder = elementBorder
    self.text = text
    self.progress = progress
    self.skipForeground = skipForeground
    self.skipBackground = skipBackground
  }
}
