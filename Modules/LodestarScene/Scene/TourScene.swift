import LodestarFlow
import LodestarGeometry
import LodestarLayout
import LodestarText
import LodestarTimeline

/// Everything a renderer draws for a running tour at one instant, and what input routing and accessibility
/// need to know about it: one immutable snapshot per frame, in the overlay's coordinate space.
///
/// A renderer draws the layers in ``zOrder`` (back to front), each with its own opacity and transform. All
/// frames are in overlay space: the origin is the top-left corner of the overlay, which covers ``size``.
public struct TourScene: Sendable, Hashable {
  /// The scene's parts, shared between copies: a scene is copied every frame (cached, returned, passed to
  /// renderers), so a copy costs one reference count; a change replaces the shared parts (copy on write).
  private var storage: Storage

  /// The size of the overlay (the host's bounds).
  public var size: Size {
    get { storage.parts.size }
    _modify {
      makeUnique()
      yield &storage.parts.size
    }
  }
  /// The layout direction the scene was composed for; right-to-left mirrors placements and text alignment.
  public var layoutDirection: ReadingDirection {
    get { storage.parts.layoutDirection }
    _modify {
      makeUnique()
      yield &storage.parts.layoutDirection
    }
  }
  /// The host's safe-area insets the scene was laid out with: the coach mark, the skip control and the
  /// progress text stay inside ``safeArea``.
  public var safeAreaInsets: DirectionalEdgeInsets {
    get { storage.parts.safeAreaInsets }
    _modify {
      makeUnique()
      yield &storage.parts.safeAreaInsets
    }
  }
  /// The zero-based index of the step shown, or `nil` when no step is shown (before the first, after the
  /// last).
  public var stepIndex: Int? {
    get { storage.parts.stepIndex }
    _modify {
      makeUnique()
      yield &storage.parts.stepIndex
    }
  }
  /// The followed controller's ``/LodestarFlow/TourController/stepVisit`` this frame shows, or `nil` for a
  /// scene not drawn for a controller. `TourController.handleTap(at:in:)` ignores a tap on a
  /// frame of an earlier visit, even of the same step.
  public var stepVisit: Int? {
    get { storage.parts.stepVisit }
    _modify {
      makeUnique()
      yield &storage.parts.stepVisit
    }
  }
  /// The number of steps in the tour.
  public var stepCount: Int {
    get { storage.parts.stepCount }
    _modify {
      makeUnique()
      yield &storage.parts.stepCount
    }
  }
  /// Where the shown step stands among the steps that will show, for the progress text and for what assistive
  /// technology says ("Step 2 of 4"): a step whose ``/LodestarFlow/TourStep/condition`` fails is skipped, so it
  /// does not count (``/LodestarFlow/TourController/progress(ofStepAt:)``). By default, and when set to `nil`,
  /// the shown step's ``stepIndex`` among all ``stepCount`` steps; `nil` when no step is shown.
  public var stepProgress: StepProgress? {
    get {
      guard let stepIndex = storage.parts.stepIndex else { return nil }
      return storage.parts.stepProgress ?? StepProgress(position: stepIndex, count: storage.parts.stepCount)
    }
    set {
      makeUnique()
      storage.parts.stepProgress = newValue
    }
  }
  /// Whether a transition (show, step change, size change, dismissal) is running; input is blocked while
  /// it is.
  public var isTransitioning: Bool {
    get { storage.parts.isTransitioning }
    _modify {
      makeUnique()
      yield &storage.parts.isTransitioning
    }
  }
  /// The dimming overlay and its openings.
  public var overlay: SceneOverlay {
    get { storage.parts.overlay }
    _modify {
      makeUnique()
      yield &storage.parts.overlay
    }
  }
  /// The coach mark (body and arrow), or `nil` when none is visible.
  public var coachMark: SceneCoachMark? {
    get { storage.parts.coachMark }
    _modify {
      makeUnique()
      yield &storage.parts.coachMark
    }
  }
  /// The skip control, or `nil` when the tour has none.
  public var skipControl: SceneSkipControl? {
    get { storage.parts.skipControl }
    _modify {
      makeUnique()
      yield &storage.parts.skipControl
    }
  }
  /// The progress text ("2 of 5"), or `nil` when the step shows none.
  public var progress: SceneProgress? {
    get { storage.parts.progress }
    _modify {
      makeUnique()
      yield &storage.parts.progress
    }
  }
  /// App-provided views drawn above the overlay and below the coach mark.
  public var ornaments: [SceneOrnament] {
    get { storage.parts.ornaments }
    _modify {
      makeUnique()
      yield &storage.parts.ornaments
    }
  }
  /// The layers, back to front.
  public var zOrder: [SceneLayer] {
    get { storage.parts.zOrder }
    _modify {
      makeUnique()
      yield &storage.parts.zOrder
    }
  }
  /// What the hit-test needs: the overlay's interaction flags and the forwarding region.
  public var interaction: SceneInteraction {
    get { storage.parts.interaction }
    _modify {
      makeUnique()
      yield &storage.parts.interaction
    }
  }
  /// The accessibility elements of the visible parts, in reading order.
  public var accessibilityElements: [SceneAccessibilityElement] {
    get { storage.parts.accessibilityElements }
    _modify {
      makeUnique()
      yield &storage.parts.accessibilityElements
    }
  }
  /// The text size the scene was laid out for: the presenter's `TourPresenterOptions.resolvedTextSize` (the
  /// reader's size within the tour's range). Default ``/LodestarText/TextSizeCategory/large``.
  public var textSize: TextSizeCategory {
    get { storage.parts.textSize }
    _modify {
      makeUnique()
      yield &storage.parts.textSize
    }
  }
  /// The step's companion view (PolarisGuideKit's buddy view), or `nil`; drawn with the ``SceneLayer/coachMark``
  /// layer, below the coach mark.
  public var companion: SceneCompanion? {
    _read { yield storage.parts.companion }
    _modify {
      makeUnique()
      yield &storage.parts.companion
    }
  }

  /// Copies the parts unless this scene is their only owner, so they can be changed in place.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.parts) }
  }

  /// Whether two scenes have equal parts.
  public static func == (lhs: TourScene, rhs: TourScene) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.parts == rhs.storage.parts
  }

  /// Hashes the scene's parts.
  public func hash(into hasher: inout Hasher) {
    storage.parts.hash(into: &hasher)
  }

  /// Creates a scene from its main parts.
  ///
  /// The scene has no skip control, progress text, ornaments, companion or accessibility elements, and draws
  /// its layers in ``SceneLayer/standardOrder``; set ``skipControl``, ``progress``, ``ornaments``,
  /// ``companion``, ``accessibilityElements`` and ``zOrder`` to add them.
  ///
  /// - Parameters:
  ///   - size: The size of the overlay.
  ///   - layoutDirection: The layout direction the scene is composed for.
  ///   - safeAreaInsets: The host's safe-area insets.
  ///   - stepIndex: The zero-based index of the step shown, or `nil` when none is.
  ///   - stepCount: The number of steps in the tour.
  ///   - isTransitioning: Whether a transition is running.
  ///   - overlay: The dimming overlay and its openings.
  ///   - coachMark: The coach mark, or `nil` when none is visible.
  ///   - interaction: What the hit-test needs.
  public init(
    size: Size,
    layoutDirection: ReadingDirection = .leftToRight,
    safeAreaInsets: DirectionalEdgeInsets = .zero,
    stepIndex: Int?,
    stepCount: Int,
    isTransitioning: Bool = false,
    overlay: SceneOverlay,
    coachMark: SceneCoachMark? = nil,
    interaction: SceneInteraction = SceneInteraction()
  ) {
    storage = Storage(
      Parts(
        size: size, layoutDirection: layoutDirection, safeAreaInsets: safeAreaInsets, stepIndex: stepIndex,
        stepCount: stepCount,
        isTransitioning: isTransitioning, overlay: overlay, coachMark: coachMark, skipControl: nil,
        progress: nil, ornaments: [], zOrder: SceneLayer.standardOrder, interaction: interaction,
        accessibilityElements: [], companion: nil))
  }

  /// Creates a scene from every part: the presenter's initialiser, which builds each frame's scene without a
  /// copy-on-write check per part.
  package init(
    size: Size, layoutDirection: ReadingDirection, safeAreaInsets: DirectionalEdgeInsets, stepIndex: Int?,
    stepCount: Int, isTransitioning: Bool, overlay: SceneOverlay, coachMark: SceneCoachMark?,
    skipControl: SceneSkipControl?, progress: SceneProgress?, ornaments: [SceneOrnament],
    interaction: SceneInteraction, accessibilityElements: [SceneAccessibilityElement], companion: SceneCompanion?
  ) {
    storage = Storage(
      Parts(
        size: size, layoutDirection: layoutDirection, safeAreaInsets: safeAreaInsets, stepIndex: stepIndex,
        stepCount: stepCount, isTransitioning: isTransitioning, overlay: overlay, coachMark: coachMark,
        skipControl: skipControl, progress: progress, ornaments: ornaments, zOrder: SceneLayer.standardOrder,
        interaction: interaction, accessibilityElements: accessibilityElements, companion: companion))
  }

  /// The overlay's bounds in overlay space: the origin and ``size``.
  public var bounds: Rect { Rect(origin: Point(x: 0, y: 0), size: size) }

  /// The part of ``bounds`` inside the safe area: the bounds inset by ``safeAreaInsets`` (leading and
  /// trailing resolved with ``layoutDirection``), or the bounds themselves when the insets are not finite or
  /// leave no room (as ``/LodestarLayout/CoachMarkLayout/container(bounds:safeAreaInsets:layoutDirection:)``).
  public var safeArea: Rect {
    CoachMarkLayout.container(bounds: bounds, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection)
  }

  /// An empty scene of the given size: a transparent overlay without openings and nothing else.
  public static func empty(size: Size, layoutDirection: ReadingDirection = .leftToRight) -> TourScene {
    TourScene(
      size: size, layoutDirection: layoutDirection, stepIndex: nil, stepCount: 0,
      overlay: SceneOverlay(bounds: Rect(origin: Point(x: 0, y: 0), size: size), cutouts: [], opacity: .transparent))
  }
}

extension TourScene {
  /// The stored parts of a scene.
  struct Parts: Hashable {
    var size: Size
    var layoutDirection: ReadingDirection
    var safeAreaInsets: DirectionalEdgeInsets
    var stepIndex: Int?
    var stepVisit: Int? = nil
    var stepCount: Int
    var stepProgress: StepProgress? = nil
    var isTransitioning: Bool
    var overlay: SceneOverlay
    var coachMark: SceneCoachMark?
    var skipControl: SceneSkipControl?
    var progress: SceneProgress?
    var ornaments: [SceneOrnament]
    var zOrder: [SceneLayer]
    var interaction: SceneInteraction
    var accessibilityElements: [SceneAccessibilityElement]
    var companion: SceneCompanion?
    var textSize = TextSizeCategory.large
  }

  /// The box that copies of a scene share. It is mutated in place only while one scene owns it (see
  /// `makeUnique()`), so sharing it between threads is safe.
  final class Storage: @unchecked Sendable {
    var parts: Parts

    init(_ parts: Parts) {
      self.parts = parts
    }
  }
}
