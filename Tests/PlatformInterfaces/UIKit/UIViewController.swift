// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIViewController.h, UIApplication.h, UIStatusBarManager.h), as Swift
// imports them.

/// An object that manages a view hierarchy for your UIKit app (a recording stand-in: its view, loaded on first
/// use, and the status bar appearance updates it asked for).
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// The view that the controller manages.
  open var view: UIView! {
    get {
      if loadedView == nil { loadView() }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// How many times ``setNeedsStatusBarAppearanceUpdate()`` was called (not part of UIKit: the recording).
  package private(set) var statusBarAppearanceUpdates = 0

  /// Creates a view controller without a nib file (`NSObject`'s initializer, which UIKit's view controller
  /// answers as `init(nibName: nil, bundle: nil)`; a designated initializer here, where no `Bundle` is declared).
  public override init() {
    super.init()
  }

  /// Creates a view controller with data in an unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates the view that the controller manages.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  #if !os(tvOS)
    /// The preferred status bar style for the view controller.
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Indicates to the system that the view controller status bar attributes have changed.
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open func setNeedsStatusBarAppearanceUpdate() {
      statusBarAppearanceUpdates += 1
    }
  #endif
}

#if !os(tvOS)
  /// Constants that describe the style of the device's status bar.
  @available(tvOS, unavailable)
  public enum UIStatusBarStyle: Int, Sendable {
    /// A style that automatically selects an appearance for the status bar and updates it dynamically to maintain
    /// contrast with the content below it.
    case `default` = 0
    /// A light status bar, intended for use on dark backgrounds.
    @available(iOS 7.0, *)
    case lightContent = 1
    /// A dark status bar, intended for use on light backgrounds.
    @available(iOS 13.0, *)
    case darkContent = 3
  }

  /// An object that describes the configuration of the status bar (a recording stand-in: the style a test gives
  /// the scene's status bar).
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIStatusBarManager: NSObject {
    /// The current appearance of the status bar.
    public let statusBarStyle: UIStatusBarStyle

    /// Creates a manager whose status bar has `style` (not part of UIKit: the recording).
    package init(simulatedStyle style: UIStatusBarStyle) {
      statusBarStyle = style
      super.init()
    }
  }
#endif
