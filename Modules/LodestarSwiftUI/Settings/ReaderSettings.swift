#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarText
  import LodestarTimeline
  import LodestarViewModel
  import SwiftUI

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
