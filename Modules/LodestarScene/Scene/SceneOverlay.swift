import LodestarGeometry
import LodestarTimeline

/// The dimming overlay of a scene: its colour (or blur), opacity and openings.
public struct SceneOverlay: Sendable, Hashable {
  /// The dimming colour (its alpha is part of the colour; ``opacity`` multiplies it).
  public var color: RGBAColor
  /// The layer's opacity (fades in and out).
  public var opacity: Opacity
  /// The blur to draw instead of the colour, or `nil` for the colour. See ``OverlayBlur/isReplacedByColor``.
  public var blur: OverlayBlur?
  /// The cut-outs in overlay space, as the focus style gave them (one path per highlighted target).
  public var cutouts: [BezierPath]
  /// The region for hit-testing: the bounds, the openings made from ``cutouts``, and
  /// ``/LodestarGeometry/OverlayRegion/path``.
  public var region: OverlayRegion
  /// The layer's transform (identity unless the overlay is moved).
  public var transform: AffineMatrix

  /// Creates an overlay covering `bounds` with openings for `cutouts`.
  public init(
    bounds: Rect,
    cutouts: [BezierPath],
    color: RGBAColor = SceneOverlay.defaultLightColor,
    opacity: Opacity = .opaque,
    blur: OverlayBlur? = nil,
    transform: AffineMatrix = .identity
  ) {
    self.color = color
    self.opacity = opacity
    self.blur = blur
    self.cutouts = cutouts
    self.region = OverlayRegion(bounds: bounds, cutouts: cutouts)
    self.transform = transform
  }

  /// Creates an overlay from a region already made for its cut-outs (the presenter keeps one per step
  /// layout, so a frame does not split the cut-outs again).
  package init(
    region: OverlayRegion, cutouts: [BezierPath], color: RGBAColor, opacity: Opacity, blur: OverlayBlur?
  ) {
    self.color = color
    self.opacity = opacity
    self.blur = blur
    self.cutouts = cutouts
    self.region = region
    self.transform = .identity
  }

  /// The overlay path to fill with the even-odd rule: the bounds with a hole for each opening.
  public var path: BezierPath { region.path }

  /// The openings (the usable cut-outs, one closed path each), as ``/LodestarGeometry/OverlayRegion/openings``.
  public var openings: [BezierPath] { region.openings }

  /// Instructions' default overlay colour in light mode: white 0.9098 at alpha 0.65.
  public static let defaultLightColor = RGBAColor(white: 0.9098, alpha: 0.65)
  /// Instructions' default overlay colour in dark mode: white 0.196 at alpha 0.75.
  public static let defaultDarkColor = RGBAColor(white: 0.196, alpha: 0.75)
}

/// A blur drawn as the overlay, with the fallback Instructions uses when Reduce Transparency is on.
public struct OverlayBlur: Sendable, Hashable, Codable {
  /// The blur material.
  public var style: OverlayBlurStyle
  /// Whether the system's Reduce Transparency setting is on; the renderer then draws
  /// ``SceneOverlay/color`` instead of the blur.
  public var isReduceTransparencyEnabled: Bool

  /// Creates a blur description.
  public init(style: OverlayBlurStyle, isReduceTransparencyEnabled: Bool = false) {
    self.style = style
    self.isReduceTransparencyEnabled = isReduceTransparencyEnabled
  }

  /// Whether the renderer draws the overlay's colour instead of the blur (Reduce Transparency is on).
  public var isReplacedByColor: Bool { isReduceTransparencyEnabled }
}

/// The material of an overlay blur (UIKit's blur effect styles).
public enum OverlayBlurStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// A very light blur.
  case extraLight
  /// A light blur.
  case light
  /// A dark blur.
  case dark
  /// The system's regular material.
  case regular
  /// The system's prominent material.
  case prominent
}
