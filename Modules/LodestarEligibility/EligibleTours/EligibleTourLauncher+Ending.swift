import LodestarFlow

extension EligibleTourLauncher {
  /// Registers, once per controller, the observer that records every launched run's first show and end.
  func observe<Content>(_ controller: TourController<Content>) {
    let key = ObjectIdentifier(controller)
    if observedControllers[key]?.controller === controller { return }
    observedControllers[key] = ObservedController(controller: controller)
    controller.eventObservers.append { [weak self] event in
      self?.tourEvent(event, onControllerWith: key)
    }
  }

  /// The run started on the controller with this identity, if it has not ended.
  func run(onControllerWith key: ObjectIdentifier) -> EligibleTourRun? {
    runs.values.first { $0.controllerKey == key }
  }

  /// Follows a launched run: its missing targets and first step until a step shows, then its end. (During the
  /// controller's release its weak references are already `nil`, hence the identity.)
  func tourEvent(_ event: TourEvent, onControllerWith key: ObjectIdentifier) {
    guard let run = run(onControllerWith: key) else { return }
    switch event {
    case .stepTargetMissing(let index, let cause, _) where run.firstShow == nil:
      run.missingTargets[index] = cause
    case .stepWillShow(let index) where run.firstShow == nil:
      recordDisplay(of: run, firstIndex: index)
    case .stepWillShow where run.resumption != nil:
      recordPosition(of: run)
    case .tourDidEnd(let dismissal):
      run.settleFirstShow(.notShown(EligibleTourNotShown(dismissal: dismissal, missingTargets: run.missingTargets)))
      finish(run, as: outcome(dismissal))
    default:
      break
    }
  }

  /// Records the display of a run whose first step shows. Inside ``startIfEligible(_:id:at:)`` the start awaits
  /// the recording; later, the run hands back its launch turn once it is done, and a failure stops the tour.
  ///
  /// A run with a resumption records its position with the display, in the same write; a resumed run counts no
  /// display (``EligibilityCenter/resumeDisplay(of:showingStep:version:)``).
  func recordDisplay(of run: EligibleTourRun, firstIndex: Int) {
    let center = center
    let id = run.id
    let step = run.resumption.flatMap { resumption in run.currentStepID().map { ($0, resumption.version) } }
    let isResumed = run.isResumed
    let recording = Task<Result<Void, any Error>, Never> {
      do {
        switch (step, isResumed) {
        case (let (stepID, version)?, true):
          try await center.resumeDisplay(of: id, showingStep: stepID, version: version)
        case (let (stepID, version)?, false):
          try await center.recordDisplay(of: id, showingStep: stepID, version: version)
        case (nil, true):
          break  // No step on screen to record: the display goes on untimed.
        case (nil, false):
          try await center.recordDisplay(of: id)
        }
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    run.displayRecording = recording
    run.settleFirstShow(.shown(index: firstIndex))
    guard run.holdsLaunchTurn else { return }
    Task {
      if case .failure(let error) = await recording.value {
        onRecordingFailure?(id, error)
        if runs[id] === run { run.stopImmediately() }
      }
      releaseLaunchTurn(of: run)
    }
  }

  /// Records the position of a run with a resumption when a later step shows, after the display and the
  /// positions recorded before (a failure goes to ``onRecordingFailure``; the tour goes on).
  func recordPosition(of run: EligibleTourRun) {
    guard let version = run.resumption?.version, let stepID = run.currentStepID() else { return }
    let center = center
    let id = run.id
    let earlier = run.positionRecording
    let display = run.displayRecording
    run.positionRecording = Task {
      await earlier?.value
      guard case .success = await display?.value else { return }
      do {
        try await center.recordTourPosition(stepID: stepID, version: version, of: id)
      } catch {
        onRecordingFailure?(id, error)
      }
    }
  }

  /// Lets the next launch go, if the run still holds the turn.
  func releaseLaunchTurn(of run: EligibleTourRun) {
    guard run.holdsLaunchTurn else { return }
    run.holdsLaunchTurn = false
    endLaunch()
  }

  /// The `onDismiss` installed while a launched tour runs: it puts the application's handler back at once
  /// and defers calling it until the run's end is recorded (or calls it at once when the run is not the
  /// launcher's any more, or the launcher is gone).
  func deferringHandler<Content>(
    _ applicationHandler: (@MainActor (TourDismissal, TourStep<Content>?) -> Void)?, of run: EligibleTourRun,
    on controller: TourController<Content>
  ) -> @MainActor (TourDismissal, TourStep<Content>?) -> Void {
    { [weak self, weak controller] (dismissal: TourDismissal, step: TourStep<Content>?) -> Void in
      controller?.onDismiss = applicationHandler
      guard let applicationHandler else { return }
      guard let self, self.runs[run.id] === run else {
        applicationHandler(dismissal, step)
        return
      }
      run.deferredHandler = { applicationHandler(dismissal, step) }
    }
  }

  /// Ends a run: records its outcome after its display, then calls the application's deferred handler.
  func finish(_ run: EligibleTourRun, as outcome: EligibleTourOutcome) {
    guard runs[run.id] === run else { return }
    runs[run.id] = nil
    if run.displayRecording == nil { releaseLaunchTurn(of: run) }
    let id = run.id
    let center = center
    let earlier = pendingEnds[id]?.task
    let token = nextToken
    nextToken += 1
    let task = Task {
      await earlier?.value
      await run.positionRecording?.value
      if await run.displayWasRecorded() {
        do {
          switch outcome {
          case .completed: try await center.recordCompletion(of: id)
          case .closed: try await center.recordClosed(of: id)
          case .interrupted: try await center.recordDisplayEnd(of: id)
          }
        } catch {
          onRecordingFailure?(id, error)
        }
      }
      let handler = run.deferredHandler
      run.deferredHandler = nil
      handler?()
      if pendingEnds[id]?.token == token { pendingEnds[id] = nil }
    }
    pendingEnds[id] = PendingEnd(token: token, task: task)
  }

  /// Ends, as interrupted (or not shown), the runs whose controller was released without the launcher hearing
  /// its end.
  func purgeReleasedRuns() {
    for run in runs.values where run.controller == nil {
      let dismissal = TourDismissal(
        reason: .programmatic, stepIndex: nil, lastShownIndex: nil, stepCount: 0, isImmediate: true)
      run.settleFirstShow(.notShown(EligibleTourNotShown(dismissal: dismissal, missingTargets: run.missingTargets)))
      finish(run, as: .interrupted)
    }
    for (key, entry) in observedControllers where entry.controller == nil {
      observedControllers[key] = nil
    }
  }
}
