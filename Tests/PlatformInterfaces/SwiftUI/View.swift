// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `View`, `ViewBuilder`, `EmptyView`,
// `TupleView`.

@_exported import Foundation

#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif

/// A type that represents part of an app's user interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
  /// Passes a single view written as a child view through unmodified.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

  /// Builds a tuple view of two children (the interface's parameter pack; the evaluator's, for the tests' screens).
  package static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View {
    TupleView((c0, c1))
  }

  /// Builds a tuple view of three children (the interface's parameter pack; the evaluator's).
  package static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)>
  where C0: View, C1: View, C2: View {
    TupleView((c0, c1, c2))
  }
}

/// A view created from a swift tuple of view values (the evaluator's, for the tests' screens).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
package struct TupleView<T> {
  /// The tuple of views.
  package var value: T

  /// Creates a tuple view.
  package init(_ value: T) { self.value = value }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TupleView: View {
  /// A primitive view has no body.
  package var body: Never { _primitiveBody() }
}

/// A view that doesn't contain any content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  /// `Never` has no body.
  public var body: Never { _primitiveBody() }
}

/// The body of a primitive view, which the evaluator never asks for (SwiftUI traps the same way).
func _primitiveBody() -> Never {
  fatalError("A primitive view has no body")
}
