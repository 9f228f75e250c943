import LodestarGeometry

/// The colours a ``TerminalRenderer`` uses for what the scene itself does not colour: the host screen,
/// the progress text, the skip control, and the app views the scene knows only by identifier (ornaments
/// and custom bodies, arrows and skip controls).
public struct TerminalRendererTheme: Sendable, Hashable {
  /// The screen's background.
  public var background: RGBAColor
  /// The inside of an element's box.
  public var elementFill: RGBAColor
  /// An element's border.
  public var elementBorder: RGBAColor
  /// Element labels.
  public var text: RGBAColor
  /// The progress text.
  public var progress: RGBAColor
  /// The skip control's text.
  public var skipForeground: RGBAColor
  /// The skip control's background.
  public var skipBackground: RGBAColor
  /// The border and label of an app view drawn as a placeholder box (an ornament or a custom slot).
  public var appViewBorder: RGBAColor
  /// The inside of an app view's placeholder box.
  public var appViewFill: RGBAColor

  /// A theme; the defaults are a dark app screen with light labels.
  public init(
    background: RGBAColor = RGBAColor(white: 0.1),
    elementFill: RGBAColor = RGBAColor(red: 0.16, green: 0.2, blue: 0.3),
    elementBorder: RGBAColor = RGBAColor(red: 0.45, green: 0.55, blue: 0.75),
    text: RGBAColor = RGBAColor(white: 0.92),
    progress: RGBAColor = RGBAColor(white: 0.05),
    skipForeground: RGBAColor = .white,
    skipBackground: RGBAColor = RGBAColor(red: 0.1, green: 0.4, blue: 0.85),
    appViewBorder: RGBAColor = RGBAColor(red: 0.85, green: 0.45, blue: 0.8),
    appViewFill: RGBAColor = RGBAColor(red: 0.25, green: 0.12, blue: 0.25)
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
