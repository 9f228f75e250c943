/// A colour as sRGB components and alpha, each normally in `0...1` (extended values are kept).
///
/// It lives with the geometry, the lowest module: renderers, windows and tour files describe colours without
/// importing the animation module. LodestarTimeline makes it `Interpolatable`: interpolation happens in premultiplied linear-light space: the components are decoded with the sRGB
/// transfer function, multiplied by alpha, blended, divided by the blended alpha and encoded again. So a fade
/// from an opaque colour to ``clear`` keeps its hue (no dark fringe through black) and mid-points have the
/// physically even brightness a cross-fade of light gives. Both ends are exact.
public struct RGBAColor: Sendable, Hashable, Codable {
  /// The sRGB-encoded red component.
  public var red: Double
  /// The sRGB-encoded green component.
  public var green: Double
  /// The sRGB-encoded blue component.
  public var blue: Double
  /// The opacity (not premultiplied into the components).
  public var alpha: Double

  /// Creates a colour from sRGB-encoded components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey from its sRGB-encoded level.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Decodes an sRGB component to linear light (mirrored for negative values).
  package static func linear(_ encoded: Double) -> Double {
    let magnitude = Swift.abs(encoded)
    let value = magnitude <= 0.04045 ? magnitude / 12.92 : power((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -value : value
  }

  /// Encodes a linear-light component with the sRGB transfer function (mirrored for negative values).
  package static func encoded(_ linear: Double) -> Double {
    let magnitude = Swift.abs(linear)
    let value = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * power(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -value : value
  }
}
