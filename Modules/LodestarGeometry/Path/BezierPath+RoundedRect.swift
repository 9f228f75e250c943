extension BezierPath {
  /// A closed rounded rectangle with the same radius on every corner, drawn clockwise on screen.
  ///
  /// Equivalent to ``roundedRect(_:cornerRadii:style:layoutDirection:)`` with ``CornerRadii/init(all:)``.
  ///
  /// - Parameters:
  ///   - rect: The rectangle to round.
  ///   - cornerRadius: The radius of every corner.
  ///   - style: The shape of the corners.
  public static func roundedRect(_ rect: Rect, cornerRadius: Double, style: CornerCurve = .circular) -> BezierPath {
    roundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius), style: style)
  }

  /// A closed rounded rectangle with a radius per corner, drawn clockwise on screen.
  ///
  /// - Radii are clamped: a negative or NaN radius is 0 (a square corner), and every radius is at most
  ///   half the width and half the height, so the corners of one edge never overlap and a radius of half
  ///   the shorter side gives a capsule.
  /// - The outline starts on the top edge where the top-left corner ends, runs clockwise (top edge,
  ///   top-right corner, right edge, ...) and ends with the top-left corner and a
  ///   ``PathElement/closeSubpath``. The four edges are always emitted (even when a full-size radius
  ///   makes them zero-length), so two rounded rectangles whose corners are all rounded have the same
  ///   element structure and interpolate element-wise. When every radius is 0 the result is
  ///   ``rect(_:)``.
  /// - ``CornerCurve/circular`` corners are quarter circles, one cubic Bézier each (control
  ///   points at `1 − 0.5522847498` of the radius from the corner, the standard `4/3·tan(π/8)` factor).
  /// - ``CornerCurve/continuous`` corners are three cubic Béziers that approximate the
  ///   superellipse-like corner of iOS: measured from the corner along the incoming edge (`a`) and along
  ///   the outgoing edge (`b`), in units of the radius, the curve starts at `(a, b) = (1.52866483, 0)`,
  ///   passes through `(0.66993427, 0.06549600)` and `(0.06549600, 0.66993427)` and ends at
  ///   `(0, 1.52866483)`, with control points `(1.08849323, 0)`, `(0.86840689, 0)`;
  ///   `(0.37282073, 0.19595162)`, `(0.19595162, 0.37282073)`; `(0, 0.86840689)`, `(0, 1.08849323)`.
  ///   The curvature starts at zero on the edge and the corner is tangent-continuous throughout. When
  ///   the 1.52866483 × radius extent does not fit in half the shorter side, the whole corner is scaled
  ///   down uniformly until it does.
  /// - `layoutDirection` resolves leading and trailing: in right-to-left layouts the leading corners
  ///   are on the right.
  /// - A null rectangle or one with a non-finite component gives an empty path.
  ///
  /// - Parameters:
  ///   - rect: The rectangle to round.
  ///   - cornerRadii: The radius of each corner.
  ///   - style: The shape of the corners.
  ///   - layoutDirection: The direction that decides which corners are leading and trailing.
  public static func roundedRect(
    _ rect: Rect, cornerRadii: CornerRadii, style: CornerCurve = .circular,
    layoutDirection: ReadingDirection = .leftToRight
  ) -> BezierPath {
    guard rect.isFinite else { return BezierPath() }
    let base = rect.standardized
    let limit = Swift.min(base.width, base.height) / 2
    func clamp(_ radius: Double) -> Double {
      radius.isNaN ? 0 : Swift.min(Swift.max(radius, 0), limit)
    }
    let leftToRight = layoutDirection == .leftToRight
    let topLeft = clamp(leftToRight ? cornerRadii.topLeading : cornerRadii.topTrailing)
    let topRight = clamp(leftToRight ? cornerRadii.topTrailing : cornerRadii.topLeading)
    let bottomRight = clamp(leftToRight ? cornerRadii.bottomTrailing : cornerRadii.bottomLeading)
    let bottomLeft = clamp(leftToRight ? cornerRadii.bottomLeading : cornerRadii.bottomTrailing)
    if topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 { return BezierPath.rect(base) }

    let template = style == .circular ? CornerTemplate.circular : CornerTemplate.continuous
    func extentScale(_ radius: Double) -> Double {
      // The corner's extent along each edge is `template.extent × scale`.
      Swift.min(radius * template.extent, limit) / template.extent
    }
    let corners = [
      CornerFrame(
        corner: Point(x: base.maxX, y: base.minY), incoming: Vector(dx: 1, dy: 0), outgoing: Vector(dx: 0, dy: 1),
        scale: extentScale(topRight)),
      CornerFrame(
        corner: Point(x: base.maxX, y: base.maxY), incoming: Vector(dx: 0, dy: 1), outgoing: Vector(dx: -1, dy: 0),
        scale: extentScale(bottomRight)),
      CornerFrame(
        corner: Point(x: base.minX, y: base.maxY), incoming: Vector(dx: -1, dy: 0), outgoing: Vector(dx: 0, dy: -1),
        scale: extentScale(bottomLeft)),
      CornerFrame(
        corner: Point(x: base.minX, y: base.minY), incoming: Vector(dx: 0, dy: -1), outgoing: Vector(dx: 1, dy: 0),
        scale: extentScale(topLeft)),
    ]
    var path = BezierPath()
    path.reserveCapacity(6 + 4 * template.curves.count)
    let start = corners[3].point(a: 0, b: template.extent)
    path.move(to: start)
    for (index, frame) in corners.enumerated() {
      if frame.scale == 0 {
        path.addLine(to: frame.corner)
        continue
      }
      path.addLine(to: frame.point(a: template.extent, b: 0))
      for (curveIndex, curve) in template.curves.enumerated() {
        let isLast = index == 3 && curveIndex == template.curves.count - 1
        path.addCurve(
          to: isLast ? start : frame.point(a: curve.end.a, b: curve.end.b),
          control1: frame.point(a: curve.control1.a, b: curve.control1.b),
          control2: frame.point(a: curve.control2.a, b: curve.control2.b))
      }
    }
    path.closeSubpath()
    return path
  }
}

/// A corner's local frame: a point `(a, b)` of a template lies `a·scale` back along the incoming edge and
/// `b·scale` forward along the outgoing edge, from the corner.
private struct CornerFrame {
  var corner: Point
  var incoming: Vector
  var outgoing: Vector
  var scale: Double

  func point(a: Double, b: Double) -> Point {
    let back = a * scale
    let forward = b * scale
    return Point(
      x: corner.x - back * incoming.dx + forward * outgoing.dx,
      y: corner.y - back * incoming.dy + forward * outgoing.dy)
  }
}

/// The cubic curves of one corner in corner coordinates, for a radius of 1.
private struct CornerTemplate {
  struct Coordinates {
    var a: Double
    var b: Double
  }

  struct Curve {
    var control1: Coordinates
    var control2: Coordinates
    var end: Coordinates
  }

  /// How far along each edge the corner starts.
  var extent: Double
  var curves: [Curve]

  static let circular = CornerTemplate(
    extent: 1,
    curves: [
      Curve(
        control1: Coordinates(a: 1 - quarterCircleControlFactor, b: 0),
        control2: Coordinates(a: 0, b: 1 - quarterCircleControlFactor),
        end: Coordinates(a: 0, b: 1))
    ])

  static let continuous = CornerTemplate(
    extent: 1.528_664_83,
    curves: [
      Curve(
        control1: Coordinates(a: 1.088_493_23, b: 0),
        control2: Coordinates(a: 0.868_406_89, b: 0),
        end: Coordinates(a: 0.669_934_27, b: 0.065_496_00)),
      Curve(
        control1: Coordinates(a: 0.372_820_73, b: 0.195_951_62),
        control2: Coordinates(a: 0.195_951_62, b: 0.372_820_73),
        end: Coordinates(a: 0.065_496_00, b: 0.669_934_27)),
      Curve(
        control1: Coordinates(a: 0, b: 0.868_406_89),
        control2: Coordinates(a: 0, b: 1.088_493_23),
        end: Coordinates(a: 0, b: 1.528_664_83)),
    ])
}
