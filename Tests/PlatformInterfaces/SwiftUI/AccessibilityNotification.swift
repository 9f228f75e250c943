// Declarations for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's Accessibility.swiftinterface: `AccessibilityNotification`,
// `AccessibilityNotification.Announcement` and its `init(_:)` taking a `String`,
// `AccessibilityNotification.ScreenChanged` and its `init(_:)`. Not SwiftUI's own: the Accessibility framework,
// which `import SwiftUI` brings with it (UIKit's and AppKit's interfaces `@_exported import Accessibility`); the
// adapter also imports it where it can. Declared here because no Linux module may be named after it without a
// manifest change. `post()` is declared on each notification (the interface has it in an extension of an
// underscored protocol both conform to), isolated to the main actor (stricter).

/// Types of accessibility notifications that an app can post.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  /// A notification that an app posts when it needs to convey an announcement to an assistive app.
  public struct Announcement {
    /// The announcement (the recording).
    package let _announcement: String

    /// Creates an announcement notification.
    public init(_ announcement: String) { _announcement = announcement }

    /// Posts a notification to assistive apps.
    @MainActor public func post() {
      _AccessibilityNotifications.record(.announcement(_announcement))
    }
  }

  /// A notification that an app posts when a new view appears that occupies a major portion of the screen.
  public struct ScreenChanged {
    /// Creates a screen change notification (the element to focus, when given, is not recorded).
    public init(_ element: Any? = nil) {}

    /// Posts a notification to assistive apps.
    @MainActor public func post() {
      _AccessibilityNotifications.record(.screenChanged)
    }
  }
}

/// One accessibility notification posted (the recording).
package enum _AccessibilityNotificationRecord: Equatable, Sendable {
  /// An announcement, with its text.
  case announcement(String)
  /// A screen change.
  case screenChanged
}

/// Where posted notifications go: the recording of the render under way.
@MainActor
enum _AccessibilityNotifications {
  static func record(_ notification: _AccessibilityNotificationRecord) {
    #if os(Linux)
      _Evaluation.current?.recording.accessibilityNotifications.append(notification)
    #endif
  }
}
