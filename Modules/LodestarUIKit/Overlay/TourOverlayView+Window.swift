#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES) && LODESTAR_WINDOWING
  import UIKit

  extension TourOverlayView {
    /// Shows the overlay in a window of its own above the scene's windows (Instructions' `.newWindow`
    /// presentation); full flavour only. The targets are read from the scene's key window, and the window is
    /// hidden and released when the tour ends.
    ///
    /// Touches the overlay lets through (inside a cut-out that passes them) reach the app's window underneath. The
    /// overlay is the content view of the window's root view controller, which gives the status bar
    /// ``statusBarStyle`` while the window shows, or the style the scene's status bar had before (iOS).
    ///
    /// - Parameters:
    ///   - windowScene: The scene whose key window holds the targets.
    ///   - level: The window's level; `nil` puts it just above the app's normal windows.
    /// - Returns: The window the overlay is shown in.
    @discardableResult
    public func presentInWindow(over windowScene: UIWindowScene, level: UIWindow.Level? = nil) -> UIWindow {
      // Touches the overlay lets through go on to the app's window (a plain window would keep them).
      let window = PresentationWindow(windowScene: windowScene)
      window.windowLevel = level ?? UIWindow.Level(UIWindow.Level.normal.rawValue + 1)
      hostView = windowScene.keyWindow
      let root = PresentationViewController()
      root.overlay = self
      #if !os(tvOS) && !os(visionOS)
        // Read before the window shows: then the status bar follows the window's root view controller.
        root.appStatusBarStyle = windowScene.statusBarManager?.statusBarStyle ?? .default
      #endif
      // UIKit installs the controller's view, the overlay, as the window's content view, sized to the window.
      window.rootViewController = root
      window.isHidden = false
      presentationWindow = window
      return window
    }

    /// Hides and releases the window ``presentInWindow(over:level:)`` made, if any.
    func dismissWindow() {
      presentationWindow?.isHidden = true
      presentationWindow = nil
    }
  }
#endif
