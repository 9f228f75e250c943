// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface (SwiftUICore): `Path`, `Shape`, `FillStyle`.

/// The outline of a 2D shape.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Path: Sendable {
  /// One element of a path (the recording; SwiftUI's `Path.Element` has the same cases).
  package enum _Element: Sendable {
    /// A move to a point.
    case move(to: CGPoint)
    /// A line to a point.
    case line(to: CGPoint)
    /// A quadratic curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// The end of a closed subpath.
    case closeSubpath
  }

  /// What was added to the path, in order (the recording).
  package private(set) var _elements: [_Element] = []

  /// Creates an empty path.
  public init() {}

  #if os(Linux)
    /// Creates a path containing a rectangle (the evaluator's default content shape).
    init(_ rect: CGRect) {
      move(to: CGPoint(x: rect.minX, y: rect.minY))
      addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
      addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      closeSubpath()
    }
  #endif

  /// Begins a new subpath at the specified point.
  public mutating func move(to end: CGPoint) { _elements.append(.move(to: end)) }

  /// Appends a straight line segment from the current point to the specified point.
  public mutating func addLine(to end: CGPoint) { _elements.append(.line(to: end)) }

  /// Adds a quadratic Bézier curve to the path, with the specified end point and control point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    _elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    _elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes and completes the current subpath.
  public mutating func closeSubpath() { _elements.append(.closeSubpath) }

  #if os(Linux)
    /// Whether the path contains a point (the evaluator's hit-testing; SwiftUI's `contains(_:eoFill:)`): curves are
    /// flattened into 32 segments each and the winding number counted.
    package func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
      let winding = _windingNumber(at: p)
      return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The path moved by `dx`, `dy` (the evaluator's).
    func _offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
      func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
      var path = Path()
      path._elements = _elements.map { element in
        switch element {
        case .move(let p): .move(to: moved(p))
        case .line(let p): .line(to: moved(p))
        case .quadCurve(let p, let c): .quadCurve(to: moved(p), control: moved(c))
        case .curve(let p, let c1, let c2): .curve(to: moved(p), control1: moved(c1), control2: moved(c2))
        case .closeSubpath: .closeSubpath
        }
      }
      return path
    }

    /// The winding number of the flattened path around `p`.
    private func _windingNumber(at p: CGPoint) -> Int {
      var winding = 0
      var start = CGPoint.zero
      var current = CGPoint.zero
      func edge(to next: CGPoint) {
        if current.y <= p.y {
          if next.y > p.y, cross(current, next, p) > 0 { winding += 1 }
        } else if next.y <= p.y, cross(current, next, p) < 0 {
          winding -= 1
        }
        current = next
      }
      func cross(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
        (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
      }
      for element in _elements {
        switch element {
        case .move(let point):
          edge(to: start)
          (start, current) = (point, point)
        case .line(let point): edge(to: point)
        case .quadCurve(let end, let control):
          let from = current
          for step in 1...32 {
            let t = CGFloat(step) / 32
            let u = 1 - t
            edge(
              to: CGPoint(
                x: u * u * from.x + 2 * u * t * control.x + t * t * end.x,
                y: u * u * from.y + 2 * u * t * control.y + t * t * end.y))
          }
        case .curve(let end, let c1, let c2):
          let from = current
          for step in 1...32 {
            let t = CGFloat(step) / 32
            let u = 1 - t
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            edge(
              to: CGPoint(
                x: w0 * from.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                y: w0 * from.y + w1 * c1.y + w2 * c2.y + w3 * end.y))
          }
        case .closeSubpath: edge(to: start)
        }
      }
      edge(to: start)
      return winding
    }
  #endif
}

#if os(Linux)
  extension Path: Equatable {}
  extension Path._Element: Equatable {}
#endif

/// A 2D shape that you can use when drawing a view (declared with the one requirement the adapter uses; the
/// interface's protocol also refines `Animatable` and `View`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable {
  /// Describes this shape as a path within a rectangular frame of reference.
  func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path: Shape {
  /// Describes this shape as a path within a rectangular frame of reference.
  public func path(in _: CGRect) -> Path { self }
}

/// A style for rasterizing vector shapes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct FillStyle: Equatable, Sendable {
  /// Whether to use the even-odd rule (the recording).
  package var isEOFilled: Bool
  /// Whether to apply antialiasing (the recording).
  package var isAntialiased: Bool

  /// Creates a new fill style with the specified settings.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
