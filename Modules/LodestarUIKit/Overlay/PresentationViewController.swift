#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES) && LODESTAR_WINDOWING
  import UIKit

  /// The root view controller of the window `TourOverlayView.presentInWindow(over:level:)` makes: its view is the
  /// overlay (the window's content view, sized to the window), and it reports the status bar style the app asked
  /// for with the overlay's `statusBarStyle`, or else the style the app's status bar had when the window appeared.
  @MainActor
  final class PresentationViewController: UIViewController {
    let overlay: TourOverlayView
    #if !os(tvOS) && !os(visionOS)
      /// The style of the scene's status bar when the window was presented.
      var appStatusBarStyle = UIStatusBarStyle.default
    #endif

    init(overlay: TourOverlayView) {
      self.overlay = overlay
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The overlay is the controller's view.
    override func loadView() {
      view = overlay
    }

    #if !os(tvOS) && !os(visionOS)
      /// The overlay's style, or the app's.
      override var preferredStatusBarStyle: UIStatusBarStyle {
        overlay.statusBarStyle ?? appStatusBarStyle
      }
    #endif
  }
#endif
