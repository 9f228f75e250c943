import LodestarGeometry

/// The measured rectangles of the reference and the floating element.
///
/// Values are used exactly as given, as Floating UI does: a negative width stays negative in every
/// formula (only non-finite components are replaced by zero when a computation starts; see
/// ``computePosition(reference:floating:boundary:placement:layoutDirection:middleware:)``).
public struct ElementRects: Sendable, Hashable {
  /// The reference (anchor) rectangle.
  public var reference: Rect
  /// The floating element's rectangle; only its size matters.
  public var floating: Rect

  /// Creates the rectangles.
  @inlinable
  public init(reference: Rect, floating: Rect) {
    self.reference = reference
    self.floating = floating
  }

  /// Creates the rectangles from a reference rectangle and a floating size.
  @inlinable
  public init(reference: Rect, floating: Size) {
    // `Point(x: 0, y: 0)` rather than `.zero`, a global of another module read through a call.
    self.init(reference: reference, floating: Rect(origin: Point(x: 0, y: 0), size: floating))
  }
}

extension Rect {
  /// The coordinate of the origin on an axis.
  @inlinable
  func coordinate(_ axis: CoordinateAxis) -> Double { axis == .x ? origin.x : origin.y }

  /// The raw (possibly negative) length on an axis: the width for `x`, the height for `y`.
  @inlinable
  func length(_ axis: CoordinateAxis) -> Double { axis == .x ? size.width : size.height }
}
