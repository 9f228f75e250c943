import LodestarLayout

extension TourDocument {
  /// Where a step's coach mark goes relative to its primary target (`"placement"`).
  ///
  /// The coach-mark cases use the coach-mark layout (Instructions' semantics); ``anchored(_:)`` uses the
  /// anchored placement engine (Floating UI's 12 placements).
  public enum StepPlacement: Sendable, Hashable {
    /// Instructions' automatic layout: below the cut-out when it is in the top half of the container,
    /// above it otherwise (`"coachMark"`, the default).
    case coachMark
    /// Above the cut-out, the arrow pointing down (`"above"`).
    case above
    /// Below the cut-out, the arrow pointing up (`"below"`).
    case below
    /// On the leading side of the cut-out, mirrored in right-to-left layouts (`"leading"`).
    case leading
    /// On the trailing side of the cut-out, mirrored in right-to-left layouts (`"trailing"`).
    case trailing
    /// To the left of the cut-out in every layout direction (`"left"`).
    case left
    /// To the right of the cut-out in every layout direction (`"right"`).
    case right
    /// One of Floating UI's 12 placements, placed by the anchored engine (`"bottom-start"`, `"top"`, …;
    /// `{"anchored": "left"}` for the two whose names the coach-mark cases take).
    case anchored(Placement)

    /// The coach-mark cases by their JSON names.
    static let coachMarkCases: [(name: String, placement: StepPlacement)] = [
      ("coachMark", .coachMark), ("above", .above), ("below", .below), ("leading", .leading),
      ("trailing", .trailing), ("left", .left), ("right", .right),
    ]
  }
}
