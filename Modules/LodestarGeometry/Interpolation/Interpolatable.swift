/// A value that can be blended with another value of the same type, the building block of animation.
///
/// `interpolated(to: other, fraction: 0)` returns `self` and `fraction: 1` returns `other`, exactly. Other
/// fractions, including ones outside `0...1` (overshooting springs), extrapolate along the same line.
public protocol Interpolatable {
  /// The value a `fraction` of the way from `self` to `other`.
  func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
  /// Linear interpolation; exact at both ends.
  @inlinable
  public func interpolated(to other: Double, fraction: Double) -> Double {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return self + (other - self) * fraction
  }
}

extension Point: Interpolatable {
  /// Interpolates each coordinate linearly.
  @inlinable
  public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
  }
}

extension Vector: Interpolatable {
  /// Interpolates each component linearly.
  @inlinable
  public func interpolated(to other: Vector, fraction: Double) -> Vector {
    Vector(
      dx: dx.interpolated(to: other.dx, fraction: fraction),
      dy: dy.interpolated(to: other.dy, fraction: fraction))
  }
}

extension Size: Interpolatable {
  /// Interpolates each extent linearly.
  @inlinable
  public func interpolated(to other: Size, fraction: Double) -> Size {
    Size(
      width: width.interpolated(to: other.width, fraction: fraction),
      height: height.interpolated(to: other.height, fraction: fraction))
  }
}

extension Rect: Interpolatable {
  /// Interpolates the origin and the size linearly.
  @inlinable
  public func interpolated(to other: Rect, fraction: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
}

extension DirectionalEdgeInsets: Interpolatable {
  /// Interpolates each inset linearly.
  @inlinable
  public func interpolated(to other: DirectionalEdgeInsets, fraction: Double) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: top.interpolated(to: other.top, fraction: fraction),
      leading: leading.interpolated(to: other.leading, fraction: fraction),
      bottom: bottom.interpolated(to: other.bottom, fraction: fraction),
      trailing: trailing.interpolated(to: other.trailing, fraction: fraction))
  }
}

extension AffineMatrix: Interpolatable {
  /// Interpolates the decomposed parts (``DecomposedTransform``): scale, shear and translation linearly,
  /// rotation along the shorter way round. Exact at both ends.
  public func interpolated(to other: AffineMatrix, fraction: Double) -> AffineMatrix {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let from = DecomposedTransform(self)
    let to = DecomposedTransform(other)
    var turn = to.rotation - from.rotation
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn < -Double.pi { turn += 2 * Double.pi }
    return DecomposedTransform(
      scaleX: from.scaleX.interpolated(to: to.scaleX, fraction: fraction),
      scaleY: from.scaleY.interpolated(to: to.scaleY, fraction: fraction),
      shear: from.shear.interpolated(to: to.shear, fraction: fraction),
      rotation: from.rotation + turn * fraction,
      translation: from.translation.interpolated(to: to.translation, fraction: fraction)
    ).transform
  }
}
