#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import SwiftUI

  /// Whether the overlay's blur is drawn as a material: everywhere but on watchOS, where SwiftUI's materials need
  /// watchOS 10 and the overlay is drawn in its colour instead.
  #if os(watchOS)
    let drawsOverlayMaterials = false
  #else
    let drawsOverlayMaterials = true
  #endif

  extension View {
    /// Draws the overlay's blur behind this view: the material for the blur's style, filling the overlay's path
    /// with the even-odd rule, so the openings stay clear (nothing without a blur, and nothing on watchOS).
    func overlayBlur(_ blur: (style: OverlayBlurStyle, path: BezierPath)?) -> some View {
      #if os(watchOS)
        self
      #else
        background(
          Material(blur?.style ?? .regular), in: Path(blur?.path ?? BezierPath()), fillStyle: FillStyle(eoFill: true))
      #endif
    }
  }

  #if !os(watchOS)
    extension Material {
      /// SwiftUI's material for the engine's blur style (UIKit's blur effect styles), from the most translucent
      /// to the most opaque; SwiftUI's materials follow the colour scheme, so the light and dark styles differ
      /// only in thickness.
      init(_ style: OverlayBlurStyle) {
        switch style {
        case .extraLight: self = .ultraThin
        case .light: self = .thin
        case .regular: self = .regular
        case .prominent: self = .thick
        case .dark: self = .ultraThick
        }
      }
    }
  #endif
#endif
