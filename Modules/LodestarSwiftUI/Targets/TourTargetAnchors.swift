#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarHostTree
  import SwiftUI

  /// The bounds of the views marked with `tourTarget(_:)`, collected through an anchor preference: each anchor
  /// resolves to the view's frame in whichever view reads it (the tour's overlay).
  struct TourTargetAnchors: PreferenceKey {
    static var defaultValue: [TourTargetAnchor] { [] }

    static func reduce(value: inout [TourTargetAnchor], nextValue: () -> [TourTargetAnchor]) {
      value += nextValue()
    }
  }

  /// One marked view: its element identifier, its bounds and its accessibility focus.
  struct TourTargetAnchor {
    /// The identifier the tour's steps name.
    let id: ElementID
    /// The view's bounds.
    let bounds: Anchor<CGRect>
    /// The view's accessibility focus.
    let focus: AccessibilityFocusState<Bool>.Binding
  }
#endif
