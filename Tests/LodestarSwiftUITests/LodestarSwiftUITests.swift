#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import SwiftUI
  import Testing
  @testable import LodestarSwiftUI
#endif
