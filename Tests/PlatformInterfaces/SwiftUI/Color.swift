// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `Color`, `Color.RGBColorSpace`.

/// A representation of a color that adapts to a given context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, Sendable {
  /// A profile that specifies how to interpret a color value for display.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The extended red, green, blue (sRGB) color space.
    case sRGB
  }

  /// The components, as given (the recording).
  package let _red: Double
  /// The green component (the recording).
  package let _green: Double
  /// The blue component (the recording).
  package let _blue: Double
  /// The opacity (the recording).
  package let _opacity: Double

  /// Creates a constant color from red, green, and blue component values.
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
  {
    (_red, _green, _blue, _opacity) = (red, green, blue, opacity)
  }

  /// A color that reflects the background behind it.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}
