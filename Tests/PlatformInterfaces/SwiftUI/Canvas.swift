// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface: `Canvas`.

/// A view type that supports immediate mode drawing.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols>: View where Symbols: View {
  /// The drawing callback.
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
  /// Creates and configures a canvas (the interface's `opaque:colorMode:rendersAsynchronously:` parameters, with
  /// defaults, left out).
  public init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    self.renderer = renderer
  }
}

#if os(Linux)
  extension Canvas: _PrimitiveView {
    #if os(Linux)
      func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
        let sink = _DrawingSink()
        var context = GraphicsContext(_sink: sink)
        _EnvironmentStorage.current = state.environment
        renderer(&context, state.frame.size)
        evaluation.recording.canvases.append(_CanvasRecording(frame: state.frame, calls: sink.calls))
        return _ViewResult(frame: state.frame)
      }
    #endif
  }
#endif
