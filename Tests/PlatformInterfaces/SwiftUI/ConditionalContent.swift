// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `ViewBuilder.buildEither(first:)`,
// `ViewBuilder.buildEither(second:)`, `_ConditionalContent`.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
  /// Produces content for a conditional statement in a multi-statement closure when the condition is true.
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > where TrueContent: View, FalseContent: View {
    _ConditionalContent(_storage: .trueContent(first))
  }

  /// Produces content for a conditional statement in a multi-statement closure when the condition is false.
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > where TrueContent: View, FalseContent: View {
    _ConditionalContent(_storage: .falseContent(second))
  }
}

/// View content that shows one of two possible children.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
  /// The child shown (the recording).
  package enum _Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  package let _storage: _Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

#if os(Linux)
  extension _ConditionalContent: _PrimitiveView where TrueContent: View, FalseContent: View {
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      switch _storage {
      case .trueContent(let content): _evaluateView(content, state, evaluation)
      case .falseContent(let content): _evaluateView(content, state, evaluation)
      }
    }
  }
#endif
