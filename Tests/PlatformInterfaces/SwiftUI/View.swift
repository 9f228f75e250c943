// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface.

@_exported import Foundation

/// A type that represents part of an app's user interface (a stand-in for SwiftUI's `View`).
@MainActor
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @MainActor var body: Body { get }
}

/// A view that displays nothing (SwiftUI's `EmptyView`).
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// An empty view has no body.
  public var body: Never { fatalError("EmptyView has no body") }
}

extension Never: View {
  /// `Never` has no body.
  public var body: Never { fatalError("Never has no body") }
}
