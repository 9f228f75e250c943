/// One level of a view hierarchy, as far as coordinates are concerned: where an element sits in its
/// parent and how it maps its own content.
///
/// A point in the element's own coordinate space (its *bounds* space) maps into its parent's space by:
/// 1. subtracting ``boundsOrigin`` (a scroll view's content offset is its bounds origin);
/// 2. applying ``transform`` about the centre of the element (UIKit's default anchor point);
/// 3. adding the origin of ``frame``.
///
/// ``frame`` is the untransformed frame: the element's position and size in its parent before
/// ``transform`` (UIKit's `center` and `bounds.size`), not the bounding box of the transformed element.
public struct LocalCoordinateSpace: Sendable, Hashable, Codable {
  /// The element's untransformed frame in its parent's coordinate space.
  public var frame: Rect
  /// The origin of the element's bounds: what its own coordinates start at (a scroll offset).
  public var boundsOrigin: Point
  /// The transform applied to the element about its centre.
  public var transform: AffineMatrix

  /// Creates a coordinate space.
  public init(frame: Rect, boundsOrigin: Point = .zero, transform: AffineMatrix = .identity) {
    self.frame = frame
    self.boundsOrigin = boundsOrigin
    self.transform = transform
  }

  /// The transform from this element's bounds space into its parent's space.
  @inlinable
  public var transformToParent: AffineMatrix {
    let originX = frame.minX
    let originY = frame.minY
    if transform.isIdentity {
      return AffineMatrix(translationX: originX - boundsOrigin.x, y: originY - boundsOrigin.y)
    }
    // translate(−boundsOrigin − centre), then `transform`, then translate(centre + frame origin), folded
    // into one matrix.
    let centerX = frame.width / 2
    let centerY = frame.height / 2
    let inX = -boundsOrigin.x - centerX
    let inY = -boundsOrigin.y - centerY
    return AffineMatrix(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d,
      tx: inX * transform.a + inY * transform.c + transform.tx + centerX + originX,
      ty: inX * transform.b + inY * transform.d + transform.ty + centerY + originY)
  }

}
