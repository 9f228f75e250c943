#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import SwiftUI

  // Lodestar's values as SwiftUI's and back. LodestarGeometry's own Core Graphics conversions are compiled only
  // where Core Graphics exists, so these are written out here for both.

  extension Path {
    /// The path with the same elements as `path`.
    init(_ path: BezierPath) {
      self.init()
      for element in path.elements {
        switch element {
        case .move(let point): move(to: CGPoint(point))
        case .line(let point): addLine(to: CGPoint(point))
        case .quadCurve(let point, let control): addQuadCurve(to: CGPoint(point), control: CGPoint(control))
        case .curve(let point, let control1, let control2):
          addCurve(to: CGPoint(point), control1: CGPoint(control1), control2: CGPoint(control2))
        case .closeSubpath: closeSubpath()
        }
      }
    }
  }

  extension Color {
    /// The sRGB colour `color`, its alpha as the opacity.
    init(_ color: RGBAColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }

  extension CGPoint {
    init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
  }

  extension CGRect {
    init(_ rect: Rect) {
      self.init(
        origin: CGPoint(x: CGFloat(rect.minX), y: CGFloat(rect.minY)),
        size: CGSize(width: CGFloat(rect.width), height: CGFloat(rect.height)))
    }
  }

  extension CGAffineTransform {
    init(_ matrix: AffineMatrix) {
      self.init(
        a: CGFloat(matrix.a), b: CGFloat(matrix.b), c: CGFloat(matrix.c), d: CGFloat(matrix.d),
        tx: CGFloat(matrix.tx), ty: CGFloat(matrix.ty))
    }
  }

  extension Point {
    /// The point `point` (a tap's location).
    init(platform point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension Size {
    /// The size `size` (a geometry proxy's).
    init(platform size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
  }

  extension Rect {
    /// The rectangle `rect` (an anchor's bounds).
    init(platform rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }
#endif
