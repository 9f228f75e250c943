#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import SwiftUI
  #if canImport(Accessibility)
    import Accessibility
  #endif
  #if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit
  #endif

  /// Posts `announcement` for assistive technology to speak: with `AccessibilityNotification` where it exists
  /// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1), else with UIKit's
  /// `UIAccessibility.post(notification:argument:)` (iOS and tvOS 16). macOS 13 and watchOS 9 have neither: nothing
  /// is posted there.
  @MainActor
  func postAnnouncement(_ announcement: String) {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
      AccessibilityNotification.Announcement(announcement).post()
    } else {
      #if os(iOS) || os(tvOS) || os(visionOS)
        UIAccessibility.post(notification: .announcement, argument: announcement)
      #endif
    }
  }

  /// Tells assistive technology that the screen changed, so it moves its focus to the screen's first element: with
  /// `AccessibilityNotification` where it exists, else with UIKit's (iOS and tvOS 16); nothing on macOS 13 and
  /// watchOS 9.
  @MainActor
  func postScreenChanged() {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
      AccessibilityNotification.ScreenChanged().post()
    } else {
      #if os(iOS) || os(tvOS) || os(visionOS)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
      #endif
    }
  }
#endif
