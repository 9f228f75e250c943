// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `ZStack`, `ForEach`, `Alignment`,
// `View.frame(width:height:alignment:)`, `View.position(x:y:)`.

/// A view that overlays its subviews, aligning them in both axes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ZStack<Content>: View where Content: View {
  let content: Content

  /// Creates an instance with the given alignment.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

#if os(Linux)
  extension ZStack: _PrimitiveView {
    #if os(Linux)
      func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
        var result = _evaluateView(content, state, evaluation)
        result.frame = state.frame
        return result
      }
    #endif
  }
#endif

/// A structure that computes views on demand from an underlying collection of identified data.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  /// The collection of underlying identified data.
  let data: Data
  /// A function to create content on demand using the underlying data.
  let content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on the provided key
  /// path to the underlying data's identifier.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }

  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

#if os(Linux)
  extension ForEach: _PrimitiveView where Content: View {
    #if os(Linux)
      func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
        var result = _ViewResult()
        for element in data { result.preferences += _evaluateView(content(element), state, evaluation).preferences }
        return result
      }
    #endif
  }
#endif

/// An alignment in both axes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
  /// A guide that marks the center of the view (the default arguments').
  @usableFromInline static let center = Alignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Positions this view within an invisible frame with the specified size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    _FrameModifier(content: self, width: width, height: height)
  }

  /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _PositionModifier(content: self, x: x, y: y)
  }
}

struct _FrameModifier<Content: View>: View {
  let content: Content
  let width: CGFloat?
  let height: CGFloat?
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      let size = CGSize(width: width ?? state.frame.width, height: height ?? state.frame.height)
      let center = state.center ?? CGPoint(x: state.frame.midX, y: state.frame.midY)
      var inner = state
      inner.center = nil
      inner.frame = CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
      var result = _evaluateView(content, inner, evaluation)
      result.frame = inner.frame
      return result
    }
  #endif
}

struct _PositionModifier<Content: View>: View {
  let content: Content
  let x: CGFloat
  let y: CGFloat
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      var inner = state
      inner.center = CGPoint(x: state.frame.minX + x, y: state.frame.minY + y)
      return _evaluateView(content, inner, evaluation)
    }
  #endif
}

#if os(Linux)
  extension _FrameModifier: _PrimitiveView {}
#endif

#if os(Linux)
  extension _PositionModifier: _PrimitiveView {}
#endif
