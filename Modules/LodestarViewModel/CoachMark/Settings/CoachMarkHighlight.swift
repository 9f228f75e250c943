import LodestarGeometry
import LodestarHostTree
import LodestarLayout

/// What a coach mark highlights besides its primary target: more targets, the shape of each opening, and
/// fixed cut-outs in overlay space.
///
/// The defaults highlight the primary target alone, with the frame grown by 4 and a corner radius of 4:
///
/// ```swift
/// let mark = CoachMark(
///   target: "save", hint: "Saves the draft.",
///   highlight: CoachMarkHighlight(additionalTargets: ["share"], focusStyle: RectFocusStyle()))
/// ```
public struct CoachMarkHighlight: Sendable {
  /// More elements highlighted with the target (each gets an opening; the openings' union stays open).
  public var additionalTargets: [ElementID]
  /// What the coach mark is laid out against when several targets are highlighted.
  public var anchor: FocusAnchor
  /// The shape of each target's opening.
  public var focusStyle: any FocusStyle
  /// A fixed cut-out in overlay space, used when the coach mark has no target (Instructions' `cutoutPath`).
  public var cutoutPath: BezierPath?
  /// More openings in the overlay, as paths in overlay space (PolarisGuideKit's `additionalHighlightPaths`).
  public var additionalCutoutPaths: [BezierPath]

  /// Creates the highlight settings; each parameter sets the ``CoachMark`` property of the same name, whose
  /// documentation says how it is used.
  ///
  /// - Parameters:
  ///   - additionalTargets: More elements to highlight with the target. Default: none.
  ///   - anchor: What the coach mark is laid out against. Default: the primary target.
  ///   - focusStyle: The shape of each opening. Default: the frame grown by 4 with a corner radius of 4, the
  ///     coach mark laid out against the opening.
  ///   - cutoutPath: A fixed cut-out for a coach mark without a target. Default: none.
  ///   - additionalCutoutPaths: More openings, in overlay space. Default: none.
  public init(
    additionalTargets: [ElementID] = [],
    anchor: FocusAnchor = .primary(0),
    focusStyle: any FocusStyle = DefaultFocusStyle(layoutReference: .openingBounds),
    cutoutPath: BezierPath? = nil,
    additionalCutoutPaths: [BezierPath] = []
  ) {
    self.additionalTargets = additionalTargets
    self.anchor = anchor
    self.focusStyle = focusStyle
    self.cutoutPath = cutoutPath
    self.additionalCutoutPaths = additionalCutoutPaths
  }
}
