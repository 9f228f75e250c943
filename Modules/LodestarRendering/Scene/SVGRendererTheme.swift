import LodestarGeometry

/// The colours an ``SVGRenderer`` uses for what the scene itself does not colour: the host screen, the
/// progress text, the skip control, and the app views the scene knows only by identifier (ornaments and
/// custom bodies, arrows and skip controls).
///
/// The defaults give every pair the renderer draws at least WCAG 2's 3:1, and text 4.5:1:
///
/// | Pair | Default | Contrast |
/// | --- | --- | --- |
/// | Element border on the element's fill | white 0.5 on white 0.95 | 3.56:1 |
/// | Element border on the background | white 0.5 on white | 3.98:1 |
/// | Element label on the element's fill | white 0.2 on white 0.95 | 11.3:1 |
/// | Skip label on the skip control | white on (0, 0.4, 0.85) | 5.38:1 |
/// | Skip control on the light overlay's dimmed background | (0, 0.4, 0.85) on white 0.94 | 4.73:1 |
/// | App-view label and outline on the app view's fill | (0.58, 0.22, 0.76) on (0.96, 0.92, 0.98) | 5.02:1 |
/// | A walkthrough's page dot on the built-in pages | white 0.5 on their backgrounds | 3.46:1 or more |
///
/// The element's fill itself stays close to the background (1.1:1): the border, at 3:1 against both, is the
/// element's edge. The progress text and what the renderer draws on the dimmed screen are measured against
/// the overlay as well (see ``SVGRenderer``).
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

  /// A theme; the defaults are a light app screen whose pairs have at least 3:1 (see the table above).
  public init(
    background: RGBAColor = .white,
    elementFill: RGBAColor = RGBAColor(white: 0.95),
    elementBorder: RGBAColor = RGBAColor(white: 0.5),
    text: RGBAColor = RGBAColor(white: 0.2),
    progress: RGBAColor = RGBAColor(white: 0.1),
    skipForeground: RGBAColor = .white,
    skipBackground: RGBAColor = RGBAColor(red: 0, green: 0.4, blue: 0.85),
    appViewBorder: RGBAColor = RGBAColor(red: 0.58, green: 0.22, blue: 0.76),
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
