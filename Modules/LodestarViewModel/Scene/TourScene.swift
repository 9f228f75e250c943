import LodestarGeometry
import LodestarLayout
import LodestarTimeline

/// Everything a renderer draws for a running tour at one instant, and what input routing and accessibility
/// need to know about it: one immutable snapshot per frame, in the overlay's coordinate space.
///
/// A renderer draws the layers in ``zOrder`` (back to front), each with its own opacity and transform. All
/// frames are in overlay space: the origin is the top-left corner of the overlay, which covers ``size``.
public struct TourScene: Sendable, Hashable {
  /// The size of the overlay (the host's bounds).
  public var size: Size
  /// The layout direction the scene was composed for; right-to-left mirrors placements and text alignment.
  public var layoutDirection: LayoutDirection
  /// The zero-based index of the step shown, or `nil` when no step is shown (before the first, after the
  /// last).
  public var stepIndex: Int?
  /// The number of steps in the tour.
  public var stepCount: Int
  /// Whether a transition (show, step change, size change, dismissal) is running; input is blocked while
  /// it is.
  public var isTransitioning: Bool
  /// The dimming overlay and its openings.
  public var overlay: SceneOverlay
  /// The coach mark (body and arrow), or `nil` when none is visible.
  public var coachMark: SceneCoachMark?
  /// The skip control, or `nil` when the tour has none.
  public var skipControl: SceneSkipControl?
  /// The progress text ("2 of 5"), or `nil` when the step shows none.
  public var progress: SceneProgress?
  /// App-provided views drawn above the overlay and below the coach mark.
  public var ornaments: [SceneOrnament]
  /// The layers, back to front.
  public var zOrder: [SceneLayer]
  /// What the hit-test needs: the overlay's interaction flags and the forwarding region.
  public var interaction: SceneInteraction
  /// The accessibility elements of the visible parts, in reading order.
  public var accessibilityElements: [SceneAccessibilityElement]

  /// Creates a scene from its parts.
  public init(
    size: Size,
    layoutDirection: LayoutDirection = .leftToRight,
    stepIndex: Int?,
    stepCount: Int,
    isTransitioning: Bool = false,
    overlay: SceneOverlay,
    coachMark: SceneCoachMark? = nil,
    skipControl: SceneSkipControl? = nil,
    progress: SceneProgress? = nil,
    ornaments: [SceneOrnament] = [],
    zOrder: [SceneLayer] = SceneLayer.standardOrder,
    interaction: SceneInteraction = SceneInteraction(),
    accessibilityElements: [SceneAccessibilityElement] = []
  ) {
    self.size = size
    self.layoutDirection = layoutDirection
    self.stepIndex = stepIndex
    self.stepCount = stepCount
    self.isTransitioning = isTransitioning
    self.overlay = overlay
    self.coachMark = coachMark
    self.skipControl = skipControl
    self.progress = progress
    self.ornaments = ornaments
    self.zOrder = zOrder
    self.interaction = interaction
    self.accessibilityElements = accessibilityElements
  }

  /// The overlay's bounds in overlay space: the origin and ``size``.
  public var bounds: Rect { Rect(origin: Point(x: 0, y: 0), size: size) }

  /// An empty scene of the given size: a transparent overlay without openings and nothing else.
  public static func empty(size: Size, layoutDirection: LayoutDirection = .leftToRight) -> TourScene {
    TourScene(
      size: size, layoutDirection: layoutDirection, stepIndex: nil, stepCount: 0,
      overlay: SceneOverlay(bounds: Rect(origin: Point(x: 0, y: 0), size: size), cutouts: [], opacity: .transparent))
  }
}
