// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface: `GraphicsContext`, its `Shading` and `ResolvedSymbol`,
// `resolveSymbol(id:)` and `draw(_:in:)` for a resolved symbol.

/// An immediate mode drawing destination for rendering its content (a recording stand-in: every drawing call is
/// appended, with the context's opacity, transform and clip at the time, to the canvas's recording).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct GraphicsContext {
  /// A color or pattern that you can use to outline or fill a path.
  public struct Shading: Sendable {
    /// The colour (the recording).
    package let _color: Color

    /// Returns a shading instance that fills with a color.
    public static func color(_ color: Color) -> GraphicsContext.Shading { Shading(_color: color) }
  }

  /// A static sequence of drawing operations that may be drawn multiple times, preserving their resolution
  /// independence (here: the tag of the canvas's symbol).
  public struct ResolvedSymbol {
    /// The symbol's tag (the recording).
    package let _tag: AnyHashable
  }

  /// Where the calls go.
  let _sink: _DrawingSink
  /// The canvas's symbols, by tag.
  let _symbolTags: Set<AnyHashable>
  /// The clip paths in effect (the recording).
  private var _clips: [Path] = []
  /// The transforms concatenated, first to last (the recording).
  private var _transforms: [CGAffineTransform] = []

  #if os(Linux)
    init(_sink: _DrawingSink, _symbols: _SymbolTable) {
      self._sink = _sink
      _symbolTags = Set(_symbols.views.keys)
    }
  #endif

  /// The opacity of drawing operations in the context.
  public var opacity: Double = 1

  /// Appends the given transform to the context's existing transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    _transforms.append(matrix)
  }

  /// Adds a path to the context's array of clip shapes (the interface's `style:options:` parameters, with defaults,
  /// left out).
  public mutating func clip(to path: Path) {
    _clips.append(path)
  }

  /// Draws a path into the context and fills the outlined region.
  public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {
    _record(.fill(path, shading._color, evenOdd: style.isEOFilled))
  }

  /// Draws a path into the context with a specified line width.
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = CGFloat(1.0)) {
    _record(.stroke(path, shading._color, lineWidth: lineWidth))
  }

  /// Returns the resolved child view with the specified tag, or `nil` when the canvas has no such child.
  public func resolveSymbol<ID>(id: ID) -> GraphicsContext.ResolvedSymbol? where ID: Hashable {
    _symbolTags.contains(AnyHashable(id)) ? ResolvedSymbol(_tag: AnyHashable(id)) : nil
  }

  /// Draws a resolved symbol into the context, using the specified rectangle as a layout frame.
  public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {
    _record(.symbol(symbol._tag, in: rect))
  }

  /// Draws text into the context, in a given rectangle.
  public func draw(_ text: Text, in rect: CGRect) {
    _record(.text(text, in: rect))
  }

  private func _record(_ kind: _DrawingCall.Kind) {
    _sink.calls.append(_DrawingCall(kind: kind, opacity: opacity, transforms: _transforms, clips: _clips))
  }
}

/// One call a canvas recorded.
package struct _DrawingCall {
  /// What was drawn.
  package enum Kind {
    /// A filled path.
    case fill(Path, Color, evenOdd: Bool)
    /// A stroked path.
    case stroke(Path, Color, lineWidth: CGFloat)
    /// Text in a rectangle.
    case text(Text, in: CGRect)
    /// A canvas's symbol, by its tag, in a rectangle.
    case symbol(AnyHashable, in: CGRect)
  }

  /// What was drawn.
  package let kind: Kind
  /// The context's opacity.
  package let opacity: Double
  /// The transforms concatenated, first to last.
  package let transforms: [CGAffineTransform]
  /// The context's clip paths.
  package let clips: [Path]
}

/// Collects a canvas's drawing calls.
final class _DrawingSink {
  var calls: [_DrawingCall] = []
}

#if os(Linux)
  extension _DrawingCall: Equatable {}
  extension _DrawingCall.Kind: Equatable {}
#endif
