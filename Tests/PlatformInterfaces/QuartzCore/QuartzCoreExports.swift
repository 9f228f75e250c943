// What QuartzCore re-exports on Apple platforms: Core Graphics (CGRect, CGPath, CGColor…) and Foundation.
// On Linux there is no Core Graphics module (swift-corelibs-foundation has CGFloat, CGPoint, CGSize and CGRect),
// and none may be declared: LodestarGeometry's `#if canImport(CoreGraphics)` must stay false there. The Core
// Graphics types the adapters use beyond Foundation's are declared in this module on Linux.

@_exported import Foundation

#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
