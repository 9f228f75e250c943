#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import SwiftUI
  import LodestarScene
  import LodestarViewModel
#endif
