// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIAccessibility.h, UIAccessibilityConstants.h,
// UIAccessibilityElement.h), as Swift imports them.

/// Accessibility settings and notifications (UIKit's `UIAccessibility` namespace; a recording stand-in: the
/// settings are what a test sets, the notifications are recorded).
public enum UIAccessibility {
  /// A Boolean value that indicates whether the Reduce Motion setting is in an enabled state.
  @MainActor public static var isReduceMotionEnabled: Bool { simulatedReduceMotion }
  /// A Boolean value that indicates whether the Reduce Transparency setting is in an enabled state.
  @MainActor public static var isReduceTransparencyEnabled: Bool { simulatedReduceTransparency }

  /// Posts a notification to assistive apps.
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    postedNotifications.append((notification, argument))
  }

  /// Returns the accessibility element that's currently in focus by the specified assistive app.
  @available(iOS 9.0, *)
  @MainActor public static func focusedElement(
    using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?
  ) -> Any? {
    simulatedFocusedElement
  }

  /// The element a test puts VoiceOver's focus on (not part of UIKit: the recording).
  @MainActor package static var simulatedFocusedElement: AnyObject?
  /// The Reduce Motion setting a test gives the app (not part of UIKit: the recording).
  @MainActor package static var simulatedReduceMotion = false
  /// The Reduce Transparency setting a test gives the app (not part of UIKit: the recording).
  @MainActor package static var simulatedReduceTransparency = false
  /// The notifications posted, in order (not part of UIKit: the recording).
  @MainActor package static var postedNotifications: [(notification: Notification, argument: Any?)] = []

  /// Identifiers of assistive technologies.
  public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's name.
    public var rawValue: String

    /// Creates an identifier from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// An identifier for the VoiceOver assistive technology.
    @available(iOS 9.0, *)
    nonisolated public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
  }

  /// Notifications that an app posts to assistive apps.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    /// The notification's value.
    public var rawValue: UInt32

    /// Creates a notification from its value.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// A notification that an app posts when a new view appears that occupies a major portion of the screen.
    nonisolated public static let screenChanged = Notification(rawValue: 1000)
    /// A notification that an app posts when it needs to convey an announcement to the assistive app.
    nonisolated public static let announcement = Notification(rawValue: 1008)
  }
}

/// Constants that describe how an accessibility element behaves.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public var rawValue: UInt64

  /// Creates traits from their bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The accessibility element has no traits.
  package static let none = UIAccessibilityTraits([])
  /// The accessibility element is a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The accessibility element is static text that cannot change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The accessibility element updates its label or value too often to send update notifications.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
  /// The accessibility element allows continuous adjustment through a range of values.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// The accessibility element is a header that divides content into sections, such as the title of a
  /// navigation bar.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// An item that represents an element in the container that isn't accessible by default.
@MainActor
open class UIAccessibilityElement: UIResponder {
  /// The view that contains the accessibility element.
  package weak var accessibilityContainer: AnyObject?
  /// The frame of the accessibility element, in the coordinate space of its container view.
  @available(iOS 10.0, *)
  open var accessibilityFrameInContainerSpace: CGRect = .null

  /// Creates and initializes an accessibility element to represent an item in the specified container.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }
}
