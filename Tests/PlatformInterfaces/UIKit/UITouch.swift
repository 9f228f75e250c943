// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UITouch.h, UIEvent.h), as Swift imports them.

/// An object representing the location, size, movement, and force of a touch occurring on the screen (a recording
/// stand-in that a test creates at a point in a view).
@MainActor
open class UITouch: NSObject {
  private let point: CGPoint
  private weak var view: UIView?

  /// The time when the touch occurred or when it was last mutated.
  public let timestamp: TimeInterval

  /// Creates a touch at `point` in `view`'s coordinate system at `timestamp` (not part of UIKit: the recording).
  package init(simulatedAt point: CGPoint, in view: UIView, timestamp: TimeInterval = 0) {
    self.point = point
    self.view = view
    self.timestamp = timestamp
    super.init()
  }

  /// Returns the current location of the touch in the coordinate system of the given view.
  open func location(in view: UIView?) -> CGPoint {
    guard let origin = self.view else { return point }
    return origin.convert(CGRect(origin: point, size: .zero), to: view).origin
  }
}

/// An object that describes a single user interaction with your app.
@MainActor
open class UIEvent: NSObject {}
