import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarTimeline

/// Turns a running tour into a ``/LodestarScene/TourScene`` per frame: it combines the steps (``CoachMark``s, given
/// directly or read from a ``/LodestarFlow/TourController``), the app's ``/LodestarHostTree/HostTree``, the layout and the
/// timeline.
///
/// Drive it with explicit times (seconds on any monotonic clock): ``start(at:time:)``,
/// ``show(stepAt:time:)``, ``dismiss(time:)``, and call ``scene(at:)`` once per frame. Between
/// transitions the scene is cached: a steady frame costs a version check (while a coach mark plays an idle
/// animation, each frame samples it instead). Targets are tracked with a
/// ``/LodestarHostTree/TargetTracker``: when the tree's version changes, only the tracked targets are re-read (whatever the
/// tree's size), and the step is laid out again only when one of them moved, appeared, disappeared or was
/// replaced; the body's text is not wrapped again for a move. A change of the overlay root's size (a
/// rotation) lays the step out for the new size with the ``SizeTransitionBehavior`` of the options.
@MainActor
public final class TourPresenter<Tree: HostTree> {
  /// The app's user interface. Change it with ``replaceTree(with:)`` or ``updateTree(_:)``, which both make the
  /// next frame re-read the tracked targets, whatever the tree's version says (a freshly built
  /// ``/LodestarHostTree/SceneGraph`` starts at the version of the one it replaces). Read-only here so that no
  /// change can pass unseen.
  public internal(set) var tree: Tree
  /// The root (window, host) whose bounds are the overlay; `nil` for the tree's first root.
  public var rootID: ElementID?
  /// The options. Changing them lays the current step out again on the next frame. The reader's settings
  /// (``readerSettings``), when given, take precedence over the layout direction, text size, reduced motion and
  /// reduce-transparency settings here.
  public var options: TourPresenterOptions {
    didSet { optionsDidChange() }
  }
  /// The reader's accessibility and language settings, as the platform reports them: a renderer passes them
  /// with every frame (``scene(at:readerSettings:)``) so a change while a step shows is picked up on the next
  /// frame. `nil` (the default) until a renderer passes them: the ``options`` apply as they are.
  public var readerSettings: ReaderSettings? {
    didSet { if readerSettings != oldValue { optionsDidChange() } }
  }
  /// The options as the reader's settings apply them: what every layout and transition reads.
  var effectiveOptions: TourPresenterOptions
  /// The app's font metrics for the default body, skip control and progress text.
  public var measurer: any TextMeasurer {
    didSet { invalidateLayout() }
  }
  /// Every word the tour shows or speaks that the steps do not give: the default next and skip texts, the
  /// progress text and the accessibility labels, hints and scroll status of each scene. Pass the same value to
  /// ``LodestarScene/TourScene/accessibility(strings:isModal:)``. English by default; changing it lays the
  /// current step out again on the next frame.
  public var strings = TourStrings() {
    didSet { invalidateLayout() }
  }
  /// The steps, when the presenter is driven directly (a controller's steps replace them).
  public var steps: [CoachMark] {
    didSet { invalidateLayout() }
  }
  /// The index of the step shown (or disappearing), or `nil` before the tour and after it ended.
  public internal(set) var currentIndex: Int?
  /// The controller whose current step the presenter follows, if any (see ``follow(_:)``).
  public internal(set) weak var controller: TourController<CoachMark>?
  /// Chooses each step's coach-mark animations when a transition begins (held weakly); without one, a
  /// step plays its coach mark's ``CoachMark/animations`` and the tour's style for the rest.
  public weak var animationDelegate: (any CoachMarkAnimationDelegate)?

  /// Performs the scrolls that reveal a followed step's target (UIKit: `setContentOffset(_:animated:)` on each
  /// container, then the controller's `refresh()` as it moves); `nil` when the host cannot scroll, so a target out
  /// of view is missing.
  public var scrollHandler: (@MainActor ([ScrollRequest]) -> Void)?

  var tracker: TargetTracker
  var readVersion: UInt64?
  /// The reveal of the followed step's target, while it loads.
  var pendingReveal: PendingReveal?
  var size = Size(width: 0, height: 0)
  var currentLayout: StepLayout?
  /// The text size the current layout was made for.
  var laidOutTextSize = TextSizeCategory.large
  var bodyContents: [Int: BodyContent] = [:]
  var transition: ActiveTransition?
  var sizeChange: SizeChange?
  var cachedScene: TourScene?
  var needsLayout = false
  var followedMark: CoachMark?
  /// The followed controller's ``/LodestarFlow/TourController/currentStepRevision`` that ``followedMark`` shows.
  var followedRevision = 0
  /// The followed controller's ``/LodestarFlow/TourController/stepVisit`` of the step shown, stamped on
  /// every scene of it (``/LodestarScene/TourScene/stepVisit``).
  var followedVisit: Int?
  /// The step drawn with edited content (``/LodestarFlow/TourController/updateCurrentStep(_:)``), whose
  /// cached body is dropped when another step shows.
  var editedIndex: Int?
  /// The followed data source's skip-control frame rule and the overlay size it was asked for (asked again
  /// at each start and size change).
  var skipRule: (size: Size, rule: SkipControlFrameRule?)?
  /// The animations of the step shown, as chosen when it appeared (its size changes replay its appearance).
  var currentAnimations = CoachMarkAnimations()
  /// Where the hint of the step shown is scrolled to, when it scrolls (``scrollHint(byLines:)``).
  var hintScroll = HintScrollPosition()

  /// Whether the coach mark is highlighted (pressed); the arrow shares the state.
  public var isCoachMarkHighlighted = false {
    didSet { cachedScene = nil }
  }
  /// App views drawn above the overlay and below the coach mark, in overlay space; they follow the overlay's
  /// opacity.
  public var ornaments: [SceneOrnament] = [] {
    didSet { cachedScene = nil }
  }
  /// What the current pause hides, or `nil` when the presentation is not paused (see ``pause(_:)``). A
  /// presenter that follows a controller takes the controller's ``/LodestarFlow/TourController/pauseStyle``
  /// on every frame.
  public internal(set) var pauseStyle: PauseStyle? {
    didSet { if pauseStyle != oldValue { cachedScene = nil } }
  }

  /// Creates a presenter over `tree` for `steps`.
  public init(
    tree: Tree, steps: [CoachMark] = [], rootID: ElementID? = nil,
    measurer: any TextMeasurer = ProportionalTextMeasurer(), options: TourPresenterOptions = TourPresenterOptions()
  ) {
    self.tree = tree
    self.steps = steps
    self.rootID = rootID
    self.measurer = measurer
    self.options = options
    self.effectiveOptions = options
    self.tracker = TargetTracker(refreshPolicy: options.refreshPolicy)
  }

  /// The number of steps: the followed controller's ``/LodestarFlow/TourController/stepCount`` (a data
  /// source's count included), or the presenter's own ``steps``.
  public var stepCount: Int { controller.map { $0.stepCount } ?? steps.count }

  /// Whether a transition (appearance, step change, size change, dismissal) is running at `time`.
  public func isTransitioning(at time: Double) -> Bool {
    if let transition, !transition.transition.isFinished(at: time - transition.start) { return true }
    if let sizeChange, time - sizeChange.start < sizeChangeDuration { return true }
    return false
  }

  /// Shows the tour from the step at `index` at `time`: the overlay fades in, the coach mark appears and
  /// the skip control follows. An index out of range does nothing.
  public func start(at index: Int = 0, time: Double) {
    guard let mark = coachMark(at: index) else { return }
    skipRule = nil
    bodyContents = [:]
    beginStep(mark, index: index)
    guard let layout = currentLayout else { return }
    currentAnimations = animations(of: mark, at: index)
    transition = ActiveTransition(
      transition: .presentation(
        cutout: layout.cutoutShape, style: effectiveOptions.transitionStyle, step: currentAnimations),
      start: time, outgoing: nil)
    sizeChange = nil
    cachedScene = nil
  }

  /// Moves to the step at `index` at `time`: the cut-out morphs while the old coach mark disappears, then
  /// the new one appears. Starts the tour when none shows; an index out of range does nothing.
  public func show(stepAt index: Int, time: Double) {
    guard let previous = currentLayout, currentIndex != nil, transition?.transition.kind != .dismissal else {
      start(at: index, time: time)
      return
    }
    guard let mark = coachMark(at: index) else { return }
    let outgoing = presentedLayout(at: time) ?? previous
    let from = presentedCutout(at: time) ?? previous.cutoutShape
    let leaving = followedMark.map { animations(of: $0, at: previous.index) } ?? currentAnimations
    beginStep(mark, index: index)
    guard let layout = currentLayout else { return }
    currentAnimations = animations(of: mark, at: index)
    transition = ActiveTransition(
      transition: .stepChange(
        from: from, to: layout.cutoutShape, style: effectiveOptions.transitionStyle, leaving: leaving,
        entering: currentAnimations),
      start: time, outgoing: outgoing, from: from, leaving: leaving)
    sizeChange = nil
    cachedScene = nil
  }

  /// Ends the tour at `time`: the coach mark disappears while the overlay fades out.
  public func dismiss(time: Double) {
    guard let layout = currentLayout, let index = currentIndex else { return }
    let leaving = followedMark.map { animations(of: $0, at: index) } ?? currentAnimations
    transition = ActiveTransition(
      transition: .dismissal(cutout: layout.cutoutShape, style: effectiveOptions.transitionStyle, step: leaving),
      start: time,
      outgoing: nil)
    sizeChange = nil
    cachedScene = nil
  }

  /// Pauses the presentation with Instructions' pause styles; the scenes show it from the next frame:
  ///
  /// - ``/LodestarFlow/PauseStyle/hideNothing``: the scene does not change.
  /// - ``/LodestarFlow/PauseStyle/hideOverlay``: the overlay (and the ornaments, which follow its opacity)
  ///   is transparent, but it still blocks touches as before; the coach mark and the skip control stay.
  /// - ``/LodestarFlow/PauseStyle/hideInstructions``: the overlay is transparent, the coach mark, skip
  ///   control and progress text are gone, no transition is reported and every touch passes through.
  ///
  /// Transitions go on underneath, so ``resume()`` shows exactly the frame the presenter would show
  /// unpaused. A presenter that follows a controller pauses and resumes with the controller instead.
  ///
  /// - Parameter style: What the pause hides.
  public func pause(_ style: PauseStyle) {
    pauseStyle = style
  }

  /// Ends a pause: the next frame is the unpaused frame for its time.
  public func resume() {
    pauseStyle = nil
  }

  /// Lays the current step out again on the next frame (after a change the tree's version does not show).
  public func invalidateLayout() {
    needsLayout = true
    cachedScene = nil
    bodyContents = [:]
    tracker.invalidate()
  }

  /// Applies the reader's settings to the options and lays the current step out again on the next frame.
  func optionsDidChange() {
    effectiveOptions = readerSettings.map { options.applying($0) } ?? options
    invalidateLayout()
  }

  func coachMark(at index: Int) -> CoachMark? {
    if let controller {
      if index == controller.onScreenIndex, let content = controller.currentStep?.content { return content }
      return controller.stepInList(at: index)?.content
    }
    return steps.indices.contains(index) ? steps[index] : nil
  }

  /// A step's animations: the delegate's answer, then the coach mark's own, for what the delegate leaves
  /// `nil`.
  func animations(of mark: CoachMark, at index: Int) -> CoachMarkAnimations {
    guard let animationDelegate else { return mark.animations }
    return animationDelegate.coachMarkAnimations(forStepAt: index, coachMark: mark).merged(over: mark.animations)
  }

  /// Switches the tracked targets to the step's and lays it out.
  func beginStep(_ mark: CoachMark, index: Int) {
    if currentIndex != index { hintScroll = HintScrollPosition() }
    currentIndex = index
    followedMark = mark
    tracker.refreshPolicy = effectiveOptions.refreshPolicy
    tracker.setTargets(mark.targets)
    readSize()
    _ = tracker.update(in: tree)
    readVersion = tree.version
    currentLayout = layoutStep(mark, index: index)
    needsLayout = false
  }

  /// Reads the overlay root's size.
  func readSize() {
    let root = rootID ?? tree.rootIDs.first
    if let root, let element = tree.element(root) {
      size = element.frame.size
    }
  }
}

/// A tour transition that runs, with when it started and the step layout it leaves. A class, so reading
/// it every frame costs a reference count rather than a copy of the whole animation.
final class ActiveTransition {
  var transition: TourAnimation<BezierPath>
  var start: Double
  var outgoing: StepLayout?
  var from: BezierPath?
  /// The outgoing step's animations during a step change (kept when the morph is retargeted).
  var leaving: CoachMarkAnimations

  init(
    transition: TourAnimation<BezierPath>, start: Double, outgoing: StepLayout?, from: BezierPath? = nil,
    leaving: CoachMarkAnimations = CoachMarkAnimations()
  ) {
    self.transition = transition
    self.start = start
    self.outgoing = outgoing
    self.from = from
    self.leaving = leaving
  }
}

/// A size change that runs: when it started, the layout before it and, when the coach mark moves with the
/// morph, the cut-out's and the body's tracks. A class, for the same reason as ``ActiveTransition``.
final class SizeChange {
  var start: Double
  var previous: StepLayout
  var cutout: KeyframeSequence<BezierPath>?
  var offset: KeyframeSequence<Point>?

  init(start: Double, previous: StepLayout) {
    self.start = start
    self.previous = previous
  }
}
