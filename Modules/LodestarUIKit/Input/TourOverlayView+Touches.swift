#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import LodestarViewModel
  import UIKit

  extension TourOverlayView {
    /// Whether the overlay takes a touch at `point` (in its coordinates): not where the scene lets it through to the
    /// app (inside the cut-out when the step allows it, on a target, everywhere when no tour shows).
    func takesTouch(at point: CGPoint) -> Bool {
      // No tour: the overlay stays in place but takes nothing (an empty scene's hit test blocks).
      guard scene.stepIndex != nil else { return false }
      return switch scene.hitTest(Point(x: Double(point.x), y: Double(point.y))) {
      case .passThrough?, .target?, nil: false
      case .nextControl?, .skipControl?, .body?, .skipView?, .overlay?: true
      }
    }

    /// Gives a tap at `point` (in the view's coordinates) to the controller with the scene on screen.
    func handleTap(at point: CGPoint) {
      controller.handleTap(at: Point(x: Double(point.x), y: Double(point.y)), in: scene)
      needsScene = true
    }
  }
#endif
