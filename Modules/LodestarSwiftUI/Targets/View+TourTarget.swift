#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarHostTree
  import SwiftUI

  extension View {
    /// Marks this view as an element a tour can point at: a step whose coach mark targets `id` highlights this
    /// view, wherever it moves, once a `tourOverlay(_:palette:)` above it shows the tour.
    ///
    /// The name is given once, here; the step names only the same identifier
    /// (`CoachMark(target: "save", hint: "…")`). The view's frame reaches the tour through an anchor
    /// preference, so marking a view changes neither its layout nor its behaviour.
    ///
    /// - Parameter id: The element identifier the tour's steps name.
    /// - Returns: The view, marked.
    public func tourTarget(_ id: ElementID) -> some View {
      anchorPreference(key: TourTargetAnchors.self, value: .bounds) { [TourTargetAnchor(id: id, bounds: $0)] }
    }
  }
#endif
