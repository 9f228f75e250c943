// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `State` (its `DynamicProperty` conformance,
// `init(initialValue:)`, `init()` and `projectedValue` left out: the adapter does not use them).

/// A property wrapper type that can read and write a value managed by SwiftUI (here: by the evaluator's view graph,
/// which keeps the first value of each view's state across renders, as SwiftUI keeps it across body updates).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value> {
  /// Where the value lives: this state's own storage until the evaluator installs the graph's.
  let _location: _StateLocation<Value>

  /// Creates a state property that stores an initial wrapped value.
  public init(wrappedValue value: Value) { _location = _StateLocation(value) }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { _location.resolved.value }
    nonmutating set { _location.resolved.value = newValue }
  }
}

/// The storage of one state property.
final class _StateLocation<Value> {
  var value: Value
  /// The storage the view graph keeps for the view, once installed.
  var installed: _StateLocation<Value>?
  init(_ value: Value) { self.value = value }
  var resolved: _StateLocation<Value> { installed ?? self }
}

#if os(Linux)
  /// A state property the evaluator installs.
  @MainActor
  protocol _StateProperty {
    func _install(in graph: _ViewGraph, key: String)
  }

  extension State: _StateProperty {
    func _install(in graph: _ViewGraph, key: String) {
      if let stored = graph.storage[key] as? _StateLocation<Value> {
        _location.installed = stored
      } else {
        graph.storage[key] = _location
      }
    }
  }

  /// The state of the views of one root across renders (a hosting view's graph): each view's state properties,
  /// keyed by the view's type, its occurrence among the views of that type in a render, and the property's name.
  @MainActor
  package final class _ViewGraph {
    var storage: [String: AnyObject] = [:]

    /// Creates a graph that holds no state yet.
    package init() {}
  }
#endif
