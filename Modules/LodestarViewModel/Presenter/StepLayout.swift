import LodestarGeometry
import LodestarLayout
import LodestarTimeline

/// The laid-out parts of one step for one host size, at full opacity: what the presenter caches and
/// composes every scene from. A class, so keeping and passing it costs a reference count.
final class StepLayout {
  /// The step's index.
  var index: Int
  /// The overlay size it was laid out for.
  var size: Size
  /// The cut-outs, one per visible target (or the fixed cut-out).
  var cutouts: [BezierPath]
  /// The cut-outs as one path (one subpath per opening), the shape that morphs.
  var cutoutShape: BezierPath
  /// The coach mark at rest.
  var coachMark: SceneCoachMark
  /// The skip control's frame and title at rest.
  var skipControl: SceneSkipControl?
  /// The progress text at rest.
  var progress: SceneProgress?
  /// The interaction flags.
  var interaction: SceneInteraction
  /// The accessibility elements, in reading order.
  var accessibilityElements: [SceneAccessibilityElement]
  /// The companion view at rest, or `nil`.
  var companion: SceneCompanion?

  init(
    index: Int, size: Size, cutouts: [BezierPath], cutoutShape: BezierPath, coachMark: SceneCoachMark,
    skipControl: SceneSkipControl?, progress: SceneProgress?, interaction: SceneInteraction,
    accessibilityElements: [SceneAccessibilityElement], companion: SceneCompanion? = nil
  ) {
    self.index = index
    self.size = size
    self.cutouts = cutouts
    self.cutoutShape = cutoutShape
    self.coachMark = coachMark
    self.skipControl = skipControl
    self.progress = progress
    self.interaction = interaction
    self.accessibilityElements = accessibilityElements
    self.companion = companion
  }
}

/// The body of a step laid out in its own coordinates, cached across target moves (text wrapping is the
/// expensive part of a layout and does not depend on where the target is).
final class BodyContent {
  /// The step's index.
  var index: Int
  /// The container width it was wrapped for.
  var maxWidth: Double
  /// The layout direction.
  var layoutDirection: ReadingDirection
  /// The tour's step count the progress text was made for.
  var stepCount: Int
  /// The default body's layout, or `nil` for a custom body.
  var layout: CoachMarkBodyLayout?
  /// The body's size.
  var size: Size
  /// The skip control's size (measured once per step).
  var skipControlSize: Size?
  /// The progress text and its size (measured once per step).
  var progress: (text: String, size: Size)?

  init(
    index: Int, maxWidth: Double, layoutDirection: ReadingDirection, stepCount: Int, layout: CoachMarkBodyLayout?,
    size: Size
  ) {
    self.index = index
    self.maxWidth = maxWidth
    self.layoutDirection = layoutDirection
    self.stepCount = stepCount
    self.layout = layout
    self.size = size
  }
}
