/// A width and a height.
///
/// Sizes may be negative, as in Core Graphics; ``Rect/standardized`` turns a rectangle with a negative
/// size into the equivalent one with a positive size.
public struct Size: Sendable, Hashable, Codable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size with the given extents.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both extents are finite (neither infinite nor NaN).
  @inlinable
  public var isFinite: Bool { width.isFinite && height.isFinite }

  /// The size with every non-finite or negative extent replaced by zero.
  ///
  /// Use it on sizes that come from outside (an app's measurement, a file) before laying out with them.
  @inlinable
  public var sanitized: Size {
    Size(
      width: width.isFinite ? Swift.max(0, width) : 0,
      height: height.isFinite ? Swift.max(0, height) : 0
    )
  }
}

extension Size: CustomStringConvertible {
  /// A textual representation such as `200.0×120.0`.
  public var description: String { "\(width)×\(height)" }
}
