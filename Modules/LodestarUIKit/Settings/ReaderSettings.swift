#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import LodestarText
  import LodestarTimeline
  import LodestarViewModel
  import UIKit

  extension ReaderSettings {
    /// The reader's settings as `view` sees them now: Reduce Motion and Reduce Transparency from
    /// `UIAccessibility`, the view's effective layout direction and its traits' content size category.
    @MainActor init(of view: UIView) {
      self.init(
        reducesMotion: UIAccessibility.isReduceMotionEnabled,
        reducesTransparency: UIAccessibility.isReduceTransparencyEnabled,
        layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
        textSize: TextSizeCategory(view.traitCollection.preferredContentSizeCategory))
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
