extension BezierPath {
  /// The path with every point (end points and control points) mapped through `transform`. Bézier curves
  /// are preserved exactly by affine maps, so the result is the exact image of the shape.
  ///
  /// A transform that flips orientation (negative determinant) also flips the winding of the outlines.
  /// A non-finite transform gives non-finite coordinates, which the other operations tolerate (see each
  /// one's documentation).
  ///
  /// - Parameter transform: The affine transform to apply.
  /// - Returns: The transformed path.
  public func applying(_ transform: AffineMatrix) -> BezierPath {
    if transform.isIdentity { return self }
    var result: [PathElement] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      switch element {
      case .move(let point):
        result.append(.move(to: transform.apply(point)))
      case .line(let point):
        result.append(.line(to: transform.apply(point)))
      case .quadCurve(let point, let control):
        result.append(.quadCurve(to: transform.apply(point), control: transform.apply(control)))
      case .curve(let point, let control1, let control2):
        result.append(
          .curve(to: transform.apply(point), control1: transform.apply(control1), control2: transform.apply(control2)))
      case .closeSubpath:
        result.append(.closeSubpath)
      }
    }
    return BezierPath(elements: result)
  }
}
