// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIColor.h), as Swift imports them.

/// An object that stores color data (a recording stand-in: its components as given).
open class UIColor: NSObject, @unchecked Sendable {
  /// The red, green, blue and alpha components as given (not part of UIKit: the recording).
  package let recordedComponents: [CGFloat]

  /// Creates a color object using the specified opacity and RGB component values.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    recordedComponents = [red, green, blue, alpha]
    super.init()
  }
}
