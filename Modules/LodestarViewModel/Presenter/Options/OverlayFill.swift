import LodestarScene

/// What fills the dimming overlay: its colour, or a blur drawn instead of it.
public struct OverlayFill: Sendable, Hashable {
  /// The overlay's colour: the dynamic default or a custom colour. Default ``OverlayColor/automatic``.
  public var color: OverlayColor
  /// A blur drawn as the overlay instead of the colour, or `nil`. Default `nil`.
  public var blur: OverlayBlur?

  /// Creates an overlay fill; each parameter sets the property of the same name.
  ///
  /// - Parameters:
  ///   - color: The overlay's colour.
  ///   - blur: A blur drawn as the overlay instead of the colour, or `nil`.
  public init(color: OverlayColor = .automatic, blur: OverlayBlur? = nil) {
    self.color = color
    self.blur = blur
  }
}
