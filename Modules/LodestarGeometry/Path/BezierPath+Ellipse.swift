extension BezierPath {
  /// A closed ellipse inscribed in a rectangle: four cubic Bézier curves (one per quarter, with the
  /// standard `4/3·tan(π/8)` control factor), drawn clockwise on screen starting at the rightmost point
  /// `(maxX, midY)`, as Core Graphics does.
  ///
  /// The rectangle is standardized first. A null rectangle or one with a non-finite component gives an
  /// empty path.
  ///
  /// - Parameter rect: The rectangle the ellipse is inscribed in.
  public static func ellipse(in rect: Rect) -> BezierPath {
    guard rect.isFinite else { return BezierPath() }
    let base = rect.standardized
    return ellipse(
      center: Point(x: base.minX + base.width / 2, y: base.minY + base.height / 2),
      radiusX: base.width / 2, radiusY: base.height / 2,
      minX: base.minX, minY: base.minY, maxX: base.maxX, maxY: base.maxY)
  }

  /// A closed circle: the ellipse (see ``ellipse(in:)``) in the square of side `2·|radius|` centred on
  /// `center`, drawn clockwise on screen starting at `(center.x + radius, center.y)`.
  ///
  /// A negative radius is used as its magnitude; a non-finite centre or radius gives an empty path.
  ///
  /// - Parameters:
  ///   - center: The circle's centre.
  ///   - radius: The circle's radius.
  public static func circle(center: Point, radius: Double) -> BezierPath {
    guard center.isFinite, radius.isFinite else { return BezierPath() }
    let radius = Swift.abs(radius)
    return ellipse(
      center: center, radiusX: radius, radiusY: radius,
      minX: center.x - radius, minY: center.y - radius, maxX: center.x + radius, maxY: center.y + radius)
  }

  private static func ellipse(
    center: Point, radiusX: Double, radiusY: Double, minX: Double, minY: Double, maxX: Double, maxY: Double
  ) -> BezierPath {
    let controlX = quarterCircleControlFactor * radiusX
    let controlY = quarterCircleControlFactor * radiusY
    var path = BezierPath()
    path.reserveCapacity(6)
    path.move(to: Point(x: maxX, y: center.y))
    path.addCurve(
      to: Point(x: center.x, y: maxY),
      control1: Point(x: maxX, y: center.y + controlY),
      control2: Point(x: center.x + controlX, y: maxY))
    path.addCurve(
      to: Point(x: minX, y: center.y),
      control1: Point(x: center.x - controlX, y: maxY),
      control2: Point(x: minX, y: center.y + controlY))
    path.addCurve(
      to: Point(x: center.x, y: minY),
      control1: Point(x: minX, y: center.y - controlY),
      control2: Point(x: center.x - controlX, y: minY))
    path.addCurve(
      to: Point(x: maxX, y: center.y),
      control1: Point(x: center.x + controlX, y: minY),
      control2: Point(x: maxX, y: center.y - controlY))
    path.closeSubpath()
    return path
  }
}
