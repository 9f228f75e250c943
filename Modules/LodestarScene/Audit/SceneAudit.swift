import LodestarGeometry
import LodestarText
import LodestarTimeline

/// Checks that a scene shows what a person needs to see, where they can see and reach it: text inside its
/// place, targets uncovered, controls on screen, large enough to tap and described to assistive
/// technology, every number finite.
///
/// An audit is a pure function of a ``TourScene`` and the ``/LodestarText/TextMeasurer`` the scene's layout used (the
/// one the `TourPresenter` was given): it measures every text line again with it, so a scene laid out
/// with one font and drawn with another is caught. Use it in your own tests, for every step at every size
/// and direction you support:
///
/// ```swift
/// let measurer = ProportionalTextMeasurer()
/// let presenter = TourPresenter(tree: screen, steps: steps, measurer: measurer)
/// presenter.start(time: 0)
/// let scene = presenter.scene(at: 2)  // after the appearance transition
/// #expect(SceneAudit().findings(in: scene, measurer: measurer).isEmpty)
/// ```
///
/// Audit scenes at rest: during a transition a coach mark fades and moves, and the skip control is placed
/// for the incoming step.
///
/// ## What it checks
///
/// - **Text** (the default body): each line's box (its measured width at the block's font size, placed by
///   the line's alignment; one line height tall) stays inside its block, and each block inside the body;
///   no line crosses the separator, overlaps a line of another block, or runs under the next label.
/// - **Openings**: neither the body nor the arrow covers an opening (by its control-point box,
///   ``/LodestarGeometry/OverlayRegion/openingBoxes``) while the coach mark sits
///   ``SceneCoachMarkPosition/besideTarget``. Over the target and centred, covering is the documented
///   behaviour.
/// - **Targets**: each highlighted target can be seen whole: not off the screen, not clipped away (in whole or
///   in part) by a scroll container or another ancestor that clips (``SceneInteraction/targetVisibleFrames``).
///   A shown coach mark whose step has openings has one of them on screen or an arrow, so something points at
///   the target (a step without an opening, over its target, is the documented fallback).
/// - **Safe area**: the coach mark (body and arrow), the skip control and the progress text stay inside
///   ``TourScene/safeArea``.
/// - **Skip control and progress**: the skip control's hit area overlaps neither an opening nor the coach
///   mark; the progress text overlaps neither an opening, the coach mark nor the skip control's hit area.
///   A scene that records the fallback (``SceneSkipControl/isPlacedOverOpening``,
///   ``SceneProgress/isPlacedOverOpening``) may cover an opening, nothing else.
/// - **Arrow** (beside the target): it touches the body, its tip is at most ``maximumArrowGap`` from an
///   opening or target, which lies in front of the tip and across from it.
/// - **Accessibility**: each element with a known identifier (`coachMarkTitle`, `coachMarkHint`,
///   `coachMarkNext`, `coachMarkBody`, `skipButton`, `coachMarkProgress`) has the frame of the part it
///   describes; every visible title, hint, next control, skip control and progress text has an element.
/// - **Touch targets**: the next control and the skip control, as ``TouchLayout/init(scene:)`` routes them
///   (the default body; the skip control's hit area; a custom body's or skip view's control region), are at
///   least ``minimumTouchTargetSize`` on screen.
/// - **Numbers**: every number of the scene (sizes, frames, insets, line widths, font sizes, opacities,
///   transforms, cut-out points) is finite, and no frame is null.
///
/// - Complexity: O(*n* + *l*²) for *n* characters of text and *l* lines, plus O(*o*) per part for *o*
///   openings.
public struct SceneAudit: Sendable, Hashable {
  /// The smallest hit area of a control a person taps. Default 44×44 points
  /// (``TouchLayout/minimumTouchTargetSize``).
  public var minimumTouchTargetSize: Size
  /// How far the arrow's tip may be from the opening (or target) it points at. Default 4 points (the
  /// default gap between a coach mark and its cut-out is 2).
  public var maximumArrowGap: Double
  /// The slack allowed for rounding in every comparison. Default 0.01 points.
  public var tolerance: Double

  /// Creates an audit.
  ///
  /// - Parameters:
  ///   - minimumTouchTargetSize: The smallest hit area of a control.
  ///   - maximumArrowGap: How far the arrow's tip may be from its target.
  ///   - tolerance: The slack for rounding.
  public init(
    minimumTouchTargetSize: Size = TouchLayout.minimumTouchTargetSize, maximumArrowGap: Double = 4,
    tolerance: Double = 0.01
  ) {
    self.minimumTouchTargetSize = minimumTouchTargetSize
    self.maximumArrowGap = maximumArrowGap
    self.tolerance = tolerance
  }

  /// The problems of `scene`, in the order of the checks above; empty when the scene is right.
  ///
  /// - Parameters:
  ///   - scene: The scene to check.
  ///   - measurer: The measurer the scene's layout used.
  /// - Returns: The findings; empty for a scene without problems.
  public func findings(in scene: TourScene, measurer: some TextMeasurer) -> [SceneAuditFinding] {
    var findings: [SceneAuditFinding] = []
    // The shown coach mark's frame, and whether it has an arrow (not the view itself: copying it retains its parts).
    var shownMark: (frame: Rect, hasArrow: Bool)?
    if let mark = scene.coachMark, mark.opacity.value > 0 {
      let view = CoachMarkView(mark)
      shownMark = (view.frame, view.arrow != nil)
      if mark.customBody == nil { auditText(view, measurer: measurer, into: &findings) }
      auditCoachMarkPlacement(view, in: scene, into: &findings)
      if view.position == .besideTarget, let arrow = view.arrow {
        auditArrow(arrow, body: view.body, in: scene, into: &findings)
      }
    }
    auditTargets(in: scene, coachMark: shownMark, into: &findings)
    auditSkipControlAndProgress(in: scene, into: &findings)
    auditAccessibility(of: scene, into: &findings)
    auditCutOffText(of: scene, into: &findings)
    auditTouchTargets(of: scene, into: &findings)
    auditNumbers(of: scene, into: &findings)
    return findings
  }

  /// Whether `inner` lies inside `outer`, with the tolerance.
  package func fits(_ inner: Rect, in outer: Rect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
      && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
  }

  /// Whether two rectangles overlap by more than the tolerance on both axes.
  package func overlaps(_ first: Rect, _ second: Rect) -> Bool {
    guard !first.isNull, !second.isNull else { return false }
    return min(first.maxX, second.maxX) - max(first.minX, second.minX) > tolerance
      && min(first.maxY, second.maxY) - max(first.minY, second.minY) > tolerance
  }
}

/// A coach mark's frames as they are shown: through its transform.
struct CoachMarkView {
  var mark: SceneCoachMark
  var body: Rect
  var arrow: SceneArrow?
  var position: SceneCoachMarkPosition

  init(_ mark: SceneCoachMark) {
    self.mark = mark
    position = mark.position
    body = mark.transform.isIdentity ? mark.bodyFrame : mark.transform.apply(mark.bodyFrame)
    if var arrow = mark.arrow {
      if !mark.transform.isIdentity { arrow.frame = mark.transform.apply(arrow.frame) }
      self.arrow = arrow
    }
  }

  /// The body and the arrow together.
  var frame: Rect { arrow.map { body.union($0.frame) } ?? body }

  /// `rect` (in the coach mark's own space) as shown.
  func shown(_ rect: Rect) -> Rect {
    mark.transform.isIdentity ? rect : mark.transform.apply(rect)
  }
}
