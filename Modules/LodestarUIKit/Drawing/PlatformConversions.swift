#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarText
  import UIKit

  // Lodestar's values as Core Graphics and UIKit values. LodestarGeometry's own conversions (`Rect.cgRect`, ...)
  // exist only where Core Graphics does, so the adapter converts with these initialisers on every platform.

  extension CGPoint {
    /// The point `point` in Core Graphics.
    init(_ point: Point) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }

  extension CGRect {
    /// The rectangle `rect` in Core Graphics.
    init(_ rect: Rect) {
      self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
  }

  extension CGAffineTransform {
    /// The transform `matrix` in Core Graphics.
    init(_ matrix: AffineMatrix) {
      self.init(
        a: CGFloat(matrix.a), b: CGFloat(matrix.b), c: CGFloat(matrix.c), d: CGFloat(matrix.d),
        tx: CGFloat(matrix.tx), ty: CGFloat(matrix.ty))
    }

    /// A view's transform (applied about the centre of its bounds) that moves it as `matrix` moves the overlay's
    /// points (about the overlay's origin), for a view centred at `center`.
    init(_ matrix: AffineMatrix, aboutCenter center: Point) {
      let moved = matrix.apply(center)
      self.init(
        a: CGFloat(matrix.a), b: CGFloat(matrix.b), c: CGFloat(matrix.c), d: CGFloat(matrix.d),
        tx: CGFloat(moved.x - center.x), ty: CGFloat(moved.y - center.y))
    }
  }

  extension CGPath {
    /// The path `path` in Core Graphics, element by element.
    static func make(_ path: BezierPath) -> CGPath {
      let result = CGMutablePath()
      for element in path.elements {
        switch element {
        case .move(let point): result.move(to: CGPoint(point))
        case .line(let point): result.addLine(to: CGPoint(point))
        case .quadCurve(let point, let control): result.addQuadCurve(to: CGPoint(point), control: CGPoint(control))
        case .curve(let point, let control1, let control2):
          result.addCurve(to: CGPoint(point), control1: CGPoint(control1), control2: CGPoint(control2))
        case .closeSubpath: result.closeSubpath()
        }
      }
      return result
    }
  }

  extension CGColor {
    /// The colour `color` in Core Graphics (its components clamped to 0...1).
    static func make(_ color: RGBAColor) -> CGColor {
      let unit = color.unitComponents
      return CGColor(red: unit[0], green: unit[1], blue: unit[2], alpha: unit[3])
    }
  }

  extension UIColor {
    /// The colour `color` in UIKit (its components clamped to 0...1).
    convenience init(_ color: RGBAColor) {
      let unit = color.unitComponents
      self.init(red: unit[0], green: unit[1], blue: unit[2], alpha: unit[3])
    }
  }

  extension RGBAColor {
    /// Red, green, blue and alpha in 0...1 (NaN as 0), as platform colours take them.
    var unitComponents: [CGFloat] {
      [red, green, blue, alpha].map { CGFloat($0.isNaN ? 0 : min(max($0, 0), 1)) }
    }
  }

  extension NSTextAlignment {
    /// The alignment of a line the engine placed.
    init(_ alignment: LineAlignment) {
      switch alignment {
      case .left: self = .left
      case .center: self = .center
      case .right: self = .right
      }
    }
  }
#endif
