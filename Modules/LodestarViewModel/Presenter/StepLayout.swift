import LodestarFlow
import LodestarGeometry
import LodestarLayout
import LodestarScene

/// The laid-out parts of one step for one host size, at full opacity: what the presenter caches and
/// composes every scene from. A class, so keeping and passing it costs a reference count.
final class StepLayout {
  /// The step's index.
  var index: Int
  /// The overlay size it was laid out for.
  var size: Size
  /// The safe-area insets it was laid out with.
  var safeAreaInsets: DirectionalEdgeInsets
  /// The cut-outs, one per visible target (or the fixed cut-out).
  var cutouts: [BezierPath]
  /// The cut-outs as one path (one subpath per opening), the shape that morphs.
  var cutoutShape: BezierPath
  /// The overlay's region for ``size`` and ``cutouts``.
  var region: OverlayRegion
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
  /// Whether the coach mark's hint scrolls (read every frame, without copying the hint).
  var hintScrolls = false
  /// Where the step stands among the steps that will show, as its progress text was laid out with.
  var stepProgress: StepProgress

  init(
    index: Int, size: Size, safeAreaInsets: DirectionalEdgeInsets, cutouts: [BezierPath], cutoutShape: BezierPath,
    region: OverlayRegion, coachMark: SceneCoachMark,
    skipControl: SceneSkipControl?, progress: SceneProgress?, interaction: SceneInteraction,
    accessibilityElements: [SceneAccessibilityElement], companion: SceneCompanion? = nil, stepProgress: StepProgress
  ) {
    self.stepProgress = stepProgress
    self.index = index
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.cutouts = cutouts
    self.cutoutShape = cutoutShape
    self.region = region
    self.coachMark = coachMark
    self.skipControl = skipControl
    self.progress = progress
    self.interaction = interaction
    self.accessibilityElements = accessibilityElements
    self.companion = companion
  }
}

/// The body of a step: its layouts by size, cached across target moves (text wrapping is the expensive
/// part of a layout and does not depend on where the target is), and the skip control's and progress
/// text's sizes.
final class BodyContent {
  /// The size a body layout was made for.
  struct Key: Hashable {
    var maxWidth: Double
    var maxHeight: Double
  }

  /// The step's index.
  var index: Int
  /// The container width it was made for.
  var maxWidth: Double
  /// The layout direction.
  var layoutDirection: ReadingDirection
  /// The step's position and the count of the steps that will show, the progress text was made for.
  var stepProgress: StepProgress
  /// The body's size at ``maxWidth`` without a height limit.
  var size: Size
  /// The default body's layouts by the width and height they were made for.
  var layouts: [Key: CoachMarkBodyLayout] = [:]
  /// The layout asked for last, and its key (most frames ask for the same one).
  var lastLayout: (key: Key, layout: CoachMarkBodyLayout)?
  /// The size asked for last, and its key (the arrangement asks for sizes every frame).
  var lastSize: (key: Key, size: Size)?
  /// The skip control's size (measured once per step).
  var skipControlSize: Size?
  /// The progress text and its size (measured once per step).
  var progress: (text: String, size: Size)?

  init(index: Int, maxWidth: Double, layoutDirection: ReadingDirection, stepProgress: StepProgress, size: Size) {
    self.index = index
    self.maxWidth = maxWidth
    self.layoutDirection = layoutDirection
    self.stepProgress = stepProgress
    self.size = size
  }
}
