import LodestarGeometry
import LodestarScene

#if LODESTAR_WINDOWING
  /// What an overlay looks like, as far as the status-bar style depends on it: its colour and, when it
  /// blurs what is behind it, the blur style.
  public struct OverlayAppearance: Sendable, Hashable, Codable {
    /// The overlay colour. ``init(color:blur:)``'s default is black at alpha 0.65, a dark dim; it is not
    /// Instructions' default overlay, which is light grey (white 0.91) at alpha 0.65 in light mode
    /// (``/LodestarScene/SceneOverlay/defaultLightColor``, what `TourPresenterOptions.overlayColor`'s
    /// `.automatic` gives) and white 0.2 at alpha 0.75 in dark mode.
    public var color: RGBAColor
    /// The blur the overlay uses instead of its colour, if any.
    public var blur: OverlayBlurStyle?

    /// Creates an overlay appearance.
    public init(color: RGBAColor = RGBAColor(white: 0, alpha: 0.65), blur: OverlayBlurStyle? = nil) {
      self.color = color
      self.blur = blur
    }
  }
#endif
