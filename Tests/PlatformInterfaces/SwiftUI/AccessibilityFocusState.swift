// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface: `AccessibilityFocusState` (its `init()` for a Boolean value,
// `wrappedValue`, `projectedValue`; the other initializers and `DynamicProperty` left out),
// `AccessibilityFocusState.Binding` (its `wrappedValue`; `projectedValue` and the `@propertyWrapper` attribute left
// out), `View.accessibilityFocused(_:)`.

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus of any active
/// accessibility technology, such as VoiceOver, changes (here: kept by the evaluator's view graph, as `State`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value> where Value: Hashable {
  /// A binding to an accessibility focus state.
  public struct Binding {
    let _location: _StateLocation<Value>

    /// The underlying value referenced by the bound property.
    public var wrappedValue: Value {
      get { _location.resolved.value }
      nonmutating set { _location.resolved.value = newValue }
    }
  }

  let _location: _StateLocation<Value>

  /// The current state value, taking into account whatever bindings might be in effect due to the current location
  /// of focus.
  public var wrappedValue: Value {
    get { _location.resolved.value }
    nonmutating set { _location.resolved.value = newValue }
  }

  /// A projection of the state value that can be used to establish bindings between view content and
  /// accessibility focus placement.
  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(_location: _location) }

  /// Creates a new accessibility focus state for a Boolean value.
  public init() where Value == Bool { _location = _StateLocation(false) }
}

#if os(Linux)
  extension AccessibilityFocusState: _StateProperty {
    func _install(in graph: _ViewGraph, key: String) {
      if let stored = graph.storage[key] as? _StateLocation<Value> {
        _location.installed = stored
      } else {
        graph.storage[key] = _location
      }
    }
  }
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Modifies this view by binding its accessibility element's focus state to the given boolean state value.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
    _AccessibilityFocusedModifier(content: self, condition: condition)
  }
}

struct _AccessibilityFocusedModifier<Content: View>: View {
  let content: Content
  let condition: AccessibilityFocusState<Bool>.Binding
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      let result = _evaluateView(content, state, evaluation)
      evaluation.recording.accessibilityFocus.append(
        _AccessibilityFocusRecord(frame: result.frame ?? state.frame, isFocused: condition.wrappedValue))
      return result
    }
  #endif
}

#if os(Linux)
  extension _AccessibilityFocusedModifier: _PrimitiveView {}

  /// A view whose accessibility focus is bound to a state.
  package struct _AccessibilityFocusRecord: Equatable {
    /// The view's frame, in root space.
    package let frame: CGRect
    /// Whether the state says assistive technology's focus is on the view.
    package let isFocused: Bool
  }
#endif
