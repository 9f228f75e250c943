import LodestarScene

#if LODESTAR_WINDOWING
  /// The style of the status bar's content while a tour shows, as UIKit's `UIStatusBarStyle` names it.
  public enum StatusBarStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The system's default: dark content on light backgrounds, following the appearance.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent

    /// The style for a tour's overlay, with Instructions' precedence:
    ///
    /// 1. a `custom` style wins;
    /// 2. a clear overlay colour (alpha 0) → ``default``;
    /// 3. a blur: ``/LodestarScene/OverlayBlurStyle/dark`` → ``lightContent``, any other blur → ``default``;
    /// 4. otherwise the overlay colour: its ``LodestarGeometry/RGBAColor/whiteComponent`` at least 0.5 → ``default``,
    ///    below → ``lightContent``.
    ///
    /// A colour whose white component is not a number (NaN components) counts as dark.
    ///
    /// - Parameters:
    ///   - custom: A style the app sets for the tour, if any.
    ///   - overlay: What the overlay looks like.
    public static func derived(custom: StatusBarStyle? = nil, overlay: OverlayAppearance) -> StatusBarStyle {
      if let custom { return custom }
      if overlay.color.isClear { return .default }
      if let blur = overlay.blur { return blur == .dark ? .lightContent : .default }
      return overlay.color.whiteComponent >= 0.5 ? .default : .lightContent
    }
  }
#endif
