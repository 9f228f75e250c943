#if !LODESTAR_APP_EXTENSION_SAFE
  /// The blur an overlay uses instead of a flat colour, as UIKit's `UIBlurEffect.Style` names them.
  public enum OverlayBlurStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// A light blur.
    case light
    /// A lighter blur than ``light``.
    case extraLight
    /// A dark blur.
    case dark
    /// The system's regular blur, adapting to the appearance.
    case regular
    /// The system's prominent blur, adapting to the appearance.
    case prominent
  }
#endif
