import LodestarGeometry

/// An opacity in `0...1`. Interpolation clamps, so overshooting curves and springs never produce an alpha
/// outside the range.
public struct Opacity: Sendable, Hashable, Codable, Comparable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The opacity, always in `0...1`.
  public let value: Double

  /// Creates an opacity, clamping to `0...1` (NaN becomes 0).
  @inlinable
  public init(_ value: Double) {
    self.value = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
  }

  /// Creates an opacity from a literal such as `0.5`.
  public init(floatLiteral value: Double) { self.init(value) }

  /// Creates an opacity from a literal `0` or `1`.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// Fully transparent.
  public static let transparent = Opacity(0)
  /// Fully opaque.
  public static let opaque = Opacity(1)

  /// Orders by value.
  public static func < (lhs: Opacity, rhs: Opacity) -> Bool { lhs.value < rhs.value }
}

extension Opacity: Interpolatable {
  /// Linear interpolation, clamped to `0...1`; exact at both ends.
  @inlinable
  public func interpolated(to other: Opacity, fraction: Double) -> Opacity {
    Opacity(value.interpolated(to: other.value, fraction: fraction))
  }
}

extension Opacity: Additive {
  /// The sum, clamped to `0...1`.
  @inlinable
  public func adding(_ other: Opacity) -> Opacity { Opacity(value + other.value) }
}
