/// The rule that decides which points a path encloses.
public enum FillRule: String, Sendable, Hashable, Codable, CaseIterable {
  /// A point is inside when the path winds around it a non-zero number of times (clockwise turns count
  /// +1, counter-clockwise turns −1). The default of Core Graphics, SwiftUI and SVG.
  case nonZero
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd
}
