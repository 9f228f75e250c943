#if canImport(CoreGraphics)
  import CoreGraphics

  // Conversions between the geometry values and Core Graphics, on Apple platforms only. `CGFloat` is a
  // `Double` on 64-bit platforms, where the conversions are exact; on the 32-bit Apple Watch (arm64_32) it is a
  // `Float`, and a value converted to Core Graphics is rounded to the nearest `Float`.

  extension Point {
    /// Creates a point from a Core Graphics point.
    public init(_ cgPoint: CGPoint) {
      self.init(x: Double(cgPoint.x), y: Double(cgPoint.y))
    }

    /// The point as a Core Graphics point.
    public var cgPoint: CGPoint {
      CGPoint(x: CGFloat(x), y: CGFloat(y))
    }
  }

  extension Size {
    /// Creates a size from a Core Graphics size.
    public init(_ cgSize: CGSize) {
      self.init(width: Double(cgSize.width), height: Double(cgSize.height))
    }

    /// The size as a Core Graphics size.
    public var cgSize: CGSize {
      CGSize(width: CGFloat(width), height: CGFloat(height))
    }
  }

  extension Rect {
    /// Creates a rectangle from a Core Graphics rectangle, keeping its origin and size as they are (a
    /// negative size stays negative; `CGRect.null` becomes ``Rect/null``).
    public init(_ cgRect: CGRect) {
      self.init(origin: Point(cgRect.origin), size: Size(cgRect.size))
    }

    /// The rectangle as a Core Graphics rectangle, with the same origin and size.
    public var cgRect: CGRect {
      CGRect(origin: origin.cgPoint, size: size.cgSize)
    }
  }

  extension AffineMatrix {
    /// Creates a transform from a Core Graphics affine transform; the six entries have the same meaning.
    public init(_ cgAffineTransform: CGAffineTransform) {
      self.init(
        a: Double(cgAffineTransform.a), b: Double(cgAffineTransform.b),
        c: Double(cgAffineTransform.c), d: Double(cgAffineTransform.d),
        tx: Double(cgAffineTransform.tx), ty: Double(cgAffineTransform.ty))
    }

    /// The transform as a Core Graphics affine transform.
    public var cgAffineTransform: CGAffineTransform {
      CGAffineTransform(
        a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: CGFloat(tx), ty: CGFloat(ty))
    }
  }

  extension BezierPath {
    /// Creates a path from a Core Graphics path, element by element (Core Graphics also stores arcs as
    /// cubic curves).
    public init(_ cgPath: CGPath) {
      var elements: [PathElement] = []
      cgPath.applyWithBlock { pointer in
        let element = pointer.pointee
        let points = element.points
        switch element.type {
        case .moveToPoint:
          elements.append(.move(to: Point(points[0])))
        case .addLineToPoint:
          elements.append(.line(to: Point(points[0])))
        case .addQuadCurveToPoint:
          elements.append(.quadCurve(to: Point(points[1]), control: Point(points[0])))
        case .addCurveToPoint:
          elements.append(.curve(to: Point(points[2]), control1: Point(points[0]), control2: Point(points[1])))
        case .closeSubpath:
          elements.append(.closeSubpath)
        @unknown default:
          break
        }
      }
      self.init(elements: elements)
    }

    /// The path as an immutable Core Graphics path. A segment that comes when there is no current point
    /// (see ``BezierPath``) is added as a move, since Core Graphics needs one.
    public var cgPath: CGPath {
      let path = CGMutablePath()
      var hasCurrentPoint = false
      for element in elements {
        switch element {
        case .move(let point):
          path.move(to: point.cgPoint)
          hasCurrentPoint = true
        case .line(let point):
          if hasCurrentPoint { path.addLine(to: point.cgPoint) } else { path.move(to: point.cgPoint) }
          hasCurrentPoint = true
        case .quadCurve(let point, let control):
          if hasCurrentPoint {
            path.addQuadCurve(to: point.cgPoint, control: control.cgPoint)
          } else {
            path.move(to: point.cgPoint)
          }
          hasCurrentPoint = true
        case .curve(let point, let control1, let control2):
          if hasCurrentPoint {
            path.addCurve(to: point.cgPoint, control1: control1.cgPoint, control2: control2.cgPoint)
          } else {
            path.move(to: point.cgPoint)
          }
          hasCurrentPoint = true
        case .closeSubpath:
          if hasCurrentPoint { path.closeSubpath() }
        }
      }
      return path.copy() ?? path
    }
  }
#endif
