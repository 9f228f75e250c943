#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import UIKit
  import Testing
  @testable import LodestarUIKit
#endif
