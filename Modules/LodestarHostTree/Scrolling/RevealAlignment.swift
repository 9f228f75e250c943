/// Where a revealed target ends up in its scroll container's visible area, along one axis: CSSOM View's
/// `ScrollLogicalPosition` (`scrollIntoView({block, inline})`).
public enum RevealAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// As little scrolling as brings the target into view; none when it is already in view, or when it is larger
  /// than the visible area and covers it.
  case nearest
  /// The target's start edge at the visible area's start edge (top; leading, the right edge right to left).
  case start
  /// The target's centre at the visible area's centre.
  case center
  /// The target's end edge at the visible area's end edge (bottom; trailing).
  case end
}
