import LodestarGeometry

/// How a drawing operation colours the cells it touches.
///
/// Colours may be translucent: they are composited over what the cell already shows. A `nil` colour keeps
/// the cell's current colour.
public struct TerminalStyle: Sendable, Hashable {
  /// The text colour; `nil` keeps each cell's current text colour.
  public var foreground: RGBAColor?
  /// The background colour; `nil` keeps each cell's current background.
  public var background: RGBAColor?
  /// Bold and dim.
  public var attributes: TerminalAttributes

  /// A style from its colours and attributes.
  public init(foreground: RGBAColor? = nil, background: RGBAColor? = nil, attributes: TerminalAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }
}
