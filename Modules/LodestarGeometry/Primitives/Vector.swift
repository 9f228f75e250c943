/// A displacement in a two-dimensional coordinate space.
public struct Vector: Sendable, Hashable, Codable {
  /// The horizontal component.
  public var dx: Double
  /// The vertical component.
  public var dy: Double

  /// Creates a vector with the given components.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector with both components zero.
  public static let zero = Vector(dx: 0, dy: 0)

  /// The Euclidean length of the vector.
  @inlinable
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// The sum of two vectors.
  @inlinable
  public static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  /// The difference of two vectors.
  @inlinable
  public static func - (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  /// The vector scaled by a factor.
  @inlinable
  public static func * (vector: Vector, factor: Double) -> Vector {
    Vector(dx: vector.dx * factor, dy: vector.dy * factor)
  }

  /// The vector pointing the other way.
  @inlinable
  public static prefix func - (vector: Vector) -> Vector {
    Vector(dx: -vector.dx, dy: -vector.dy)
  }

  /// The dot product with another vector.
  @inlinable
  public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

  /// The z component of the cross product with another vector (positive when `other` turns clockwise
  /// from this vector in a y-down coordinate space).
  @inlinable
  public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }
}
