#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import UIKit
  import LodestarScene
  import LodestarViewModel
#endif
