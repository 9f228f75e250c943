import LodestarFlow
import LodestarGeometry
import LodestarLayout
import LodestarTimeline

/// Turns a running tour into a ``TourScene`` per frame: it combines the steps (``CoachMark``s, given
/// directly or read from a ``/LodestarFlow/TourController``), the app's ``HostTree``, the layout and the
/// timeline.
///
/// Drive it with explicit times (seconds on any monotonic clock): ``start(at:time:)``,
/// ``show(stepAt:time:)``, ``dismiss(time:)``, and call ``scene(at:)`` once per frame. Between
/// transitions the scene is cached: a steady frame costs a version check. Targets are tracked with a
/// ``TargetTracker``: when the tree's version changes, only the tracked targets are re-read (whatever the
/// tree's size), and the step is laid out again only when one of them moved, appeared, disappeared or was
/// replaced; the body's text is not wrapped again for a move. A change of the overlay root's size (a
/// rotation) lays the step out for the new size with the ``SizeTransitionBehavior`` of the options.
@MainActor
public final class TourPresenter<Tree: HostTree> {
  /// The app's user interface. Replace or mutate it as the app changes (bumping its version).
  public var tree: Tree
  /// The root (window, host) whose bounds are the overlay; `nil` for the tree's first root.
  public var rootID: ElementID?
  /// The options. Changing them lays the current step out again on the next frame.
  public var options: TourPresenterOptions {
    didSet { invalidateLayout() }
  }
  /// The app's font metrics for the default body, skip control and progress text.
  public var measurer: any TextMeasurer {
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

  var tracker: TargetTracker
  var readVersion: UInt64?
  var size = Size(width: 0, height: 0)
  var currentLayout: StepLayout?
  var bodyContents: [Int: BodyContent] = [:]
  var transition: ActiveTransition?
  var sizeChange: SizeChange?
  var cachedScene: TourScene?
  var needsLayout = false
  var followedMark: CoachMark?

  /// Whether the coach mark is highlighted (pressed); the arrow shares the state.
  public var isCoachMarkHighlighted = false {
    didSet { cachedScene = nil }
  }
  /// App views drawn above the overlay and below the coach mark, in overlay space; they follow the overlay's
  /// opacity.
  public var ornaments: [SceneOrnament] = [] {
    didSet { cachedScene = nil }
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
    self.tracker = TargetTracker(refreshPolicy: options.refreshPolicy)
  }

  /// The number of steps.
  public var stepCount: Int { controller.map { $0.steps.count } ?? steps.count }

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
    beginStep(mark, index: index)
    guard let layout = currentLayout else { return }
    transition = ActiveTransition(
      transition: .presentation(cutout: layout.cutoutShape, style: options.transitionStyle), start: time,
      outgoing: nil)
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
    beginStep(mark, index: index)
    guard let layout = currentLayout else { return }
    transition = ActiveTransition(
      transition: .stepChange(from: from, to: layout.cutoutShape, style: options.transitionStyle), start: time,
      outgoing: outgoing, from: from)
    sizeChange = nil
    cachedScene = nil
  }

  /// Ends the tour at `time`: the coach mark disappears while the overlay fades out.
  public func dismiss(time: Double) {
    guard let layout = currentLayout, currentIndex != nil else { return }
    transition = ActiveTransition(
      transition: .dismissal(cutout: layout.cutoutShape, style: options.transitionStyle), start: time, outgoing: nil)
    sizeChange = nil
    cachedScene = nil
  }

  /// Lays the current step out again on the next frame (after a change the tree's version does not show).
  public func invalidateLayout() {
    needsLayout = true
    cachedScene = nil
    bodyContents = [:]
    tracker.invalidate()
  }

  func coachMark(at index: Int) -> CoachMark? {
    if let controller {
      if index == controller.currentIndex, let content = controller.currentStep?.content { return content }
      return controller.steps.indices.contains(index) ? controller.steps[index].content : nil
    }
    return steps.indices.contains(index) ? steps[index] : nil
  }

  /// Switches the tracked targets to the step's and lays it out.
  func beginStep(_ mark: CoachMark, index: Int) {
    currentIndex = index
    followedMark = mark
    tracker.refreshPolicy = options.refreshPolicy
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

  init(transition: TourAnimation<BezierPath>, start: Double, outgoing: StepLayout?, from: BezierPath? = nil) {
    self.transition = transition
    self.start = start
    self.outgoing = outgoing
    self.from = from
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
