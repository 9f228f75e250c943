// LodestarUIKit: the drop-in UIKit view that shows a tour (see LodestarUIKit.docc). Every source file of the module
// is compiled where UIKit exists, and on Linux against the declaration modules (Tests/PlatformInterfaces) when
// LODESTAR_PLATFORM_INTERFACES is set; elsewhere the module is empty.
