#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import LodestarText
  import LodestarTimeline
  import LodestarViewModel
  import UIKit

  /// The reader's settings that shape a scene, read from the system and the view on every frame.
  struct ReaderSettings: Equatable {
    var reducesMotion: Bool
    var reducesTransparency: Bool
    var layoutDirection: ReadingDirection
    var textSize: TextSizeCategory

    /// The settings as `view` sees them now.
    @MainActor init(of view: UIView) {
      reducesMotion = UIAccessibility.isReduceMotionEnabled
      reducesTransparency = UIAccessibility.isReduceTransparencyEnabled
      layoutDirection = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      textSize = TextSizeCategory(view.traitCollection.preferredContentSizeCategory)
    }

    /// `options` with the settings applied: the direction and text size as the reader has them, reduced motion as a
    /// cross-fade unless the app chose its own variant, the blur replaced by the colour under Reduce Transparency.
    func applied(to options: TourPresenterOptions) -> TourPresenterOptions {
      var options = options
      options.layoutDirection = layoutDirection
      options.textSize = textSize
      if reducesMotion, options.transitionStyle.reducedMotion == .off {
        options.transitionStyle.reducedMotion = .crossFade
      }
      if reducesTransparency { options.overlayBlur?.isReduceTransparencyEnabled = true }
      return options
    }
  }

  extension TextSizeCategory {
    /// The engine's text size for UIKit's content size category (`large` for one it does not know).
    init(_ category: UIContentSizeCategory) {
      let categories: [UIContentSizeCategory: TextSizeCategory] = [
        .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .xLarge,
        .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge, .accessibilityMedium: .accessibility1,
        .accessibilityLarge: .accessibility2, .accessibilityExtraLarge: .accessibility3,
        .accessibilityExtraExtraLarge: .accessibility4, .accessibilityExtraExtraExtraLarge: .accessibility5,
      ]
      self = categories[category] ?? .large
    }
  }
#endif
