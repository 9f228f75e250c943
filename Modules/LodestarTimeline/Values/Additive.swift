import LodestarGeometry

/// A value that a ``KeyframeSequence`` with ``CompositeOperation/add`` can add to the underlying value.
public protocol Additive {
  /// The sum of `self` (the underlying value) and `other` (the animation's value).
  func adding(_ other: Self) -> Self
}

extension Double: Additive {
  /// Arithmetic sum.
  @inlinable
  public func adding(_ other: Double) -> Double { self + other }
}

extension Point: Additive {
  /// Adds the coordinates: `other` acts as an offset.
  @inlinable
  public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
}

extension Vector: Additive {
  /// Adds the components.
  @inlinable
  public func adding(_ other: Vector) -> Vector { Vector(dx: dx + other.dx, dy: dy + other.dy) }
}

extension Size: Additive {
  /// Adds the extents.
  @inlinable
  public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }
}

extension Rect: Additive {
  /// Adds the origins and the sizes.
  @inlinable
  public func adding(_ other: Rect) -> Rect {
    Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }
}

extension DirectionalEdgeInsets: Additive {
  /// Adds each inset.
  @inlinable
  public func adding(_ other: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom,
      trailing: trailing + other.trailing)
  }
}

extension AffineMatrix: Additive {
  /// Appends the animation's transform as CSS transform lists add: `other` applies first, then `self`
  /// (`other.concatenating(self)`).
  @inlinable
  public func adding(_ other: AffineMatrix) -> AffineMatrix { other.concatenating(self) }
}
