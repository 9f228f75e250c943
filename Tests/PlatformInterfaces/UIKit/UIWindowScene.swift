// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIScene.h, UIWindowScene.h, UIWindow.h), as Swift imports them.

/// An object that represents one instance of your app's user interface.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIScene: UIResponder {}

/// A scene that manages one or more windows for your app (a recording stand-in that a test creates with its
/// screen's bounds and key window).
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
  /// The key window of the scene.
  @available(iOS 15.0, tvOS 15.0, *)
  public let keyWindow: UIWindow?
  /// The windows of the scene, in the order they were created (not part of UIKit's API here: the recording).
  package internal(set) var recordedWindows: [UIWindow] = []
  let simulatedBounds: CGRect

  #if !os(tvOS)
    /// The status bar manager a test gives the scene (not part of UIKit: the recording).
    package var simulatedStatusBarManager: UIStatusBarManager?

    /// The status bar manager for the scene.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public var statusBarManager: UIStatusBarManager? { simulatedStatusBarManager }
  #endif

  /// Creates a scene whose screen has `bounds` and whose key window is `keyWindow` (not part of UIKit: the
  /// recording).
  package init(simulatedBounds bounds: CGRect, keyWindow: UIWindow?) {
    simulatedBounds = bounds
    self.keyWindow = keyWindow
    super.init()
  }
}

extension UIWindow {
  /// The positioning of windows relative to each other.
  public struct Level: Hashable, RawRepresentable, Sendable {
    /// The level's value.
    public var rawValue: CGFloat

    /// Creates a window level structure with the specified raw value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Creates a window level structure.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The default level.
    public static let normal = Level(0)
  }
}
