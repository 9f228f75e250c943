import LodestarFlow

/// One tour the launcher started and has not finished recording: its identifier, its controller (weakly),
/// the recording of its display, and the application's end handler, deferred until the end is recorded.
@MainActor
final class EligibleTourRun {
  let id: EligibilityID
  weak var controller: AnyObject?
  /// The controller's identity, which outlives the weak reference during the controller's release.
  let controllerKey: ObjectIdentifier
  /// Stops the run's tour immediately (a display that could not be recorded).
  let stopImmediately: @MainActor () -> Void
  /// The identifier of the step on screen (the controller's loaded step), if any.
  let currentStepID: @MainActor () -> String?
  /// How the run resumes after a relaunch; `nil` for a run that records no position.
  var resumption: EligibleTourResumption?
  /// Whether the run continues a display counted before a relaunch (its first show counts no display).
  var isResumed = false
  /// The latest recording of the run's position; each waits for the one before, and the end for the last.
  var positionRecording: Task<Void, Never>?
  /// The recording of the display, begun when the first step shows; `nil` until then.
  var displayRecording: Task<Result<Void, any Error>, Never>?
  /// The application's `onDismiss` call for this run's end, run after the end is recorded.
  var deferredHandler: (@MainActor () -> Void)?
  /// Whether the run holds the launcher's launch turn: from its start until its display is recorded or it ends.
  var holdsLaunchTurn = false
  /// The steps whose target was missing before the first step showed, with the cause.
  var missingTargets: [Int: MissingTargetCause] = [:]
  /// The first show's result, once known.
  var firstShow: EligibleTourFirstShow?
  /// The callers of ``EligibleTourLauncher/firstShow(of:)`` waiting for ``firstShow``.
  var firstShowWaiters: [CheckedContinuation<EligibleTourFirstShow, Never>] = []

  init<Content>(id: EligibilityID, controller: TourController<Content>) {
    self.id = id
    self.controller = controller
    controllerKey = ObjectIdentifier(controller)
    stopImmediately = { [weak controller] in controller?.stop(immediately: true) }
    currentStepID = { [weak controller] in controller?.currentStep?.id }
  }

  /// Whether the display was recorded (false when recording failed or never began: no step showed).
  func displayWasRecorded() async -> Bool {
    guard let displayRecording else { return false }
    if case .success = await displayRecording.value { return true }
    return false
  }

  /// Settles the first show once, and wakes its waiters.
  func settleFirstShow(_ result: EligibleTourFirstShow) {
    guard firstShow == nil else { return }
    firstShow = result
    for waiter in firstShowWaiters { waiter.resume(returning: result) }
    firstShowWaiters = []
  }

  /// The first show's result, waiting for it if it is not known yet.
  func waitForFirstShow() async -> EligibleTourFirstShow {
    if let firstShow { return firstShow }
    return await withCheckedContinuation { firstShowWaiters.append($0) }
  }
}
