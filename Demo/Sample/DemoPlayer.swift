import Lodestar

/// Plays a ``DemoTour`` over a screen through the real ``TourPresenter``: the demo's navigation (next,
/// previous, skip, rotate, right-to-left, reduced motion) moves the presenter at explicit times, and every
/// frame is a rendering of the presenter's ``TourScene``.
@MainActor
final class DemoPlayer {
  let tour: DemoTour
  private(set) var screen: SceneGraph
  private let makeScreen: (@Sendable (Size, Bool) -> SceneGraph)?
  let presenter: TourPresenter<SceneGraph>
  private(set) var isPaused = false
  private(set) var isRightToLeft = false
  private(set) var reducesMotion = false
  private(set) var sentEvents: [String] = []

  /// The monospaced metrics that make one character one terminal cell at the default scale.
  static let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)

  init(
    tour: DemoTour, screen: SceneGraph, makeScreen: (@Sendable (Size, Bool) -> SceneGraph)? = nil,
    isRightToLeft: Bool = false
  ) {
    self.tour = tour
    self.screen = screen
    self.makeScreen = makeScreen
    self.isRightToLeft = isRightToLeft
    presenter = TourPresenter(tree: screen, measurer: Self.measurer)
    controller = Self.makeController(tour)
    presenter.follow(controller)
    applyOptions()
  }

  /// The Flow controller that runs the tour: one step per coach mark, each app event a completer, and
  /// transitions completing at once (the presenter animates them on its own timeline).
  let controller: TourController<CoachMark>

  static func makeController(_ tour: DemoTour) -> TourController<CoachMark> {
    let steps = tour.steps.enumerated().map { index, step in
      TourStep(
        id: "step-\(index + 1)", content: step.mark, target: StepTarget { true },
        completers: step.completionEvent.map { [StepCompleter(.event($0))] } ?? [])
    }
    return TourController(steps: steps, configuration: TourControllerConfiguration(transitions: .immediate))
  }

  var size: Size { screen.roots.first?.frame.size ?? Size(width: 0, height: 0) }
  var stepCount: Int { tour.steps.count }
  var currentTitle: String { index.map { tour.steps[$0].title } ?? "" }

  var index: Int? { controller.isStarted && controller.currentIndex >= 0 ? controller.currentIndex : nil }
  private(set) var hasStarted = false
  var isFinished: Bool { hasStarted && !controller.isStarted }

  func start(time: Double) {
    hasStarted = true
    try? controller.start()
    _ = presenter.scene(at: time)
  }

  /// Notes that the controller was started elsewhere (by the eligibility launcher).
  func markStarted(time: Double) {
    hasStarted = true
    _ = presenter.scene(at: time)
  }

  /// Shows step `index` directly (used by `render --step`).
  func show(step: Int, time: Double) {
    guard tour.steps.indices.contains(step) else { return }
    hasStarted = true
    if controller.isStarted { try? controller.show(at: step) } else { try? controller.start(at: step) }
    _ = presenter.scene(at: time)
  }

  func next(time: Double) {
    guard let current = index, !isPaused else { return }
    // A step the app completes advances when the app sends its event, as a real app would.
    if let event = tour.steps[current].completionEvent, controller.handle(event: event) {
      sentEvents.append(event)
    } else if current + 1 < stepCount {
      try? controller.next()
    } else {
      controller.stop(immediately: false)
    }
    _ = presenter.scene(at: time)
  }

  func previous(time: Double) {
    guard let current = index, current > 0, !isPaused else { return }
    try? controller.previous()
    _ = presenter.scene(at: time)
  }

  func skip(time: Double) {
    guard index != nil else { return }
    controller.skip()
    _ = presenter.scene(at: time)
  }

  func togglePause() { isPaused.toggle() }

  /// Changes whenever ``screen`` is replaced or resized.
  private(set) var screenVersion = 0

  func rotate() {
    resize(to: Size(width: size.height, height: size.width))
  }

  /// Lays the screen out for `newSize` (the sample screen) or resizes its root (a screen from a file).
  func resize(to newSize: Size) {
    if let makeScreen {
      screen = makeScreen(newSize, isRightToLeft)
    } else if let root = screen.rootIDs.first {
      try? screen.modify(root) { $0.frame = Rect(origin: $0.frame.origin, size: newSize) }
    }
    // A new graph may start at the old one's version: tell the presenter the tree changed.
    presenter.tree = screen
    presenter.invalidateLayout()
    screenVersion += 1
  }

  func toggleRightToLeft() {
    isRightToLeft.toggle()
    if makeScreen != nil { resize(to: size) }
    applyOptions()
  }

  func toggleReducedMotion() {
    reducesMotion.toggle()
    applyOptions()
  }

  func scene(at time: Double) -> TourScene { presenter.scene(at: time) }

  func isAnimating(at time: Double) -> Bool { presenter.isTransitioning(at: time) }

  private func applyOptions() {
    var options = TourPresenterOptions(
      layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight,
      skipControl: SkipControlOptions(title: tour.skipTitle))
    var style = TourAnimationStyle.standard
    style.reducedMotion = reducesMotion ? .crossFade : .off
    options.transitionStyle = style
    presenter.options = options
  }
}
