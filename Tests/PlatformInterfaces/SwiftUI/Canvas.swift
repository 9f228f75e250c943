// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface: `Canvas`, its `init(renderer:)` and
// `init(renderer:symbols:)` (the `opaque:colorMode:rendersAsynchronously:` parameters, with defaults, left out),
// `View.tag(_:includeOptional:)`.

/// A view type that supports immediate mode drawing.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols>: View where Symbols: View {
  /// The drawing callback.
  let renderer: (inout GraphicsContext, CGSize) -> Void
  /// The views the renderer may draw, each tagged with `tag(_:includeOptional:)`.
  let symbols: Symbols

  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
  /// Creates and configures a canvas (the interface's `opaque:colorMode:rendersAsynchronously:` parameters, with
  /// defaults, left out).
  public init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    self.renderer = renderer
    symbols = EmptyView()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas {
  /// Creates and configures a canvas that you supply with renderable child views (the interface's
  /// `opaque:colorMode:rendersAsynchronously:` parameters, with defaults, left out).
  public init(
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Sets the unique tag value of this view.
  public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
    _TagModifier(content: self, tag: AnyHashable(tag))
  }
}

struct _TagModifier<Content: View>: View {
  let content: Content
  let tag: AnyHashable
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      // Inside a canvas's symbols: the view is a symbol the renderer may draw, not a view on screen.
      if let symbols = state.symbols {
        symbols.views[tag] = content
        return _ViewResult(frame: state.frame)
      }
      return _evaluateView(content, state, evaluation)
    }
  #endif
}

#if os(Linux)
  extension _TagModifier: _PrimitiveView {}

  /// A canvas's symbols, by tag (the evaluator's).
  final class _SymbolTable {
    var views: [AnyHashable: any View] = [:]
  }
#endif

#if os(Linux)
  extension Canvas: _PrimitiveView {
    #if os(Linux)
      func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
        let table = _SymbolTable()
        var symbolState = state
        symbolState.symbols = table
        _ = _evaluateView(symbols, symbolState, evaluation)
        let sink = _DrawingSink()
        var context = GraphicsContext(_sink: sink, _symbols: table)
        _EnvironmentStorage.current = state.environment
        renderer(&context, state.frame.size)
        evaluation.recording.canvases.append(_CanvasRecording(frame: state.frame, calls: sink.calls))
        return _ViewResult(frame: state.frame)
      }
    #endif
  }
#endif
