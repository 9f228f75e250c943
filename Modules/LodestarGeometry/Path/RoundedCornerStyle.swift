/// The shape of the corners of a rounded rectangle.
public enum CornerCurve: String, Sendable, Hashable, Codable, CaseIterable {
  /// Quarter circles of the corner radius, each drawn as one cubic Bézier curve; the curvature jumps
  /// where a corner meets a straight edge.
  case circular
  /// A smooth, superellipse-like corner in the manner of Apple's continuous corners: the curve starts
  /// farther along each edge (1.52866483 × the radius) and bends gradually, so the curvature grows from
  /// zero instead of jumping. See ``BezierPath/roundedRect(_:cornerRadii:style:layoutDirection:)`` for the
  /// exact construction.
  case continuous
}
