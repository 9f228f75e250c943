// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `Environment`, `EnvironmentValues` (the three
// values the adapter reads), `LayoutDirection`, `DynamicTypeSize`.

/// A property wrapper that reads a value from a view's environment (here: from the environment the evaluator
/// is evaluating a body or a closure in).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The current value of the environment property.
  public var wrappedValue: Value { _EnvironmentStorage.current[keyPath: keyPath] }
}

/// A collection of environment values propagated through a view hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: Sendable {
  /// Creates an environment values instance (the evaluator's root environment).
  package init() {}

  /// The layout direction associated with the current environment.
  public var layoutDirection: LayoutDirection = .leftToRight

  /// Whether the system preference for Reduce Motion is enabled.
  public var accessibilityReduceMotion: Bool = false

  /// Whether the system preference for Reduce Transparency is enabled.
  public var accessibilityReduceTransparency: Bool = false

  /// The current Dynamic Type size.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { _dynamicTypeSize }
    set { _dynamicTypeSize = newValue }
  }

  private var _dynamicTypeSize: DynamicTypeSize = .large
}

/// The environment the evaluator evaluates in.
enum _EnvironmentStorage {
  nonisolated(unsafe) static var current = EnvironmentValues()
}

/// A direction in which SwiftUI can lay out content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// A left-to-right layout direction.
  case leftToRight
  /// A right-to-left layout direction.
  case rightToLeft
}

/// A Dynamic Type size, which specifies how large scalable content should be.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size.
  case accessibility5
}
