#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarText
  import LodestarTimeline
  import LodestarViewModel
  import SwiftUI

  /// The reader's settings the environment gives a tour: the layout direction, Reduce Motion and the Dynamic Type
  /// size.
  struct ReaderSettings: Equatable {
    let layoutDirection: LayoutDirection
    let reduceMotion: Bool
    let dynamicTypeSize: DynamicTypeSize
  }

  extension TourPresenter {
    /// Gives the presenter the reader's settings when they differ from its options (a change lays the step out
    /// again on the next frame): the reading direction, cross-fades instead of movement under Reduce Motion (full
    /// motion without it), and the text size.
    ///
    /// - Parameter settings: The environment's settings.
    func applyReaderSettings(_ settings: ReaderSettings) {
      var changed = options
      changed.layoutDirection = settings.layoutDirection == .leftToRight ? .leftToRight : .rightToLeft
      changed.transitionStyle.reducedMotion = settings.reduceMotion ? .crossFade : .off
      changed.textSize = TextSizeCategory(settings.dynamicTypeSize)
      guard
        changed.layoutDirection != options.layoutDirection
          || changed.transitionStyle.reducedMotion != options.transitionStyle.reducedMotion
          || changed.textSize != options.textSize
      else { return }
      options = changed
    }
  }

  extension TextSizeCategory {
    /// The categories of the Dynamic Type sizes.
    private static let categories: [DynamicTypeSize: TextSizeCategory] = [
      .xSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .xLarge: .xLarge, .xxLarge: .xxLarge,
      .xxxLarge: .xxxLarge, .accessibility1: .accessibility1, .accessibility2: .accessibility2,
      .accessibility3: .accessibility3, .accessibility4: .accessibility4, .accessibility5: .accessibility5,
    ]

    /// The category of a Dynamic Type size (`large` for a size this table does not know).
    init(_ size: DynamicTypeSize) {
      self = Self.categories[size] ?? .large
    }
  }
#endif
