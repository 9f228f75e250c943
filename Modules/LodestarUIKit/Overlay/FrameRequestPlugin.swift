#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow

  /// Wakes the overlay on every event of its controller (a step shown, hidden, skipped, the tour ended), so it asks
  /// the presenter for a scene again after it stopped asking while the scene was steady.
  @MainActor
  final class FrameRequestPlugin: TourPlugin {
    weak var overlay: TourOverlayView?

    init(overlay: TourOverlayView) {
      self.overlay = overlay
    }

    func handle(_ event: TourEvent, context: TourPluginContext) {
      overlay?.needsScene = true
    }
  }
#endif
