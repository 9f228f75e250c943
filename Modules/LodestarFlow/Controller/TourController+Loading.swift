extension TourController {
  /// Loads a step for the machine: `willLoad`, the step, its host, its target (waiting for it), then
  /// `beforeShow`; answers with `stepDidLoad`.
  func load(_ index: Int, direction: TravelDirection, ticket: TourTicket) {
    guard delegate?.tourController(self, willLoadStepAt: index) ?? true, let step = fetchStep(at: index) else {
      return answer(ticket, .skip)
    }
    if let condition = step.condition, !conditionHolds(condition) {
      deliver(.stepSkipped(index: index, reason: .conditionNotMet), toDelegate: false, step: step)
      guard machine.awaits(ticket) else { return }
      return answer(ticket, .skip)
    }
    if let host = step.host, host != currentHost {
      return answer(ticket, .waitForHost(host))
    }
    guard let target = target(of: step) else { return prepare(step, at: index, target: nil, ticket: ticket) }
    if let resolved = target.resolve() {
      return prepare(step, at: index, target: resolved, ticket: ticket)
    }
    let timeout = step.targetWaitTimeout ?? configuration.targetWaitTimeout
    targetWait?.timeout?.cancel()
    targetWait = TargetWait(
      step: step, index: index, ticket: ticket,
      timeout: clock.setTimer(after: timeout) { [weak self] in self?.targetWaitDidTimeOut(ticket) })
  }

  /// The step's own target, or the one ``contentTarget`` finds from its content.
  func target(of step: TourStep<Content>) -> StepTarget? {
    step.target ?? contentTarget?(step.content)
  }

  func fetchStep(at index: Int) -> TourStep<Content>? {
    if usesDataSource { return dataSource?.tourController(self, stepAt: index) }
    return stepInList(at: index)
  }

  func retryTargetWait() {
    guard let wait = targetWait else { return }
    guard machine.awaits(wait.ticket) else {
      wait.timeout?.cancel()
      targetWait = nil
      return
    }
    if let resolved = target(of: wait.step)?.resolve() {
      wait.timeout?.cancel()
      targetWait = nil
      prepare(wait.step, at: wait.index, target: resolved, ticket: wait.ticket)
    }
  }

  func targetWaitDidTimeOut(_ ticket: TourTicket) {
    guard let wait = targetWait, wait.ticket == ticket else { return }
    targetWait = nil
    guard machine.awaits(ticket) else { return }
    let target = target(of: wait.step)
    if let resolved = target?.resolve() {
      return prepare(wait.step, at: wait.index, target: resolved, ticket: ticket)
    }
    applyMissingTargetPolicy(wait.step, at: wait.index, cause: target?.missingCause() ?? .notFound, ticket: ticket)
  }

  func prepare(_ step: TourStep<Content>, at index: Int, target: ResolvedTarget?, ticket: TourTicket) {
    guard let beforeShow else { return markReady(step, at: index, target: target, ticket: ticket) }
    let race = TimeoutRace()
    let work = Task { @MainActor [weak self] in
      let succeeded: Bool
      do {
        try await beforeShow(step, index)
        succeeded = true
      } catch {
        succeeded = false
      }
      guard race.finish() else { return }
      self?.beforeShowDidFinish(step, at: index, target: target, ticket: ticket, succeeded: succeeded)
    }
    // The hook's task cannot finish before this timer is stored: both run on the main actor.
    race.timeout = clock.setTimer(after: configuration.beforeShowTimeout) { [weak self] in
      guard race.finish() else { return }
      work.cancel()
      self?.beforeShowDidFinish(step, at: index, target: target, ticket: ticket, succeeded: false)
    }
  }

  func beforeShowDidFinish(
    _ step: TourStep<Content>, at index: Int, target: ResolvedTarget?, ticket: TourTicket, succeeded: Bool
  ) {
    guard machine.awaits(ticket) else { return }
    if succeeded {
      markReady(step, at: index, target: target, ticket: ticket)
    } else {
      applyMissingTargetPolicy(step, at: index, cause: .beforeShowFailed, ticket: ticket)
    }
  }

  func applyMissingTargetPolicy(
    _ step: TourStep<Content>, at index: Int, cause: MissingTargetCause, ticket: TourTicket
  ) {
    deliver(.stepTargetMissing(index: index, cause: cause, policy: step.onMissingTarget), toDelegate: false, step: step)
    guard machine.awaits(ticket) else { return }
    switch step.onMissingTarget {
    case .skip: answer(ticket, .skip)
    case .showCentered: markReady(step, at: index, target: nil, ticket: ticket)
    case .end: answer(ticket, .end(.targetMissing))
    }
  }

  func markReady(_ step: TourStep<Content>, at index: Int, target: ResolvedTarget?, ticket: TourTicket) {
    currentStep = step
    currentTarget = target
    loadedIndex = index
    answer(ticket, .ready)
  }

  func answer(_ ticket: TourTicket, _ outcome: StepLoadOutcome) {
    enqueue(.command(.stepDidLoad(ticket, outcome)))
  }
}

/// Decides which of two racers (a hook's task and its timeout) finishes first.
@MainActor
final class TimeoutRace {
  private var isFinished = false
  /// The timeout's timer, cancelled when the hook finishes first.
  var timeout: TourTimer?

  /// True for the first caller only; the first caller also cancels the timeout's timer (a no-op when the
  /// timer is the caller).
  func finish() -> Bool {
    guard !isFinished else { return false }
    isFinished = true
    timeout?.cancel()
    return true
  }
}
