// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `ShapeStyle` (without its requirements, which
// only SwiftUI calls), `Material` and its five blur materials, `View.background(_:in:fillStyle:)` (the overload for
// a `Shape`).

/// A color or pattern to use when rendering a shape.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// A background material type.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: ShapeStyle {
  /// The material's name (the recording).
  package let _name: String

  /// A mostly translucent material.
  public static let ultraThin = Material(_name: "ultraThin")
  /// A material that's more translucent than opaque.
  public static let thin = Material(_name: "thin")
  /// A material that's somewhat translucent.
  public static let regular = Material(_name: "regular")
  /// A material that's more opaque than translucent.
  public static let thick = Material(_name: "thick")
  /// A mostly opaque material.
  public static let ultraThick = Material(_name: "ultraThick")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Sets the view's background to a shape filled with a style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle, T: Shape {
    _ShapeBackground(content: self, style: style, shape: shape, fillStyle: fillStyle)
  }
}

struct _ShapeBackground<Content: View, S: ShapeStyle, T: Shape>: View {
  let content: Content
  let style: S
  let shape: T
  let fillStyle: FillStyle
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      let index = evaluation.recording.shapeBackgrounds.count
      evaluation.recording.shapeBackgrounds.append(
        _ShapeBackgroundRecording(frame: state.frame, style: style, path: Path(), isEvenOdd: fillStyle.isEOFilled))
      let result = _evaluateView(content, state, evaluation)
      let frame = result.frame ?? state.frame
      evaluation.recording.shapeBackgrounds[index] = _ShapeBackgroundRecording(
        frame: frame, style: style, path: shape.path(in: CGRect(origin: .zero, size: frame.size)),
        isEvenOdd: fillStyle.isEOFilled)
      return result
    }
  #endif
}

#if os(Linux)
  extension _ShapeBackground: _PrimitiveView {}

  /// A shape filled with a style behind a view.
  package struct _ShapeBackgroundRecording {
    /// The view's frame, in root space.
    package let frame: CGRect
    /// The style.
    package let style: any ShapeStyle
    /// The shape's path, in the view's space.
    package let path: Path
    /// Whether the shape is filled with the even-odd rule.
    package let isEvenOdd: Bool
  }
#endif
