import LodestarGeometry

extension RGBAColor {
  /// An opaque colour from a terminal's 8-bit components.
  ///
  /// - Parameter color: The terminal colour.
  public init(_ color: TerminalColor) {
    self.init(
      red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255, alpha: 1)
  }

  /// The colour with every component clamped to 0...1 and NaN replaced by 0: what a renderer draws for a
  /// colour whose components a data source or an overshooting animation pushed out of range.
  public var clamped: RGBAColor {
    RGBAColor(
      red: Self.clamped(red), green: Self.clamped(green), blue: Self.clamped(blue), alpha: Self.clamped(alpha))
  }

  /// This colour painted over `background` with the source-over operator (Porter-Duff), in straight alpha,
  /// after clamping both colours.
  ///
  /// - Parameter background: The colour underneath.
  /// - Returns: The colour a viewer sees.
  public func composited(over background: RGBAColor) -> RGBAColor {
    let source = clamped
    let background = background.clamped
    let outAlpha = source.alpha + background.alpha * (1 - source.alpha)
    guard outAlpha > 0 else { return .clear }
    func channel(_ top: Double, _ bottom: Double) -> Double {
      (top * source.alpha + bottom * background.alpha * (1 - source.alpha)) / outAlpha
    }
    return RGBAColor(
      red: channel(source.red, background.red), green: channel(source.green, background.green),
      blue: channel(source.blue, background.blue), alpha: outAlpha)
  }

  /// The colour a viewer sees when `overlay` at `opacity` (multiplied by the overlay's own alpha) covers
  /// this colour; this colour's alpha is kept.
  ///
  /// - Parameters:
  ///   - overlay: The dimming colour.
  ///   - opacity: The overlay's opacity, clamped to 0...1.
  /// - Returns: The dimmed colour, clamped to 0...1.
  public func dimmed(by overlay: RGBAColor, opacity: Double) -> RGBAColor {
    let base = clamped
    let overlay = overlay.clamped
    let amount = Self.clamped(opacity) * overlay.alpha
    return RGBAColor(
      red: base.red + (overlay.red - base.red) * amount, green: base.green + (overlay.green - base.green) * amount,
      blue: base.blue + (overlay.blue - base.blue) * amount, alpha: base.alpha)
  }

  /// The colour as a terminal shows it: composited over `background` (for translucent colours), then each
  /// component rounded to 8 bits.
  ///
  /// - Parameter background: The colour underneath; black by default.
  /// - Returns: The terminal colour.
  public func terminalColor(over background: RGBAColor = .black) -> TerminalColor {
    let opaque = clamped.alpha >= 1 ? clamped : composited(over: background.withAlpha(1))
    return TerminalColor(red: Self.byte(opaque.red), green: Self.byte(opaque.green), blue: Self.byte(opaque.blue))
  }

  static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  static func byte(_ value: Double) -> UInt8 {
    UInt8((clamped(value) * 255).rounded())
  }
}
