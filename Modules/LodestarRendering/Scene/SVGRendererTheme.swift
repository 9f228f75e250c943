import LodestarGeometry

/// The colours an ``SVGRenderer`` uses for what the scene itself does not colour: the host screen, the
/// progress text, the skip control, and the app views the scene knows only by identifier (ornaments and
/// custom bodies, arrows and skip controls).
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
  /// The dashed outline and label of an app view drawn as a placeholder (an ornament or a custom slot).
  public var appViewBorder: RGBAColor
  /// The inside of an app view's placeholder.
  public var appViewFill: RGBAColor

  /// A theme; the defaults are a light app screen.
  public init(
    background: RGBAColor = .white,
    elementFill: RGBAColor = RGBAColor(white: 0.95),
    elementBorder: RGBAColor = RGBAColor(white: 0.78),
    text: RGBAColor = RGBAColor(white: 0.2),
    progress: RGBAColor = RGBAColor(white: 0.1),
    skipForeground: RGBAColor = .white,
    skipBackground: RGBAColor = RGBAColor(red: 0, green: 0.48, blue: 1),
    appViewBorder: RGBAColor = RGBAColor(red: 0.69, green: 0.32, blue: 0.87),
    appViewFill: RGBAColor = RGBAColor(red: 0.96, green: 0.92, blue: 0.98)
  ) {
    self.background = background
    self.elementFill = elementFill
    self.elementBorder = elementBorder
    self.text = text
    self.progress = progress
    self.skipForeground = skipForeground
    self.skipBackground = skipBackground
    self.appViewBorder = appViewBorder
    self.appViewFill = appViewFill
  }
}
