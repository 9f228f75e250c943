// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIView.h), as Swift imports them.

@_exported import Foundation
@_exported import QuartzCore

/// An object that manages the content for a rectangular area on the screen (a recording stand-in).
@MainActor
open class UIView: NSObject {
  /// The frame rectangle, in the superview's coordinate system.
  open var frame: CGRect

  /// Creates a view with the frame rectangle.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }
}
