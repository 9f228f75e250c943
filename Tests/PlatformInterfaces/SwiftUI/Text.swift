// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `Text`, `Font`.

/// A view that displays one or more lines of read-only text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable {
  /// The characters (the recording).
  package let _string: String
  /// The font, if one was set (the recording).
  package private(set) var _font: Font?
  /// The colour, if one was set (the recording).
  package private(set) var _color: Color?

  /// Creates a text view that displays a string literal without localization.
  public init(verbatim content: String) { _string = content }

  /// Sets the default font for text in the view.
  public func font(_ font: Font?) -> Text {
    var text = self
    text._font = font
    return text
  }

  /// Sets the color of the text displayed by this view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text._color = color
    return text
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

/// An environment-dependent font.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
  /// The font's name (the recording).
  package let _name: String
  /// The font's size (the recording).
  package let _size: Double

  /// Create a custom font with the given `name` and a fixed `size` that does not scale with Dynamic Type.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(_name: name, _size: Double(fixedSize))
  }
}
