import Lodestar
import LodestarTesting

/// Plays a ``DemoTour`` over a screen through the real ``TourPresenter``: the demo's navigation (next,
/// previous, skip, rotate, right-to-left, reduced motion) moves the presenter at explicit times, and every
/// frame is a rendering of the presenter's ``TourScene``.
@MainActor
package final class DemoPlayer {
  /// The tour being played.
  package let tour: DemoTour
  /// The screen the tour plays over (replaced when it is rotated or resized).
  package var screen: SceneGraph
  private let makeScreen: (@Sendable (Size, Bool) -> SceneGraph)?
  /// The presenter whose scenes the demo draws.
  package let presenter: TourPresenter<SceneGraph>
  /// Whether the layout is right-to-left (the r key).
  package private(set) var isRightToLeft = false
  /// Whether transitions cross-fade instead of moving (the m key).
  package private(set) var reducesMotion = false
  /// The app events the demo sent to complete steps, in order.
  package private(set) var sentEvents: [String] = []
  /// The scrolls in flight that reveal a step's target (``scrollAsked(_:)``).
  package var scrolls: [DemoScroll] = []
  /// The time of the latest frame or settle, when a scroll asked now starts.
  package var frameTime = 0.0

  /// The monospaced metrics that make one character one terminal cell at the default scale: what the
  /// terminal frames are laid out with.
  package static let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)

  /// Helvetica's metrics: what SVG and JSON frames are laid out with (``SVGRenderer`` writes Helvetica and
  /// its metric-compatible fonts).
  package static let proportionalMeasurer = ProportionalTextMeasurer()

  /// The measurer the player's scenes are laid out with.
  package var textMeasurer: any TextMeasurer { presenter.measurer }

  /// A player of `tour` over `screen`, laid out with `measurer`.
  ///
  /// - Parameters:
  ///   - makeScreen: Lays the screen out again for a size and direction (the sample screen); without it, a
  ///     rotation or resize resizes the screen's root.
  package init(
    tour: DemoTour, screen: SceneGraph, makeScreen: (@Sendable (Size, Bool) -> SceneGraph)? = nil,
    isRightToLeft: Bool = false, measurer: any TextMeasurer = DemoPlayer.measurer
  ) {
    self.tour = tour
    self.screen = screen
    self.makeScreen = makeScreen
    self.isRightToLeft = isRightToLeft
    reducesMotion = tour.document?.options.reducedMotion == .always
    let clock = ManualClock()
    self.clock = clock
    let presenter = TourPresenter(tree: screen, measurer: measurer)
    self.presenter = presenter
    controller = Self.makeController(tour, presenter: presenter, clock: clock)
    presenter.follow(controller)
    presenter.scrollHandler = { [weak self] requests in self?.scrollAsked(requests) }
    reportHost()
    applyOptions()
  }

  /// Tells a document's controller that the screen's root is the current host, so steps that name it
  /// (`"host"`) show.
  private func reportHost() {
    guard tour.document != nil, let root = screen.rootIDs.first else { return }
    controller.hostDidAppear(TourHost(rawValue: root.rawValue))
  }

  /// The Flow controller that runs the tour, with transitions completing at once (the presenter animates
  /// them on its own timeline) and timers on the demo's clock.
  ///
  /// A document's steps come from ViewModel's mapping: every completer kind, the missing-target policy and
  /// wait (targets are looked up in the presenter's screen), attachments, and the tour's previous-from-first
  /// and transition policies. The built-in tour has one step per coach mark (its target found by the presenter the
  /// controller follows, waited for like a document's), each app event a completer.
  package let controller: TourController<CoachMark>
  /// The clock of the controller's timers (duration completers, the wait for a missing target), moved to
  /// each frame's time: the timers that are due run while it moves, in deadline order.
  package let clock: ManualClock

  /// Makes the controller of ``controller`` for `tour`.
  package static func makeController(
    _ tour: DemoTour, presenter: TourPresenter<SceneGraph>, clock: ManualClock
  ) -> TourController<CoachMark> {
    let immediate = TourControllerConfiguration(transitions: .immediate)
    if let document = tour.document {
      // Each step made when the controller loads it, rather than every step at start.
      let steps = document.lazyTourSteps(presenter: presenter)
      // The document's validation found every step id different, so the controller does not check them again.
      return TourController(
        steps: steps, identitiesAreUnique: document.hasUniqueStepIDs,
        configuration: document.controllerConfiguration(immediate),
        clock: clock)
    }
    let steps = tour.steps.enumerated().map { index, step in
      TourStep(
        id: "step-\(index + 1)", content: step.mark,
        completers: step.completionEvent.map { [StepCompleter(.event($0))] } ?? [])
    }
    return TourController(steps: steps, configuration: immediate, clock: clock)
  }

  /// The size of the screen (its first root).
  package var size: Size { screen.roots.first?.frame.size ?? Size(width: 0, height: 0) }
  /// The number of steps of the tour.
  package var stepCount: Int { tour.steps.count }
  /// The title of the step on screen, or the empty string when none is.
  package var currentTitle: String { index.map { tour.steps[$0].title } ?? "" }

  /// The index of the step on screen, or `nil` when the tour is not running.
  package var index: Int? { controller.isStarted ? controller.onScreenIndex : nil }
  /// Whether the tour was started (it may have ended since).
  package private(set) var hasStarted = false
  /// Whether the tour started and has ended.
  package var isFinished: Bool { hasStarted && !controller.isStarted }

  /// Starts the tour at its first step and lays out the scene at `time`.
  package func start(time: Double) {
    hasStarted = true
    try? controller.start()
    _ = presenter.scene(at: time)
  }

  /// Notes that the controller was started elsewhere (by the eligibility launcher).
  package func markStarted(time: Double) {
    hasStarted = true
    _ = presenter.scene(at: time)
  }

  /// Shows step `index` directly (used by `render --step`).
  package func show(step: Int, time: Double) {
    guard tour.steps.indices.contains(step) else { return }
    hasStarted = true
    if controller.isStarted { try? controller.show(at: step) } else { try? controller.start(at: step) }
    _ = presenter.scene(at: time)
  }

  /// Advances the tour as the next control does: completes the step the way the app would, or moves on (the
  /// last step ends the tour).
  package func next(time: Double) {
    guard let current = index, !isPaused else { return }
    // A step the app completes advances when the app does what completes it, as a real app would.
    if completeCurrentStep() {
      // The completer advanced or dismissed.
    } else if current + 1 < stepCount {
      try? controller.next()
    } else {
      controller.stop(immediately: false)
    }
    _ = presenter.scene(at: time)
  }

  /// Does what the current step's first completer the demo can trigger waits for: sends its app event,
  /// reports its interaction (a tap inside the cut-out or on the target) or performs its gesture (reported as
  /// the app's gesture recogniser would). Duration completers fire on their own as the clock moves. Returns
  /// whether a completer fired.
  package func completeCurrentStep() -> Bool {
    for completer in controller.currentStep?.completers ?? [] {
      switch completer.trigger {
      case .event(let name):
        if controller.handle(event: name) {
          sentEvents.append(name)
          return true
        }
      case .interaction(let interaction):
        if controller.report(interaction) { return true }
      case .gesture(let gesture):
        if controller.report(Self.performing(gesture)) { return true }
      case .duration, .predicate:
        continue
      }
    }
    return false
  }

  /// The gesture a user performs to satisfy `gesture`: the same kind, held or dragged exactly as far as it
  /// asks, starting in its area.
  package static func performing(_ gesture: StepGesture) -> RecognizedGesture {
    let kind: RecognizedGesture.Kind =
      switch gesture.kind {
      case .tap: .tap
      case .doubleTap: .doubleTap
      case .longPress(let minimum): .longPress(duration: max(minimum, .zero))
      case .swipe(let direction): .swipe(direction)
      case .pan(let minimum): .pan(distance: minimum.isFinite ? max(minimum, 0) : 0)
      }
    return RecognizedGesture(kind, in: [gesture.area])
  }

  /// Goes back one step, as the back control does.
  package func previous(time: Double) {
    // A document's tour lets the controller apply its previous-from-first policy; the built-in tour stays.
    guard let current = index, current > 0 || tour.document != nil, !isPaused else { return }
    try? controller.previous()
    _ = presenter.scene(at: time)
  }

  /// Skips the rest of the tour, as the skip control does.
  package func skip(time: Double) {
    guard index != nil else { return }
    controller.skip()
    _ = presenter.scene(at: time)
  }

  /// Whether the tour is paused (space): the controller's pause, which the presenter shows.
  package var isPaused: Bool { controller.isPaused }

  /// Pauses the tour with Instructions' `.hideInstructions` (the overlay, coach mark and skip control
  /// disappear and the screen underneath shows, undimmed), or resumes it on the exact frame it left.
  package func togglePause() {
    if controller.isPaused {
      controller.resume()
    } else {
      controller.pause(.hideInstructions)
    }
  }

  /// Changes whenever ``screen`` is replaced or resized.
  package var screenVersion = 0

  /// Swaps the screen's width and height, as rotating the device does.
  package func rotate() {
    resize(to: Size(width: size.height, height: size.width))
  }

  /// Lays the screen out for `newSize` (the sample screen) or resizes its root (a screen from a file).
  package func resize(to newSize: Size) {
    if let makeScreen {
      screen = makeScreen(newSize, isRightToLeft)
    } else if let root = screen.rootIDs.first {
      try? screen.modify(root) { $0.frame = Rect(origin: $0.frame.origin, size: newSize) }
    }
    presenter.replaceTree(with: screen)
    reportHost()
    screenVersion += 1
  }

  /// Changes one element of the screen (a script's `move`, `hide` and `show`), as an app's layout would:
  /// the presenter follows the tree, and the controller looks for its step's target again (a waiting step
  /// shows when its target appears).
  package func modifyElement(_ id: ElementID, _ change: (inout HostElement) -> Void) {
    guard (try? screen.modify(id, change)) != nil else { return }
    presenter.replaceTree(with: screen)
    screenVersion += 1
    controller.refresh()
  }

  /// Switches between left-to-right and right-to-left layout.
  package func toggleRightToLeft() {
    isRightToLeft.toggle()
    if makeScreen != nil { resize(to: size) }
    applyOptions()
  }

  /// The host's safe-area insets (`check` sets a device's).
  package var safeAreaInsets = DirectionalEdgeInsets.zero {
    didSet { applyOptions() }
  }

  /// The reader's text size the tour is laid out at (the `+` and `-` keys, `--text-size`).
  package var textSize = TextSizeCategory.large {
    didSet { applyOptions() }
  }

  /// Makes the text one size larger (`larger`) or smaller, within the 12 sizes.
  package func stepTextSize(larger: Bool) {
    let sizes = TextSizeCategory.allCases
    let index = min(max(textSize.index + (larger ? 1 : -1), 0), sizes.count - 1)
    textSize = sizes[index]
  }

  /// Switches reduced motion on or off.
  package func toggleReducedMotion() {
    reducesMotion.toggle()
    applyOptions()
  }

  /// Lays the tour's text out in the cells of `mapping` (a terminal window the screen is scaled to), so the
  /// terminal renderer draws each line in the cells it was measured in; changes the layout only when the
  /// cell size changed.
  package func measureText(in mapping: PointToCellMapping) {
    let measurer = MonospacedTextMeasurer(cellWidth: mapping.pointsPerColumn, lineHeight: mapping.pointsPerRow)
    if (presenter.measurer as? MonospacedTextMeasurer) != measurer { presenter.measurer = measurer }
  }

  /// The scene at `time`, after moving the controller's clock there.
  package func scene(at time: Double) -> TourScene {
    advanceScrolls(to: time)
    clock.advance(to: time)
    return presenter.scene(at: time)
  }

  /// Moves the controller's clock to `time`; the timers that are due (a duration completer, a missing
  /// target's wait) run before it returns, in deadline order.
  package func settle(at time: Double) {
    advanceScrolls(to: time)
    clock.advance(to: time)
  }

  /// Whether a transition is in progress at `time`.
  package func isAnimating(at time: Double) -> Bool { presenter.isTransitioning(at: time) }

  private func applyOptions() {
    var options = TourPresenterOptions(
      layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight, safeAreaInsets: safeAreaInsets,
      skipControl: tour.skipTitle.map { SkipControlOptions(title: $0) })
    // A document's overlay colour, blur and skip label (its reduced motion is the initial state of the m key).
    if let document = tour.document { options = document.presenterOptions(options) }
    var style = TourAnimationStyle.standard
    style.reducedMotion = reducesMotion ? .crossFade : .off
    options.transitionStyle = style
    options.textSize = textSize
    presenter.options = options
  }
}
