// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface: `View.contentShape(_:eoFill:)`,
// `View.onTapGesture(count:coordinateSpace:perform:)` (the iOS 16 overload taking a `CoordinateSpace`),
// `CoordinateSpace`.

/// A resolved coordinate space created by the coordinate space protocol.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace: Sendable {
  /// The local coordinate space of the current view.
  case local
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Defines the content shape for hit testing.
  public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
    _ContentShapeModifier(content: self, shape: shape, isEvenOdd: eoFill)
  }

  /// Adds an action to perform when this view recognizes a tap gesture, and provides the action with the location
  /// of the interaction.
  @available(
    iOS, introduced: 16.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    macOS, introduced: 13.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    watchOS, introduced: 9.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(tvOS, unavailable)
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    _TapGestureModifier(content: self, action: action)
  }
}

struct _ContentShapeModifier<Content: View, S: Shape>: View {
  let content: Content
  let shape: S
  let isEvenOdd: Bool
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      var result = _evaluateView(content, state, evaluation)
      let frame = result.frame ?? state.frame
      result.contentShape = (shape.path(in: CGRect(origin: .zero, size: frame.size)), isEvenOdd)
      return result
    }
  #endif
}

struct _TapGestureModifier<Content: View>: View {
  let content: Content
  let action: (CGPoint) -> Void
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      // Registered before the content, so gestures inside it lie in front, as SwiftUI gives a child's gesture
      // precedence; the content shape is known after.
      let index = evaluation.recording.tapRegions.count
      evaluation.recording.tapRegions.append(
        _TapRegion(frame: state.frame, shape: nil, isEvenOdd: false, action: action))
      var result = _evaluateView(content, state, evaluation)
      evaluation.recording.tapRegions[index] = _TapRegion(
        frame: result.frame ?? state.frame, shape: result.contentShape?.path,
        isEvenOdd: result.contentShape?.isEvenOdd ?? false,
        action: action)
      result.contentShape = nil
      return result
    }
  #endif
}

#if os(Linux)
  extension _ContentShapeModifier: _PrimitiveView {}
#endif

#if os(Linux)
  extension _TapGestureModifier: _PrimitiveView {}
#endif
