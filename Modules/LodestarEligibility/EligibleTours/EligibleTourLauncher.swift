import LodestarFlow

/// Starts tours through the eligibility layer and records how they end: the adapter between a
/// ``/LodestarFlow/TourController`` and an ``EligibilityCenter``.
///
/// ```swift
/// let launcher = EligibleTourLauncher(center: center)
/// let started = try await launcher.startIfEligible(controller, id: "onboarding", at: 0)
/// ```
///
/// Starting (``startIfEligible(_:id:at:)``), in this order:
/// 1. wait until the end of an earlier run of the same identifier is recorded;
/// 2. ``EligibleTourStart/alreadyRunning`` if the controller runs or the launcher runs this identifier;
/// 3. ask ``EligibilityCenter/shouldDisplay(_:)``: if not, ``EligibleTourStart/notEligible(_:)``;
/// 4. start the controller: if it refuses, nothing is recorded (no display, no undo needed) and the reason
///    is returned (``EligibleTourStart/alreadyRunning`` for `.alreadyStarted`, otherwise
///    ``EligibleTourStart/failed(_:)``);
/// 5. record the display (``EligibilityCenter/recordDisplay(of:)``) when the first step shows (its
///    `stepWillShow`), not at the start: a display is recorded for every tour that showed a step and for no
///    other. A tour whose targets never come, or that is stopped before its first step, ends not shown:
///    nothing is recorded, ``firstShow(of:)`` says why (``EligibleTourFirstShow/notShown(_:)``), and a later
///    launch may show it. If recording fails (the store cannot be written), the tour is stopped immediately
///    (the application's `onDismiss` still runs once, with `.programmatic`) and the error is thrown when the
///    step showed during the start, or passed to ``onRecordingFailure`` when it showed later, so a tour whose
///    display is not saved does not stay on screen.
///
/// Ending: the end is taken from the run-level `tourDidEnd` (never from a per-step hook, so a finished tour cannot go
/// unrecorded), mapped with the launcher's `outcome` (``EligibleTourOutcome/init(_:)`` by default) and recorded:
/// ``EligibilityCenter/recordCompletion(of:)``, ``EligibilityCenter/recordClosed(of:)`` or
/// ``EligibilityCenter/recordDisplayEnd(of:)``. The launcher observes the controller's end directly (the same internal
/// observer the ``/LodestarFlow/TourCoordinator`` uses), so the end is recorded even when the application replaces
/// `onDismiss` while the tour runs.
///
/// The application's `onDismiss`: set it before starting. While a launched tour runs, the launcher wraps
/// it; when the tour ends the controller's `onDismiss` is put back to the application's handler at once,
/// and the handler is called exactly once, on the main actor, after the end was recorded (even when
/// recording failed), so it already sees the new status. It therefore runs a moment after `tourDidEnd`,
/// not inside it. A handler assigned while the tour runs replaces the wrapper and is called by the
/// controller itself, before the end is recorded.
///
/// Display time is measured on the center's clock (``EligibilityClock``), from the display's recording
/// (right after the first step shows) to the end's recording (right after `tourDidEnd`), so the stored duration and
/// `maxDisplayDuration` use the same clock as every other eligibility date; the controller's clock is not
/// used.
///
/// Launches run one at a time, each from its eligibility check until its display is recorded (or it ends
/// without showing a step), so two tours launched together cannot both pass the display frequency's "one new
/// tour per period": a second ``startIfEligible(_:id:at:)`` waits while the first tour's overlay appears and
/// its first target is awaited. Use one launcher per center. A controller released while its tour runs
/// ends the run as ``EligibleTourOutcome/interrupted`` (or not shown, before its first step).
@MainActor
public final class EligibleTourLauncher {
  struct PendingEnd {
    var token: Int
    var task: Task<Void, Never>
  }

  struct ObservedController {
    weak var controller: AnyObject?
  }

  /// The eligibility layer the launcher asks and records into.
  public nonisolated let center: EligibilityCenter
  /// Maps the end of a tour to the record it makes.
  public let outcome: @MainActor (TourDismissal) -> EligibleTourOutcome
  /// Called on the main actor when recording an end fails (the tour has ended; the store keeps its old
  /// state for that item), with the identifier and the error.
  public var onRecordingFailure: (@MainActor (EligibilityID, any Error) -> Void)?

  var runs: [EligibilityID: EligibleTourRun] = [:]
  /// The latest run started for each identifier, kept after it ends for ``firstShow(of:)``.
  var latestRuns: [EligibilityID: EligibleTourRun] = [:]
  var pendingEnds: [EligibilityID: PendingEnd] = [:]
  var observedControllers: [ObjectIdentifier: ObservedController] = [:]
  var nextToken = 0
  var isLaunching = false
  var launchWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a launcher over a center.
  ///
  /// - Parameters:
  ///   - center: the eligibility layer; configure it and register the tours' identifiers.
  ///   - outcome: how a dismissal counts; ``EligibleTourOutcome/init(_:)`` by default.
  public init(
    center: EligibilityCenter,
    outcome: @escaping @MainActor (TourDismissal) -> EligibleTourOutcome = { EligibleTourOutcome($0) }
  ) {
    self.center = center
    self.outcome = outcome
  }

  /// Whether the launcher runs a tour with this identifier.
  public func isRunning(_ id: EligibilityID) -> Bool {
    purgeReleasedRuns()
    return runs[id] != nil
  }

  /// Starts the tour on `controller` at step `index` if the center allows it; its display is recorded when its
  /// first step shows.
  ///
  /// See ``EligibleTourLauncher`` for the order of the checks and what is recorded when the tour ends. The call
  /// does not wait for the first step: ``firstShow(of:)`` does.
  ///
  /// - Parameters:
  ///   - controller: The controller to start; it must not run a tour.
  ///   - id: The tour's identifier in the center.
  ///   - index: The step to start at.
  /// - Returns: What happened; nothing is recorded unless the result is ``EligibleTourStart/started`` and a
  ///   step then shows.
  /// - Throws: The center's error when the display of a step that showed while the tour started could not be
  ///   recorded (the tour is then stopped immediately). A later failure goes to ``onRecordingFailure``.
  @discardableResult
  public func startIfEligible<Content>(
    _ controller: TourController<Content>, id: EligibilityID, at index: Int = 0
  ) async throws -> EligibleTourStart {
    try await start(controller, id: id, at: index, resumption: nil)
  }

  /// Starts the tour on `controller` if the center allows it, or resumes the run of it that this device's
  /// process left mid-tour; while it runs, each step that shows is recorded (by its identifier, with the
  /// resumption's version), so a relaunch can resume it.
  ///
  /// When the store holds this device's position of the tour (``EligibilityCenter/tourPosition(of:)``: a run
  /// that never ended, because its process went away), the launch continues that display instead of
  /// starting a new one:
  /// - the tour resumes (``EligibleTourStart/resumed(index:)``) at the recorded step when its version is the
  ///   resumption's and the controller still has a step with its identifier; otherwise the resumption's
  ///   ``EligibleTourResumption/onMismatch`` decides: ``EligibleTourResumption/Mismatch/startOver`` resumes
  ///   at the first step, ``EligibleTourResumption/Mismatch/recordRestart`` clears the position and launches
  ///   as ``startIfEligible(_:id:at:)`` does (a new display, if the tour is eligible);
  /// - a resumed run counts no new display: the display was counted when the interrupted run showed its
  ///   first step. So the display frequency and a display count the interrupted run reached
  ///   (`.invalidated(.displayCountExceeded)`) do not hold it back, and a tour with `maxDisplayCount: 1`
  ///   that was interrupted mid-tour is shown to its end once;
  /// - a tour whose rules do not hold now (`.pending`) is not resumed, and its position is kept for a later
  ///   launch; a tour invalidated for any other reason (finished, closed or invalidated since, on this device
  ///   or another) is not resumed either, and its position is cleared.
  ///
  /// Without a position this is ``startIfEligible(_:id:at:)`` at the first step, with the position recorded
  /// in the same write as the display. Every end of the run the launcher sees (finished, closed, stopped,
  /// its controller released) clears the position with the end's record; only a process that goes away
  /// mid-tour leaves it. Positions are kept per device: a tour is never resumed on a device where it did not
  /// run.
  ///
  /// - Parameters:
  ///   - controller: The controller to start; it must not run a tour. A step-list controller's steps, or a
  ///     data-source controller's data source, are searched for the recorded step's identifier.
  ///   - id: The tour's identifier in the center.
  ///   - resumption: The version of the tour's content, and what to do when the recorded step does not fit it.
  /// - Returns: What happened: ``EligibleTourStart/resumed(index:)`` for a resumed run, otherwise as
  ///   ``startIfEligible(_:id:at:)``.
  /// - Throws: The center's error when the position could not be read back or cleared, or when the display
  ///   (or, for a resumed run, the position) of a step that showed while the tour started could not be
  ///   recorded (the tour is then stopped immediately). A later failure goes to ``onRecordingFailure``.
  @discardableResult
  public func startIfEligible<Content>(
    _ controller: TourController<Content>, id: EligibilityID, resuming resumption: EligibleTourResumption
  ) async throws -> EligibleTourStart {
    try await start(controller, id: id, at: 0, resumption: resumption)
  }

  /// Both starts: a resumption looks for a position to resume before the eligibility check.
  func start<Content>(
    _ controller: TourController<Content>, id: EligibilityID, at startIndex: Int,
    resumption: EligibleTourResumption?
  ) async throws -> EligibleTourStart {
    await beginLaunch()
    var turnPassedToRun = false
    defer { if !turnPassedToRun { endLaunch() } }
    purgeReleasedRuns()
    while let pending = pendingEnds[id] { await pending.task.value }
    guard !isBusy(controller, id: id) else { return .alreadyRunning }
    var resumedIndex: Int?
    if let resumption {
      switch try await resumeDecision(controller, id: id, resumption: resumption) {
      case .resume(let index): resumedIndex = index
      case .notEligible(let status): return .notEligible(status)
      case .launch: break
      }
    }
    if resumedIndex == nil {
      guard await center.shouldDisplay(id) else { return .notEligible(await center.status(of: id)) }
    }
    // The main actor ran other work while the center answered: another launch may have won the race.
    purgeReleasedRuns()
    guard !isBusy(controller, id: id), pendingEnds[id] == nil else { return .alreadyRunning }
    let index = resumedIndex ?? startIndex

    let run = EligibleTourRun(id: id, controller: controller)
    run.resumption = resumption
    run.isResumed = resumedIndex != nil
    let applicationHandler = controller.onDismiss
    runs[id] = run
    observe(controller)
    controller.onDismiss = deferringHandler(applicationHandler, of: run, on: controller)
    do {
      try controller.start(at: index)
    } catch {
      runs[id] = nil
      controller.onDismiss = applicationHandler
      return error == .alreadyStarted ? .alreadyRunning : .failed(error)
    }
    latestRuns[id] = run
    switch run.firstShow {
    case nil:
      // No step yet (the overlay appears first, or a target is awaited): the run keeps the launch turn until
      // its display is recorded or it ends, so no other launch passes the frequency rule meanwhile.
      run.holdsLaunchTurn = true
      turnPassedToRun = true
      return resumedIndex.map { .resumed(index: $0) } ?? .started
    case .notShown(let why):
      return .notShown(why)
    case .shown, .notLaunched:
      if case .failure(let error) = await run.displayRecording?.value {
        if runs[id] === run { controller.stop(immediately: true) }
        throw error
      }
      return resumedIndex.map { .resumed(index: $0) } ?? .started
    }
  }

  /// Waits until the latest tour launched with `id` shows its first step or ends without showing one.
  ///
  /// ```swift
  /// if case .notShown(let why) = await launcher.firstShow(of: "onboarding") {
  ///   print("not shown:", why)  // nothing was recorded: a later startIfEligible may show it
  /// }
  /// ```
  ///
  /// The first step shows after the overlay's appearance, which the presenter's frames complete, so keep
  /// drawing while you wait.
  ///
  /// - Parameter id: The tour's identifier.
  /// - Returns: The latest launch's first show; ``EligibleTourFirstShow/notLaunched`` when no tour with this
  ///   identifier started through this launcher.
  public func firstShow(of id: EligibilityID) async -> EligibleTourFirstShow {
    purgeReleasedRuns()
    guard let run = latestRuns[id] else { return .notLaunched }
    return await run.waitForFirstShow()
  }

  /// The item's status now, then every change of it (re-exposes ``EligibilityCenter/statusUpdates(of:)``).
  public func statusUpdates(of id: EligibilityID) async -> AsyncStream<EligibilityStatus> {
    await center.statusUpdates(of: id)
  }

  /// Waits until every tour end the launcher has seen is recorded and the application's handlers ran, and
  /// every step position it has seen is recorded (``startIfEligible(_:id:resuming:)``).
  public func waitForRecordings() async {
    purgeReleasedRuns()
    for recording in runs.values.compactMap(\.positionRecording) { await recording.value }
    while let pending = pendingEnds.values.first { await pending.task.value }
  }

  func beginLaunch() async {
    if isLaunching {
      await withCheckedContinuation { launchWaiters.append($0) }
    } else {
      isLaunching = true
    }
  }

  func endLaunch() {
    if launchWaiters.isEmpty {
      isLaunching = false
    } else {
      launchWaiters.removeFirst().resume()
    }
  }

  func isBusy<Content>(_ controller: TourController<Content>, id: EligibilityID) -> Bool {
    controller.isStarted || runs[id] != nil || runs.values.contains { $0.controller === controller }
  }
}
