extension TourController {
  func enqueue(_ item: Pending) {
    guard !isTornDown else { return }
    pending.append(item)
    guard !isDispatching else { return }
    isDispatching = true
    drainPending()
    isDispatching = false
  }

  func drainPending() {
    while !pending.isEmpty, !isTornDown {
      let item = pending.removeFirst()
      switch item {
      case .command(let command):
        perform(machine.send(command))
      case .update(let edit):
        let effects = machine.send(.updateCurrentStep)
        if effects.count == 1, case .updateStepContent(let index) = effects[0], index == loadedIndex,
          var step = currentStep
        {
          edit(&step.content)
          currentStep = step
          currentStepRevision &+= 1
        }
        perform(effects)
      }
    }
  }

  func perform(_ effects: [TourEffect]) {
    for effect in effects {
      guard !isTornDown else { return }
      switch effect {
      case .emit(let event, let toDelegate):
        deliver(event, toDelegate: toDelegate)
      case .configureOrnaments:
        if usesDataSource { skipControl = dataSource?.skipControl(for: self) }
        delegate?.tourControllerConfigureOrnaments(self)
      case .loadStep(let index, let direction, let ticket):
        drainPending()
        guard machine.awaits(ticket) else { continue }
        load(index, direction: direction, ticket: ticket)
      case .beginTransition(let transition, let ticket):
        drainPending()
        guard machine.awaits(ticket) else { continue }
        begin(transition, ticket: ticket)
      case .cancelTransition:
        break  // The completion of a cancelled transition carries a stale ticket and is ignored.
      case .enableCompleters(let index):
        enableCompleters(at: index)
      case .disableCompleters:
        disableCompleters()
      case .refreshStep(let index):
        refreshShownStep(at: index)
      case .updateStepContent:
        break  // Applied by `drainPending`, which holds the edit.
      case .rejected(let error):
        lastRejection = error
      }
    }
  }

  func begin(_ transition: TourTransition, ticket: TourTicket) {
    switch configuration.transitions {
    case .immediate:
      pending.append(.command(.transitionDidComplete(ticket)))
    case .clock:
      // A stale completion (the transition was cancelled or the tour ended) carries an old ticket and is
      // ignored, so the timer is never cancelled.
      _ = clock.setTimer(after: .milliseconds(Int64((transition.defaultDuration * 1000).rounded()))) {
        [weak self] in
        self?.transitionDidComplete(ticket)
      }
    case .external(let perform):
      perform(transition, ticket)
    }
  }

  func timestamp() -> Duration {
    lastTimestamp = max(lastTimestamp, clock.now)
    return lastTimestamp
  }

  /// Delivers an event; `step` is the step it is about when that step is not the loaded one (a step whose
  /// target is missing), for the plugins' context.
  func deliver(_ event: TourEvent, toDelegate: Bool, step: TourStep<Content>? = nil) {
    if case .stepWillShow(let index) = event {
      screenIndex = index
      stepVisit &+= 1
    }
    let time = timestamp()
    let context = pluginContext(for: event, timestamp: time, step: step)
    for plugin in plugins { plugin.handle(event, context: context) }
    if toDelegate { notifyDelegate(event) }
    let record = TimedTourEvent(sequence: eventSequence, timestamp: time, event: event)
    eventSequence += 1
    for continuation in continuations.values { continuation.yield(record) }
    if case .stepDidHide = event { screenIndex = nil }
    if case .tourDidEnd(let dismissal) = event {
      let endedStep = dismissal.stepIndex != nil && dismissal.stepIndex == loadedIndex ? currentStep : nil
      currentStep = nil
      currentTarget = nil
      loadedIndex = nil
      cancelTimers()
      onDismiss?(dismissal, endedStep)
    }
    for observer in eventObservers { observer(event) }
  }

  func notifyDelegate(_ event: TourEvent) {
    guard let delegate else { return }
    switch event {
    case .stepWillShow(let index):
      guard var step = currentStep, loadedIndex == index else { return }
      delegate.tourController(self, willShowStep: &step.content, at: index)
      currentStep = step
    case .stepDidShow(let index): delegate.tourController(self, didShowStepAt: index)
    case .stepWillHide(let index): delegate.tourController(self, willHideStepAt: index)
    case .stepDidHide(let index): delegate.tourController(self, didHideStepAt: index)
    case .tourDidEnd(let dismissal): delegate.tourController(self, didEndWith: dismissal)
    case .tourWillShow, .tourDidShow, .tourWillHide, .tourDidHide, .tourDidPause, .tourDidResume, .stepTargetMissing,
      .stepSkipped:
      break
    }
  }

  func pluginContext(for event: TourEvent, timestamp: Duration, step: TourStep<Content>? = nil) -> TourPluginContext {
    let index = event.stepIndex ?? screenIndex
    let step = step ?? (index != nil && index == loadedIndex ? currentStep : nil)
    return TourPluginContext(
      stepIndex: index, stepID: step?.id, attachments: step?.attachments ?? [], stepCount: machine.stepCount,
      awaitedHost: machine.awaitedHost, timestamp: timestamp)
  }
}
