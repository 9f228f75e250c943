/// A colour in the sRGB colour space with straight (not premultiplied) alpha; every component is in 0...1.
///
/// Components outside 0...1 are clamped and NaN becomes 0, so any value a data source provides yields a
/// drawable colour.
public struct RGBAColor: Sendable, Hashable, Codable {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: Double

  /// A colour from its components, each clamped to 0...1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
  }

  /// A grey: the same value in every colour component.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// An opaque colour from 8-bit components.
  public init(_ color: TerminalColor) {
    self.init(
      red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255, alpha: 1)
  }

  /// Decodes `red`, `green`, `blue` and an optional `alpha` (default 1), clamping each to 0...1 like
  /// ``init(red:green:blue:alpha:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      red: try container.decode(Double.self, forKey: .red), green: try container.decode(Double.self, forKey: .green),
      blue: try container.decode(Double.self, forKey: .blue),
      alpha: try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
  }

  private enum CodingKeys: String, CodingKey {
    case red, green, blue, alpha
  }

  /// Opaque black.
  public static let black = RGBAColor(white: 0)
  /// Opaque white.
  public static let white = RGBAColor(white: 1)
  /// Fully transparent black.
  public static let clear = RGBAColor(white: 0, alpha: 0)

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour painted over `background` with the source-over operator (Porter-Duff), in straight alpha.
  public func composited(over background: RGBAColor) -> RGBAColor {
    let outAlpha = alpha + background.alpha * (1 - alpha)
    guard outAlpha > 0 else { return .clear }
    func channel(_ source: Double, _ destination: Double) -> Double {
      (source * alpha + destination * background.alpha * (1 - alpha)) / outAlpha
    }
    return RGBAColor(
      red: channel(red, background.red), green: channel(green, background.green),
      blue: channel(blue, background.blue), alpha: outAlpha)
  }

  /// The colour a viewer sees when `overlay` at `opacity` (multiplied by the overlay's own alpha) covers
  /// this colour; this colour's alpha is kept.
  public func dimmed(by overlay: RGBAColor, opacity: Double) -> RGBAColor {
    let amount = Self.clamped(opacity) * overlay.alpha
    return RGBAColor(
      red: red + (overlay.red - red) * amount, green: green + (overlay.green - green) * amount,
      blue: blue + (overlay.blue - blue) * amount, alpha: alpha)
  }

  /// The colour as a terminal shows it: composited over `background` (for translucent colours), then each
  /// component rounded to 8 bits.
  public func terminalColor(over background: RGBAColor = .black) -> TerminalColor {
    let opaque = alpha >= 1 ? self : composited(over: background.withAlpha(1))
    return TerminalColor(red: Self.byte(opaque.red), green: Self.byte(opaque.green), blue: Self.byte(opaque.blue))
  }

  static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  static func byte(_ value: Double) -> UInt8 {
    UInt8((clamped(value) * 255).rounded())
  }
}
