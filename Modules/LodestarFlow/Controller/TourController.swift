/// Drives a ``TourMachine`` on the main actor: supplies steps (from a data source or a step list), calls
/// the delegate and plugins, publishes events, runs timers on an injected clock or ``TourTimerScheduler``,
/// and waits for targets and hooks.
///
/// Every command goes through one queue: a command issued from inside a callback (a delegate calling
/// `next()` from `didShow`, `pause` from `willShow`) runs after the callback's batch of events, and before
/// the batch's request (a step load or a transition) starts. So a pause from `willShow` stops the step's
/// appearance before it begins, as in Instructions.
@MainActor
public final class TourController<Content: Sendable> {
  enum Pending {
    case command(TourCommand)
    case update((inout Content) -> Void)
  }

  struct TargetWait {
    var step: TourStep<Content>
    var index: Int
    var ticket: TourTicket
    /// The timer that ends the wait.
    var timeout: TourTimer?
  }

  /// The controller's behaviour.
  public let configuration: TourControllerConfiguration
  /// Receives callbacks; held weakly.
  public weak var delegate: (any TourControllerDelegate<Content>)?
  /// Runs after every end, after all hide events (not when the controller is released while shown), with
  /// the dismissal context and the step that was on screen when the tour ended (nil if none was). It is the
  /// end signal for most apps; <doc:EndOfATour> says when the delegate, a plugin or ``events()`` fits better.
  public var onDismiss: (@MainActor (TourDismissal, TourStep<Content>?) -> Void)?
  /// Asked before an end the user or the application requests (`skip()`, an animated `stop`, an outside
  /// tap that dismisses); false keeps the tour running (Shepherd's confirmCancel, driver.js'
  /// onDestroyStarted).
  public var shouldEnd: (@MainActor (DismissReason) async -> Bool)?
  /// Awaited before each step shows (react-joyride's `before`); a thrown error or a timeout
  /// (``TourControllerConfiguration/beforeShowTimeout``) applies the step's missing-target policy.
  public var beforeShow: (@MainActor (TourStep<Content>, Int) async throws -> Void)?
  /// The target of a step that has none of its own (``TourStep/target`` is nil), found from the step's
  /// content; `nil` from it, or no closure, means the step shows centred.
  ///
  /// A view layer whose content names its target sets it, so a step names its target once:
  /// LodestarViewModel's `TourPresenter.follow(_:)` resolves a coach mark's `target` in the presenter's host
  /// tree. A step's own ``TourStep/target`` always wins.
  public var contentTarget: (@MainActor (Content) -> StepTarget?)?
  /// Decides whether a step's ``TourStep/condition`` holds, when the step is about to load and when
  /// ``progress(ofStepAt:)`` counts the steps that will show. `nil` (the default): conditions are not evaluated
  /// and every step shows. Set it before starting a tour, and again when what it reads changes (for
  /// LodestarEligibility, `await center.snapshot()`); it is read synchronously on the main actor.
  public var conditionEvaluator: (any StepConditionEvaluator)?

  /// The state machine, for inspection.
  public internal(set) var machine: TourMachine
  /// The steps of a step-list controller (empty for a data-source controller).
  public internal(set) var steps: [TourStep<Content>] {
    get {
      makeLazySteps()
      return madeSteps
    }
    _modify {
      makeLazySteps()
      yield &madeSteps
    }
  }
  /// The steps made so far: all of them, unless ``lazySteps`` makes them.
  private var madeSteps: [TourStep<Content>] = []
  /// The steps not made yet, when the controller was made with a ``LazyTourSteps``: each is made when the controller
  /// loads it (``stepInList(at:)``), and all of them when ``steps`` is read.
  private var lazySteps: LazyTourSteps<Content>?
  /// The identities of ``steps``, so ``addStep(_:)`` finds a duplicate without scanning the list; `nil` until the
  /// first ``addStep(_:)`` for steps whose identities were known to be all different when the controller was made
  /// (``init(steps:identitiesAreUnique:configuration:clock:)``), which need no set to start.
  private var stepIDs: Set<String>?
  /// The steps the initializer rejected, with the reason.
  public internal(set) var rejectedSteps: [TourStepError] = []
  /// The step on screen (loaded, with the delegate's edits), or nil.
  public internal(set) var currentStep: TourStep<Content>?
  /// How many times ``updateCurrentStep(_:)`` has changed ``currentStep``'s content: a view layer that
  /// drew the step at one revision draws it again at the next.
  public internal(set) var currentStepRevision = 0
  /// The number of the current visit of a step: it grows by one each time a step is about to show
  /// (``TourEvent/stepWillShow(index:)``), so two visits of one step, such as step 1 before and after a
  /// `next()` and a `previous()`, have different numbers. A view layer stamps each frame with it, and a tap
  /// on a frame of an earlier visit is stale (LodestarViewModel's `TourScene.stepVisit`).
  public internal(set) var stepVisit = 0
  /// The resolved target of the step on screen; nil when it has none or shows centred.
  public internal(set) var currentTarget: ResolvedTarget?
  /// The skip control the data source asked for at start (``TourDataSource/skipControl(for:)``); `nil`
  /// means none for a data-source controller, and is always `nil` for a step-list controller (whose view
  /// layer decides).
  public internal(set) var skipControl: TourSkipControl?
  /// The host (screen) the application reported as current.
  public internal(set) var currentHost: TourHost?
  /// The last command the machine rejected after it was queued.
  public internal(set) var lastRejection: TourCommandError?

  /// The data source the steps come from (held weakly), or `nil` for a step-list controller.
  public private(set) weak var dataSource: (any TourDataSource<Content>)?
  /// Whether the steps come from a data source (even one that has gone away) rather than a step list.
  public let usesDataSource: Bool
  let clock: TourClock
  var plugins: [any TourPlugin] = []
  var continuations: [Int: AsyncStream<TimedTourEvent>.Continuation] = [:]
  var nextContinuationKey = 0
  var pending: [Pending] = []
  var isDispatching = false
  var loadedIndex: Int?
  var screenIndex: Int?
  var activeCompleters: [StepCompleter] = []
  var completerIndex: Int?
  var completerGeneration = 0
  var completerTimers: [TourTimer] = []
  var targetWait: TargetWait?
  var eventSequence = 0
  var lastTimestamp = Duration.zero
  var isTornDown = false
  /// The package's own observers (the coordinator, the eligibility launcher): every delivered event, last, after
  /// the application's `onDismiss` for `tourDidEnd`.
  package var eventObservers: [@MainActor (TourEvent) -> Void] = []

  /// Creates a controller whose steps come from a data source (held weakly, asked lazily).
  ///
  /// - Parameters:
  ///   - dataSource: Supplies the steps; held weakly.
  ///   - configuration: The controller's behaviour.
  ///   - clock: Tells the time and runs the controller's timers. By default, tasks that sleep on
  ///     `ContinuousClock`; ``ClockTimerScheduler`` runs them on another `Clock`, and LodestarTesting's
  ///     `ManualClock` runs them when a test advances it.
  public init(
    dataSource: any TourDataSource<Content>, configuration: TourControllerConfiguration = TourControllerConfiguration(),
    clock: some TourTimerScheduler = ClockTimerScheduler(ContinuousClock())
  ) {
    self.configuration = configuration
    self.machine = TourMachine(configuration: configuration.machine)
    self.clock = TourClock(clock)
    self.dataSource = dataSource
    self.usesDataSource = true
  }

  /// Creates a controller with a list of steps; duplicate steps are left out and listed in ``rejectedSteps``.
  ///
  /// - Parameters:
  ///   - steps: The tour's steps, in order.
  ///   - configuration: The controller's behaviour.
  ///   - clock: Tells the time and runs the controller's timers. By default, tasks that sleep on
  ///     `ContinuousClock`; ``ClockTimerScheduler`` runs them on another `Clock`, and LodestarTesting's
  ///     `ManualClock` runs them when a test advances it.
  /// - Complexity: O(*n*) for *n* steps; a list with nothing to reject is kept as given, not copied.
  public convenience init(
    steps: [TourStep<Content>], configuration: TourControllerConfiguration = TourControllerConfiguration(),
    clock: some TourTimerScheduler = ClockTimerScheduler(ContinuousClock())
  ) {
    self.init(steps: steps, identitiesAreUnique: false, configuration: configuration, clock: clock)
  }

  /// Creates a controller with a list of steps whose identities may already be known to be all different (a
  /// validated tour file's): the list is then kept as given without each identity being hashed (about 400
  /// instructions a step at start-up, Scripts/bench startup), and the set of identities that ``addStep(_:)`` checks
  /// is made when a step is first added. Otherwise the steps are checked as ``init(steps:configuration:clock:)``
  /// checks them.
  ///
  /// - Parameters:
  ///   - steps: The tour's steps, in order.
  ///   - identitiesAreUnique: Whether the steps' identities are known to be all different.
  ///   - configuration: The controller's behaviour.
  ///   - clock: Tells the time and runs the controller's timers.
  package init(
    steps: [TourStep<Content>], identitiesAreUnique: Bool, configuration: TourControllerConfiguration,
    clock: some TourTimerScheduler
  ) {
    self.configuration = configuration
    self.machine = TourMachine(configuration: configuration.machine)
    self.clock = TourClock(clock)
    self.usesDataSource = false
    if identitiesAreUnique {
      self.steps = steps
      return
    }
    // The usual case: every step is valid and has an identity of its own. The list is kept as given then,
    // rather than appended step by step (each append copies a step). The identities are read in place, from
    // the list's bytes: this code is generic over the content, and reading `steps[index]` or looping over
    // `steps` copies each step. (`Array.span` would do the same, but needs macOS 26 or iOS 26.) Where a step's
    // identity is, and how far apart the steps are, are asked of the runtime once: reading `step.pointee.id`
    // through a typed pointer asked for the generic step type's metadata on every step (about 330 instructions a
    // step at start-up, Scripts/bench startup).
    var found = Set<String>(minimumCapacity: steps.count)
    let acceptsEveryStep = steps.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return true }
      // `id` is a stored property, so it has an offset; without one, the steps are added one by one below.
      guard let idOffset = MemoryLayout<TourStep<Content>>.offset(of: \.id) else { return false }
      let stride = MemoryLayout<TourStep<Content>>.stride
      for index in 0..<steps.count {
        let id = base.load(fromByteOffset: index * stride + idOffset, as: String.self)
        guard found.insert(id).inserted else { return false }
      }
      return true
    }
    if acceptsEveryStep {
      self.steps = steps
      stepIDs = found
      return
    }
    for step in steps {
      do throws(TourStepError) {
        try addStep(step)
      } catch {
        rejectedSteps.append(error)
      }
    }
  }

  /// Creates a controller with a list of steps made when they are needed, when their identities are known to be all
  /// different (a validated tour file's): a step is made when it loads, so starting a long tour does not make every
  /// step (about 2,000 instructions a step at start-up, Scripts/bench startup). Otherwise every step is made now and
  /// checked as ``init(steps:configuration:clock:)`` checks them.
  ///
  /// - Parameters:
  ///   - steps: The tour's steps, in order, made when asked.
  ///   - identitiesAreUnique: Whether the steps' identities are known to be all different.
  ///   - configuration: The controller's behaviour.
  ///   - clock: Tells the time and runs the controller's timers.
  package convenience init(
    steps: LazyTourSteps<Content>, identitiesAreUnique: Bool, configuration: TourControllerConfiguration,
    clock: some TourTimerScheduler
  ) {
    guard identitiesAreUnique else {
      self.init(steps: steps.makeAll(), identitiesAreUnique: false, configuration: configuration, clock: clock)
      return
    }
    self.init(steps: [], identitiesAreUnique: true, configuration: configuration, clock: clock)
    lazySteps = steps
  }

  isolated deinit {
    tearDown()
  }

  /// The index of the step the tour is at or moving to, or `nil` when idle, while the overlay appears and
  /// while the tour ends: Instructions' `currentIndex` (which uses -1). See ``TourMachine/currentIndex``:
  /// it moves to the destination as soon as a step starts hiding.
  public var currentIndex: Int? { machine.currentIndex }
  /// The index of the step on screen (announced with `willShowStep` and not yet hidden), or `nil`.
  public var onScreenIndex: Int? { machine.onScreenIndex }
  /// The number of steps of the tour: the count the machine runs with (a data source's is asked at start
  /// and again on ``refresh()``), or the step list's count while idle. A data-source controller that never
  /// started has 0.
  public var stepCount: Int {
    machine.phase != .idle || usesDataSource ? machine.stepCount : stepListCount
  }

  /// The number of steps of the step list (0 for a data-source controller), without making a lazy list's steps.
  var stepListCount: Int { lazySteps?.count ?? madeSteps.count }

  /// The step at `index` of the step list, made now when the list makes its steps when needed, or `nil` when there
  /// is none (always for a data-source controller): what ``steps``' element would be, without making the others.
  ///
  /// - Parameter index: The step's index.
  /// - Returns: The step, or `nil`.
  package func stepInList(at index: Int) -> TourStep<Content>? {
    if let lazySteps { return index >= 0 && index < lazySteps.count ? lazySteps.make(index) : nil }
    return madeSteps.indices.contains(index) ? madeSteps[index] : nil
  }

  /// Makes every step of a list that makes its steps when needed, once.
  private func makeLazySteps() {
    guard let list = lazySteps else { return }
    lazySteps = nil
    madeSteps = list.makeAll()
  }
  /// Whether the tour runs: started and not ending (an animated stop resets it at once, as Instructions,
  /// so ``start(at:)`` can run again during the fade).
  public var isStarted: Bool { machine.isStarted }
  /// Whether the tour fades out after an animated end.
  public var isEnding: Bool { machine.isEnding }
  /// Whether the tour is paused.
  public var isPaused: Bool { machine.isPaused }
  /// What the current pause hides, or `nil` when the tour is not paused.
  public var pauseStyle: PauseStyle? { machine.pauseStyle }
  /// Whether the controller waits for the loading step's target (retrying on every ``refresh()`` until
  /// the step's wait timeout); the view layer may show a loading indicator meanwhile.
  public var isWaitingForTarget: Bool { targetWait != nil }

  /// Adds a step to a step-list controller. A data-source controller ignores its step list.
  ///
  /// - Parameter step: The step to add at the end of the list.
  /// - Throws: ``TourStepError/duplicate(id:)`` for a step whose identity is already in the list. (A step
  ///   without a target shows centred.)
  /// - Complexity: O(1) on average (a set of the identities finds duplicates), so adding *n* steps is O(*n*). The
  ///   first step added to a controller made from a validated tour file's *m* steps makes that set, O(*m*).
  public func addStep(_ step: TourStep<Content>) throws(TourStepError) {
    // Taken out of the property while it changes, so that it is changed in place rather than copied.
    var identities = stepIDs ?? Set(steps.lazy.map(\.id))
    stepIDs = nil
    defer { stepIDs = identities }
    guard identities.insert(step.id).inserted else { throw .duplicate(id: step.id) }
    steps.append(step)
  }

  /// Registers a plugin; registering the same object again does nothing.
  public func register(_ plugin: any TourPlugin) {
    guard !plugins.contains(where: { $0 === plugin }) else { return }
    plugins.append(plugin)
  }

  /// Unregisters a plugin silently (no events, no tear-down); unknown plugins are ignored.
  public func unregister(_ plugin: any TourPlugin) {
    plugins.removeAll { $0 === plugin }
  }

  /// A new stream of every event from now on, with timestamps; it finishes when the controller is
  /// released.
  public func events() -> AsyncStream<TimedTourEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: TimedTourEvent.self, bufferingPolicy: .unbounded)
    if isTornDown {
      continuation.finish()
      return stream
    }
    let key = nextContinuationKey
    nextContinuationKey += 1
    continuations[key] = continuation
    return stream
  }

  /// Releases everything while the controller goes away: plugins (and the package's event observers) see the
  /// hide events of a tour still shown and plugins get `tearDown()`; no application callback runs (delegate,
  /// `onDismiss`, stream).
  func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    cancelTimers()
    if machine.phase != .idle {
      let effects = machine.send(.stop(immediately: true, emulatingSkip: false))
      for effect in effects {
        if case .emit(let event, _) = effect {
          let context = pluginContext(for: event, timestamp: timestamp())
          for plugin in plugins { plugin.handle(event, context: context) }
          if case .stepDidHide = event { screenIndex = nil }
          for observer in eventObservers { observer(event) }
        }
      }
    }
    for plugin in plugins { plugin.tearDown() }
    for continuation in continuations.values { continuation.finish() }
    continuations.removeAll()
    pending.removeAll()
  }

  func cancelTimers() {
    completerGeneration += 1
    for timer in completerTimers { timer.cancel() }
    completerTimers.removeAll()
    activeCompleters.removeAll()
    targetWait?.timeout?.cancel()
    targetWait = nil
  }
}
