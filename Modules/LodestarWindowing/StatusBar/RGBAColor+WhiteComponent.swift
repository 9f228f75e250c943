import LodestarGeometry

#if LODESTAR_WINDOWING
  extension RGBAColor {
    /// The colour's white component (its lightness from 0 to 1, ignoring alpha), as the status-bar style
    /// derivation reads it: the Rec. 709 luma of the components as given,
    /// `0.2126 * red + 0.7152 * green + 0.0722 * blue`, without linearising them.
    ///
    /// A grey made with ``/LodestarGeometry/RGBAColor/init(white:alpha:)`` gives back its white exactly; pure blue is
    /// 0.0722, pure green 0.7152.
    public var whiteComponent: Double {
      if red == green && green == blue { return red }
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// Whether the colour is clear (alpha 0 or less), whatever its components.
    public var isClear: Bool { alpha <= 0 }
  }
#endif
