// A declaration for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's Objective-C runtime (objc/objc.h: SEL), as the ObjectiveC module imports it. On Apple
// platforms `Selector` comes from the Objective-C runtime, which Foundation re-exports, and the adapter names its
// display link's method with `#selector`; Linux has no Objective-C runtime, so it names it with this string.

/// A method selector (the Objective-C runtime's `SEL`): here only its name.
public struct Selector: Equatable, Sendable {
  /// The method's Objective-C name, such as `step:`.
  package let name: String

  /// Creates a selector with the method's Objective-C name.
  public init(_ name: String) {
    self.name = name
  }
}
