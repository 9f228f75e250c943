// Declarations of QuartzCore for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's QuartzCore headers (CALayer.h), as Swift imports them.

import Foundation

/// An object that manages image-based content (a recording stand-in for QuartzCore's `CALayer`).
open class CALayer: NSObject {
  /// Creates a layer.
  public override init() {
    super.init()
  }
}
