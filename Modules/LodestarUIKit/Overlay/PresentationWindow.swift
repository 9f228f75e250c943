#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES) && LODESTAR_WINDOWING
  import UIKit

  /// The window `TourOverlayView.presentInWindow(over:level:)` makes: where the overlay lets a touch through (inside
  /// a cut-out that passes touches, or everywhere while the tour passes all of them), the window takes none either,
  /// so UIKit gives the touch to the app's window underneath. A plain window would take it itself.
  @MainActor
  final class PresentationWindow: UIWindow {
    /// The view the touch goes to: the overlay's when the overlay takes it, else none.
    ///
    /// - Parameters:
    ///   - point: The point in the window's coordinates.
    ///   - event: The touch's event.
    /// - Returns: The view that takes the touch, or `nil` so that a window below is asked.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
