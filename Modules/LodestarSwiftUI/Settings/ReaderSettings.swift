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
      changed.layoutDirection = settings.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
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
    /// The category of a Dynamic Type size.
    init(_ size: DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      @unknown default: self = .large
      }
    }
  }
#endif
