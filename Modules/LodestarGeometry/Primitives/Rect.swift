/// An axis-aligned rectangle: an origin and a size.
///
/// The semantics follow Core Graphics so that Apple developers feel at home:
/// - A rectangle may have a negative width or height; every derived value (``minX``, ``maxY``, ``union(_:)``,
///   ...) works on the ``standardized`` rectangle.
/// - ``null`` is the rectangle with an infinite origin: the result of intersecting two rectangles that do
///   not meet. ``isNull`` tests for it. The union of `null` with a rectangle is that rectangle.
/// - ``isEmpty`` is true for `null` and for rectangles with a zero width or height.
/// - ``contains(_:)-(Point)`` is half-open: the minimum edges are inside, the maximum edges are not, so
///   two adjacent rectangles never both contain a point.
/// - A rectangle with a NaN component is not finite (``isFinite``); no operation traps on it, and
///   ``sanitized`` turns it into a finite, standardized rectangle. In ``union(_:)`` and ``intersection(_:)``
///   such a rectangle counts as ``null``.
public struct Rect: Sendable, Hashable, Codable {
  /// The origin (the minimum corner of a standardized rectangle).
  public var origin: Point
  /// The size; it may be negative.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The smallest rectangle that contains both corners.
  @inlinable
  public init(corner: Point, oppositeCorner: Point) {
    let minX = Swift.min(corner.x, oppositeCorner.x)
    let minY = Swift.min(corner.y, oppositeCorner.y)
    self.init(
      x: minX, y: minY,
      width: Swift.max(corner.x, oppositeCorner.x) - minX,
      height: Swift.max(corner.y, oppositeCorner.y) - minY)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle: what ``intersection(_:)`` returns for rectangles that do not meet.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  // MARK: Components

  /// The x-coordinate of the origin.
  @inlinable public var x: Double { origin.x }
  /// The y-coordinate of the origin.
  @inlinable public var y: Double { origin.y }
  /// The absolute width.
  @inlinable public var width: Double { Swift.abs(size.width) }
  /// The absolute height.
  @inlinable public var height: Double { Swift.abs(size.height) }

  /// The smallest x-coordinate.
  @inlinable public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
  /// The largest x-coordinate.
  @inlinable public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
  /// The x-coordinate of the centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The smallest y-coordinate.
  @inlinable public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
  /// The largest y-coordinate.
  @inlinable public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
  /// The y-coordinate of the centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The centre.
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  // MARK: Predicates

  /// Whether this is the ``null`` rectangle (an infinite origin coordinate).
  @inlinable
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle is null or has a zero (or NaN) width or height.
  @inlinable
  public var isEmpty: Bool { isNull || !(width > 0) || !(height > 0) }

  /// Whether any component is NaN.
  @inlinable
  public var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN }

  /// Whether every component is finite (neither infinite nor NaN).
  ///
  /// - Complexity: One test for the four components: `v - v` is 0 for a finite `v` and NaN for an infinite or NaN
  ///   one, so the sum is 0 exactly when all four are finite (fewer instructions than testing each, on the solve's
  ///   hot path).
  @inlinable
  public var isFinite: Bool {
    (origin.x - origin.x) + (origin.y - origin.y) + (size.width - size.width) + (size.height - size.height) == 0
  }

  // MARK: Derived rectangles

  /// The equivalent rectangle with a non-negative width and height.
  @inlinable
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: width, height: height)
  }

  /// The standardized rectangle with every non-finite component replaced by zero.
  ///
  /// Use it on rectangles that come from outside (an app's frames, a file) when a finite value is needed.
  @inlinable
  public var sanitized: Rect {
    let clean = Rect(
      x: origin.x.isFinite ? origin.x : 0,
      y: origin.y.isFinite ? origin.y : 0,
      width: size.width.isFinite ? size.width : 0,
      height: size.height.isFinite ? size.height : 0)
    return clean.standardized
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (negative values
  /// grow it). Returns ``null`` when the result would have a negative width or height, as Core Graphics.
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let base = standardized
    let result = Rect(
      x: base.origin.x + dx, y: base.origin.y + dy,
      width: base.size.width - 2 * dx, height: base.size.height - 2 * dy)
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }

  /// The rectangle shrunk by edge insets resolved for a layout direction (negative insets grow it).
  /// Returns ``null`` when the result would have a negative width or height.
  @inlinable
  public func inset(by insets: DirectionalEdgeInsets, layoutDirection: ReadingDirection = .leftToRight) -> Rect {
    if isNull { return self }
    let base = standardized
    let left = insets.left(in: layoutDirection)
    let right = insets.right(in: layoutDirection)
    let result = Rect(
      x: base.origin.x + left, y: base.origin.y + insets.top,
      width: base.size.width - left - right, height: base.size.height - insets.top - insets.bottom)
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }

  /// The rectangle moved by the given amounts.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    return Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The smallest rectangle that contains both rectangles. A null rectangle contributes nothing.
  @inlinable
  public func union(_ other: Rect) -> Rect {
    if isNull || hasNaN { return other.isNull || other.hasNaN ? .null : other.standardized }
    if other.isNull || other.hasNaN { return standardized }
    let minX = Swift.min(self.minX, other.minX)
    let minY = Swift.min(self.minY, other.minY)
    return Rect(
      x: minX, y: minY,
      width: Swift.max(self.maxX, other.maxX) - minX,
      height: Swift.max(self.maxY, other.maxY) - minY)
  }

  /// The overlap of two rectangles, or ``null`` when they do not meet. Rectangles that only touch
  /// produce an empty (zero-width or zero-height) rectangle on the shared edge.
  @inlinable
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull || hasNaN || other.hasNaN { return .null }
    let minX = Swift.max(self.minX, other.minX)
    let minY = Swift.max(self.minY, other.minY)
    let maxX = Swift.min(self.maxX, other.maxX)
    let maxY = Swift.min(self.maxY, other.maxY)
    // Written so that NaN components also produce the null rectangle.
    guard minX <= maxX, minY <= maxY else { return .null }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether the two rectangles overlap with a non-zero area.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }

  /// Whether the point lies inside: minimum edges included, maximum edges excluded.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    if isEmpty { return false }
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside this rectangle (edges may touch). Null rectangles contain
  /// nothing and are contained in nothing.
  @inlinable
  public func contains(_ other: Rect) -> Bool {
    if isNull || other.isNull { return false }
    return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}

extension Rect: CustomStringConvertible {
  /// A textual representation such as `(10.0, 20.0, 100.0, 44.0)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
