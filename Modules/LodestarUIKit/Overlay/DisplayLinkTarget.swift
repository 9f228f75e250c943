#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import UIKit

  /// The display link's target: it holds the overlay weakly (a display link retains its target), so the overlay can
  /// go away while the link runs, and forwards each frame to it.
  @MainActor
  final class DisplayLinkTarget: NSObject {
    weak var overlay: TourOverlayView?

    init(overlay: TourOverlayView) {
      self.overlay = overlay
      super.init()
    }

    #if canImport(ObjectiveC)
      /// Draws the frame the link announces.
      @objc func step(_ link: CADisplayLink) {
        overlay?.renderFrame(at: link.timestamp)
      }

      /// The selector the link calls.
      static var selector: Selector { #selector(step(_:)) }
    #else
      // Linux has no Objective-C runtime: the declaration modules' display link records the selector's name, and
      // tests call `step(_:)` as the run loop would.
      /// Draws the frame the link announces.
      func step(_ link: CADisplayLink) {
        overlay?.renderFrame(at: link.timestamp)
      }

      /// The selector the link calls.
      static var selector: Selector { Selector("step:") }
    #endif
  }
#endif
