/// A location in a two-dimensional coordinate space.
///
/// Components are `Double` so the same values can be computed on every platform. On Apple platforms
/// `init(_:)` and `cgPoint` convert to and from Core Graphics' `CGPoint`.
public struct Point: Sendable, Hashable, Codable {
  /// The x-coordinate.
  public var x: Double
  /// The y-coordinate.
  public var y: Double

  /// Creates a point with the given coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point with both coordinates zero.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither infinite nor NaN).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point moved by the given amounts.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  /// The point moved by a vector.
  @inlinable
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// The point moved against a vector.
  @inlinable
  public static func - (point: Point, vector: Vector) -> Point {
    Point(x: point.x - vector.dx, y: point.y - vector.dy)
  }

  /// The vector that leads from `other` to `point`.
  @inlinable
  public static func - (point: Point, other: Point) -> Vector {
    Vector(dx: point.x - other.x, dy: point.y - other.y)
  }

  /// The Euclidean distance to another point.
  @inlinable
  public func distance(to other: Point) -> Double {
    (other - self).length
  }
}

extension Point: CustomStringConvertible {
  /// A textual representation such as `(10.0, 20.5)`.
  public var description: String { "(\(x), \(y))" }
}
