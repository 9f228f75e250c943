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
/// 5. only then record the display (``EligibilityCenter/recordDisplay(of:)``): a display is recorded for
///    every tour that started and for no other. If recording fails (the store cannot be written), the tour
///    is stopped immediately (the application's `onDismiss` still runs once, with `.programmatic`) and the
///    error is thrown, so a tour whose display is not saved does not stay on screen.
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
/// (right after the start) to the end's recording (right after `tourDidEnd`), so the stored duration and
/// `maxDisplayDuration` use the same clock as every other eligibility date; the controller's clock is not
/// used.
///
/// Launches run one at a time, each from its eligibility check to its display's recording, so two tours
/// launched together cannot both pass the display frequency's "one new tour per period". Use one launcher
/// per center. A controller released while its tour runs gets no end event; the launcher
/// notices it at the next start, ``isRunning(_:)`` or ``waitForRecordings()`` and records the end as
/// ``EligibleTourOutcome/interrupted``.
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

  /// Starts the tour on `controller` at step `index` if the center allows it, and records its display.
  ///
  /// See ``EligibleTourLauncher`` for the order of the checks and what is recorded when the tour ends.
  ///
  /// - Returns: what happened; nothing is recorded unless the result is ``EligibleTourStart/started``.
  /// - Throws: the center's error when the display of a started tour could not be recorded (the tour is
  ///   then stopped immediately).
  @discardableResult
  public func startIfEligible<Content>(
    _ controller: TourController<Content>, id: EligibilityID, at index: Int = 0
  ) async throws -> EligibleTourStart {
    await beginLaunch()
    defer { endLaunch() }
    purgeReleasedRuns()
    while let pending = pendingEnds[id] { await pending.task.value }
    guard !isBusy(controller, id: id) else { return .alreadyRunning }
    guard await center.shouldDisplay(id) else { return .notEligible(await center.status(of: id)) }
    // The main actor ran other work while the center answered: another launch may have won the race.
    purgeReleasedRuns()
    guard !isBusy(controller, id: id), pendingEnds[id] == nil else { return .alreadyRunning }

    let run = EligibleTourRun(id: id, controller: controller)
    let applicationHandler = controller.onDismiss
    runs[id] = run
    observeEnd(of: controller)
    controller.onDismiss = deferringHandler(applicationHandler, of: run, on: controller)
    do {
      try controller.start(at: index)
    } catch {
      runs[id] = nil
      controller.onDismiss = applicationHandler
      return error == .alreadyStarted ? .alreadyRunning : .failed(error)
    }
    // No suspension between the start and this line: an end during `start` (every step skipped) finds the
    // recording and waits for it.
    let center = center
    let recording = Task<Result<Void, any Error>, Never> {
      do {
        try await center.recordDisplay(of: id)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    run.displayRecording = Task {
      if case .success = await recording.value { true } else { false }
    }
    if case .failure(let error) = await recording.value {
      if runs[id] === run { controller.stop(immediately: true) }
      throw error
    }
    return .started
  }

  /// The item's status now, then every change of it (re-exposes ``EligibilityCenter/statusUpdates(of:)``).
  public func statusUpdates(of id: EligibilityID) async -> AsyncStream<EligibilityStatus> {
    await center.statusUpdates(of: id)
  }

  /// Waits until every tour end the launcher has seen is recorded and the application's handlers ran.
  public func waitForRecordings() async {
    purgeReleasedRuns()
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
