// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface: `View.accessibilityChildren(children:)`,
// `View.accessibilityLabel(_:)`, `View.accessibilityHint(_:)`, `View.accessibilityAddTraits(_:)`,
// `AccessibilityTraits` (with `init()`, which its `SetAlgebra` conformance requires, and `isModal`).

/// A set of accessibility traits that describe how an element behaves (a `SetAlgebra` in the interface; here only
/// the traits the adapter names).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: Equatable, Sendable {
  /// The traits, one bit each (the recording).
  package let _bits: Int

  /// Creates an empty set of traits (the `SetAlgebra` requirement).
  public init() { _bits = 0 }

  /// The traits of the bits `bits`.
  init(_bits: Int) { self._bits = _bits }

  /// The accessibility element is a button.
  public static let isButton = AccessibilityTraits(_bits: 1 << 0)
  /// The accessibility element is a header that divides content into sections.
  public static let isHeader = AccessibilityTraits(_bits: 1 << 1)
  /// The accessibility element is a static text that cannot be modified by the user.
  public static let isStaticText = AccessibilityTraits(_bits: 1 << 2)
  /// The accessibility element is modal: assistive technology ignores the elements outside it.
  public static let isModal = AccessibilityTraits(_bits: 1 << 3)

  /// No traits (the evaluator's).
  static let _none = AccessibilityTraits(_bits: 0)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Replaces the existing accessibility element's children with one or more new synthetic accessibility
  /// elements.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityChildren<V>(@ViewBuilder children: () -> V) -> some View where V: View {
    _AccessibilityChildren(content: self, children: children())
  }

  /// Adds a label to the view that describes its contents.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityLabel(_ label: Text) -> some View {
    _AccessibilityModifier(content: self) { $0.label = label._string }
  }

  /// Communicates to the user what happens after performing the view's action.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityHint(_ hint: Text) -> some View {
    _AccessibilityModifier(content: self) { $0.hint = hint._string }
  }

  /// Adds the given traits to the view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    _AccessibilityModifier(content: self) { $0.traits = AccessibilityTraits(_bits: $0.traits._bits | traits._bits) }
  }

  /// Adds a textual description of the value that the view contains.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    _AccessibilityModifier(content: self) { $0.value = valueDescription._string }
  }

  /// Adds an accessibility adjustable action to the view. Actions allow assistive technologies, such as the
  /// VoiceOver, to interact with the view by invoking the action.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> some View
  {
    _AccessibilityModifier(content: self) { $0.adjust = _AdjustableAction(perform: handler) }
  }
}

/// A directional indicator you use when making an accessibility adjustment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Sendable {
  /// Increment the value.
  case increment
  /// Decrement the value.
  case decrement
}

/// The adjustable action of a recorded element (the recording: records compare equal whatever their actions).
package struct _AdjustableAction {
  /// Performs the action as assistive technology would.
  package let perform: (AccessibilityAdjustmentDirection) -> Void
}

struct _AccessibilityChildren<Content: View, Children: View>: View {
  let content: Content
  let children: Children
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      let result = _evaluateView(content, state, evaluation)
      // The view is the children's container: what outer modifiers described is the container's, not theirs.
      var container = state.accessibility
      container.frame = result.frame ?? state.frame
      evaluation.recording.accessibilityContainers.append(container)
      var inner = state
      inner.isAccessibilityChild = true
      inner.accessibility = _AccessibilityRecord(label: nil, hint: nil, traits: ._none, frame: .zero)
      _ = _evaluateView(children, inner, evaluation)
      return result
    }
  #endif
}

struct _AccessibilityModifier<Content: View>: View {
  let content: Content
  let change: (inout _AccessibilityRecord) -> Void
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      var inner = state
      change(&inner.accessibility)
      return _evaluateView(content, inner, evaluation)
    }
  #endif
}

#if os(Linux)
  extension _AccessibilityChildren: _PrimitiveView {}
#endif

#if os(Linux)
  extension _AccessibilityModifier: _PrimitiveView {}
#endif

/// One accessibility element.
package struct _AccessibilityRecord {
  /// The label.
  package var label: String?
  /// The hint.
  package var hint: String?
  /// The traits.
  package var traits: AccessibilityTraits
  /// The frame, in root space.
  package var frame: CGRect
  /// The value.
  package var value: String? = nil
  /// The adjustable action, with which the element is adjustable.
  package var adjust: _AdjustableAction? = nil
}

#if os(Linux)
  extension _AccessibilityRecord: Equatable {}

  extension _AdjustableAction: Equatable {
    package static func == (lhs: _AdjustableAction, rhs: _AdjustableAction) -> Bool { true }
  }
#endif
