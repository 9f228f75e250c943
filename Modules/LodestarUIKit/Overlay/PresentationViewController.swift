#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES) && LODESTAR_WINDOWING
  import UIKit

  /// The root view controller of the window `TourOverlayView.presentInWindow(over:level:)` makes: its view is the
  /// overlay (the window's content view, sized to the window), and it reports the status bar style the app asked
  /// for with the overlay's `statusBarStyle`, or else the style the app's status bar had when the window appeared.
  @MainActor
  // Created with `init()`, inherited: every stored property has a value.
  final class PresentationViewController: UIViewController {
    /// The overlay, the controller's view once loaded (which keeps it).
    weak var overlay: TourOverlayView?
    #if !os(tvOS) && !os(visionOS)
      /// The style of the scene's status bar when the window was presented.
      var appStatusBarStyle = UIStatusBarStyle.default
    #endif

    /// The overlay is the controller's view.
    override func loadView() {
      view = overlay ?? UIView(frame: .zero)
    }

    #if !os(tvOS) && !os(visionOS)
      /// The overlay's style, or the app's.
      override var preferredStatusBarStyle: UIStatusBarStyle {
        overlay?.statusBarStyle ?? appStatusBarStyle
      }
    #endif
  }
#endif
