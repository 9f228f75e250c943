#if !LODESTAR_APP_EXTENSION_SAFE
  /// An overlay colour: sRGB components and an alpha, each from 0 to 1.
  public struct OverlayColor: Sendable, Hashable, Codable {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity: 0 is clear, 1 opaque.
    public var alpha: Double

    /// Creates a colour from red, green, blue and alpha components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// Creates a grey from its white component (0 black, 1 white) and an alpha.
    public init(white: Double, alpha: Double = 1) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent.
    public static let clear = OverlayColor(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = OverlayColor(white: 0)
    /// Opaque white.
    public static let white = OverlayColor(white: 1)
    /// Opaque mid grey (white 0.5).
    public static let gray = OverlayColor(white: 0.5)

    /// The colour's white component (its lightness from 0 to 1, ignoring alpha): the Rec. 709 luma of the
    /// components as given, `0.2126 * red + 0.7152 * green + 0.0722 * blue`, without linearising them. A
    /// grey made with ``init(white:alpha:)`` gives back its white exactly; pure blue is 0.0722, pure
    /// green 0.7152.
    public var whiteComponent: Double {
      if red == green && green == blue { return red }
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// Whether the colour is clear (alpha 0 or less), whatever its components.
    public var isClear: Bool { alpha <= 0 }
  }
#endif
