// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `PreferenceKey`, `Anchor`, `Anchor.Source`,
// `View.anchorPreference(key:value:transform:)`, `View.overlayPreferenceValue(_:_:)`, `GeometryReader`,
// `GeometryProxy`.

/// A named value produced by a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  associatedtype Value
  /// The default value of the preference.
  static var defaultValue: Self.Value { get }
  /// Combines a sequence of values by modifying the previously-accumulated value with the result of a closure
  /// that provides the next value.
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// An opaque value derived from an anchor source and a particular view (here: the value in the evaluator's root
/// space).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Anchor<Value> {
  let value: Value
  let offset: (Value, CGPoint) -> Value

  /// A type-erased geometry value that produces an anchored value of a given type.
  public struct Source {
    let resolve: (CGRect) -> Anchor<Value>
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
  /// The bounds of the view the anchor is attached to.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame in
      Anchor(value: frame) { rect, origin in
        #if os(Linux)
          rect.offsetBy(dx: -origin.x, dy: -origin.y)
        #else
          rect
        #endif
      }
    }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Sets a value for the specified preference key, the value is a function of a geometry value tied to the
  /// current coordinate space, allowing readers of the value to convert the geometry to their local coordinates.
  public func anchorPreference<A, K>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View where K: PreferenceKey {
    _AnchorPreference<Self, A, K>(content: self, source: value, transform: transform)
  }

  /// Reads the specified preference value from the view, using it to produce a second view that is applied as an
  /// overlay to the original view.
  public func overlayPreferenceValue<Key, T>(
    _ key: Key.Type = Key.self, _ transform: @escaping (Key.Value) -> T
  ) -> some View where Key: PreferenceKey, T: View {
    _OverlayPreference<Self, Key, T>(content: self, transform: transform)
  }
}

struct _AnchorPreference<Content: View, A, K: PreferenceKey>: View {
  let content: Content
  let source: Anchor<A>.Source
  let transform: (Anchor<A>) -> K.Value
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      var result = _evaluateView(content, state, evaluation)
      let frame = result.frame ?? state.frame
      result.preferences.append((ObjectIdentifier(K.self), transform(source.resolve(frame))))
      return result
    }
  #endif
}

struct _OverlayPreference<Content: View, Key: PreferenceKey, Overlay: View>: View {
  let content: Content
  let transform: (Key.Value) -> Overlay
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      var result = _evaluateView(content, state, evaluation)
      var value = Key.defaultValue
      for (key, next) in result.preferences where key == ObjectIdentifier(Key.self) {
        if let next = next as? Key.Value { Key.reduce(value: &value) { next } }
      }
      _EnvironmentStorage.current = state.environment
      var overlayState = state
      overlayState.frame = result.frame ?? state.frame
      overlayState.center = nil
      let overlay = _evaluateView(transform(value), overlayState, evaluation)
      result.preferences += overlay.preferences
      return result
    }
  #endif
}

/// A container view that defines its content as a function of its own size and coordinate space.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryReader<Content>: View where Content: View {
  /// The content callback.
  let content: (GeometryProxy) -> Content

  /// Creates a geometry reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

#if os(Linux)
  extension GeometryReader: _PrimitiveView {
    #if os(Linux)
      func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
        _EnvironmentStorage.current = state.environment
        return _evaluateView(content(GeometryProxy(frame: state.frame)), state, evaluation)
      }
    #endif
  }
#endif

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  let frame: CGRect

  /// The size of the container view.
  public var size: CGSize { frame.size }

  /// Resolves the value of an anchor to the container view.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.offset(anchor.value, frame.origin) }
}

#if os(Linux)
  extension _AnchorPreference: _PrimitiveView {}
#endif

#if os(Linux)
  extension _OverlayPreference: _PrimitiveView {}
#endif
