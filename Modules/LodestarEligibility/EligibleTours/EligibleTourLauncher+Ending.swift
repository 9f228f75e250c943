import LodestarFlow

extension EligibleTourLauncher {
  /// Registers, once per controller, the run-level end observer that records every launched run's end.
  func observeEnd<Content>(of controller: TourController<Content>) {
    let key = ObjectIdentifier(controller)
    if observedControllers[key]?.controller === controller { return }
    observedControllers[key] = ObservedController(controller: controller)
    controller.endObservers.append { [weak self, weak controller] dismissal in
      guard let self, let controller else { return }
      self.tourDidEnd(on: controller, dismissal: dismissal)
    }
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

  /// Records the end of the run on `controller`, if the launcher started the tour that ended.
  func tourDidEnd(on controller: AnyObject, dismissal: TourDismissal) {
    guard let run = runs.values.first(where: { $0.controller === controller }) else { return }
    finish(run, as: outcome(dismissal))
  }

  /// Ends a run: records its outcome after its display, then calls the application's deferred handler.
  func finish(_ run: EligibleTourRun, as outcome: EligibleTourOutcome) {
    guard runs[run.id] === run else { return }
    runs[run.id] = nil
    let id = run.id
    let center = center
    let earlier = pendingEnds[id]?.task
    let token = nextToken
    nextToken += 1
    let task = Task {
      await earlier?.value
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

  /// Ends, as interrupted, the runs whose controller was released while the tour ran (a released controller
  /// reports no end).
  func purgeReleasedRuns() {
    for run in runs.values where run.controller == nil {
      finish(run, as: .interrupted)
    }
    for (key, entry) in observedControllers where entry.controller == nil {
      observedControllers[key] = nil
    }
  }
}
