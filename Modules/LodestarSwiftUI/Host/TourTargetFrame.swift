#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree

  /// A view marked with `tourTarget(_:)`, resolved: its identifier and its frame in the overlay's space.
  struct TourTargetFrame: Hashable {
    let id: ElementID
    let frame: Rect
  }
#endif
