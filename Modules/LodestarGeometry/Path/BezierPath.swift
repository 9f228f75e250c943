/// One drawing operation of a ``BezierPath``.
public enum PathElement: Sendable, Hashable, Codable {
  /// Starts a new subpath at a point.
  case move(to: Point)
  /// A straight line from the current point.
  case line(to: Point)
  /// A quadratic Bézier curve from the current point.
  case quadCurve(to: Point, control: Point)
  /// A cubic Bézier curve from the current point.
  case curve(to: Point, control1: Point, control2: Point)
  /// Closes the current subpath with a straight line back to its start.
  case closeSubpath
}

/// A shape made of straight lines and Bézier curves, in one or more subpaths: cut-out openings, the
/// overlay, arrows.
///
/// Circular arcs are stored as cubic Bézier curves (at most a quarter turn each), as Core Graphics does,
/// so every algorithm only deals with the four element kinds of ``PathElement``.
///
/// ## Conventions
/// - Coordinates are screen coordinates: y points down.
/// - Winding: every builder (``rect(_:)``, ``roundedRect(_:cornerRadius:style:)``, ``ellipse(in:)``,
///   ``circle(center:radius:)``, ``capsule(in:)``) draws its outline **clockwise on screen** (right along
///   the top edge, then down), which is a positive signed area in y-down coordinates and a winding number
///   of +1 inside. ``reversed()`` flips it to counter-clockwise (winding −1), the winding of the openings
///   in ``overlay(bounds:cutouts:tolerance:)``.
/// - Filling closes every subpath implicitly, as Core Graphics and SVG do.
/// - A segment that comes before any ``PathElement/move(to:)`` starts the path at its end point, as if
///   it were a move.
/// - Non-finite coordinates never trap; each operation documents what it does with them.
public struct BezierPath: Sendable, Hashable, Codable {
  /// The elements, in drawing order.
  public private(set) var elements: [PathElement]

  /// Creates an empty path.
  public init() {
    elements = []
  }

  /// Creates a path from its elements.
  public init(elements: [PathElement]) {
    self.elements = elements
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point where the next segment would start: the end of the last element, the start of the
  /// current subpath after a ``closeSubpath()``, or `nil` for an empty path.
  public var currentPoint: Point? {
    var index = elements.count - 1
    var closed = false
    // When the path starts without a move, its first segment's end point starts the subpath.
    var earliestSegmentEnd: Point?
    while index >= 0 {
      switch elements[index] {
      case .move(let point):
        return point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        if !closed { return point }
        earliestSegmentEnd = point
      case .closeSubpath:
        closed = true
      }
      index -= 1
    }
    return earliestSegmentEnd
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
  }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: Point) {
    elements.append(.line(to: point))
  }

  /// Adds a quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve to `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() {
    elements.append(.closeSubpath)
  }

  /// Reserves storage for at least `count` elements, to build a path without reallocating.
  public mutating func reserveCapacity(_ count: Int) {
    elements.reserveCapacity(count)
  }

  /// Appends every element of another path.
  public mutating func addPath(_ other: BezierPath) {
    elements.append(contentsOf: other.elements)
  }
}
