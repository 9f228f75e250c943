extension TourMachine {
  mutating func apply(_ command: TourCommand, into effects: inout [TourEffect]) {
    switch command {
    case .start(let index, let count):
      start(at: index, stepCount: count, into: &effects)
    case .next(let skipCount), .previous(let skipCount):
      guard skipCount >= 0 else { return effects.append(.rejected(.negativeSkipCount(skipCount))) }
      guard phase != .idle else { return effects.append(.rejected(.notStarted)) }
      navigate(command, into: &effects)
    case .show(let index):
      guard phase != .idle else { return effects.append(.rejected(.notStarted)) }
      guard isStarted else { return }
      guard index >= 0, index < stepCount else {
        return effects.append(.rejected(.indexOutOfRange(index: index, stepCount: stepCount)))
      }
      navigate(command, into: &effects)
    case .pause(let style):
      pause(style, reason: .requested, into: &effects)
    case .resume:
      resume(releasingHeldPause: true, into: &effects)
    case .stop(let immediately, let emulatingSkip):
      end(emulatingSkip ? .skipped : .programmatic, immediately: immediately, into: &effects)
    case .skip:
      end(.skipped, immediately: false, into: &effects)
    case .end(let reason, let immediately):
      end(reason, immediately: immediately, into: &effects)
    case .refresh:
      if case .showing(let index) = phase { effects.append(.refreshStep(index: index)) }
    case .updateCurrentStep:
      updateCurrentStep(into: &effects)
    case .transitionDidComplete(let ticket):
      transitionDidComplete(ticket, into: &effects)
    case .stepDidLoad(let ticket, let outcome):
      stepDidLoad(ticket, outcome, into: &effects)
    case .stepCountDidChange(let count):
      stepCountDidChange(count, into: &effects)
    case .completerDidFire(let index, let action):
      guard case .showing(let shown) = phase, shown == index else { return }
      switch action {
      case .advance: navigate(.next(skipping: 0), into: &effects)
      case .dismiss: end(.completerTriggered, immediately: false, into: &effects)
      }
    case .hostDidAppear(let host):
      guard case .paused(let paused) = phase, paused.reason == .waitingForHost, awaitedHost == host else { return }
      // The host wait ends; a pause the application asked for while a step was hiding still holds.
      resume(releasingHeldPause: false, into: &effects)
    }
  }

  private mutating func start(at index: Int, stepCount count: Int, into effects: inout [TourEffect]) {
    guard !isStarted else { return effects.append(.rejected(.alreadyStarted)) }
    guard count >= 0 else { return effects.append(.rejected(.negativeStepCount(count))) }
    guard count > 0 else { return effects.append(.rejected(.noSteps)) }
    guard index >= 0, index < count else {
      return effects.append(.rejected(.indexOutOfRange(index: index, stepCount: count)))
    }
    if case .ending(let ending) = phase {
      // Started again during the fade of an animated end (Instructions resets `isStarted` at once): the old
      // run's last events come now, before the new run's first.
      finishEnding(ending.reason, hidingStep: ending.hidingStep, immediately: false, into: &effects)
    }
    stepCount = count
    lastShownIndex = nil
    queuedCommands.removeAll()
    isTourDidShowPending = false
    heldPause = nil
    let ticket = issueTicket()
    phase = .appearing(firstIndex: index, ticket: ticket)
    effects.append(.emit(.tourWillShow(stepCount: count), toDelegate: true))
    effects.append(.configureOrnaments)
    effects.append(.beginTransition(.tourAppearance, ticket: ticket))
  }

  private mutating func transitionDidComplete(_ ticket: TourTicket, into effects: inout [TourEffect]) {
    guard awaits(ticket) else { return }
    switch phase {
    case .appearing(let firstIndex, _):
      switch configuration.tourDidShowTiming {
      case .afterOverlayAppearance: effects.append(.emit(.tourDidShow, toDelegate: true))
      case .afterFirstStep: isTourDidShowPending = true
      }
      travel(to: firstIndex, .forward, into: &effects)
    case .appearingStep(let index, _):
      guard index < stepCount else { return end(.completed, immediately: false, into: &effects) }
      phase = .showing(index: index)
      lastShownIndex = index
      effects.append(.enableCompleters(index: index))
      effects.append(.emit(.stepDidShow(index: index), toDelegate: true))
      if isTourDidShowPending {
        isTourDidShowPending = false
        effects.append(.emit(.tourDidShow, toDelegate: true))
      }
      runQueuedCommand(into: &effects)
    case .hidingStep(let index, let destination, let direction, _):
      effects.append(.emit(.stepDidHide(index: index), toDelegate: true))
      // No step is on screen any more: travel from a loading state (an end from here has no step to hide).
      phase = .loading(index: destination, direction: direction, ticket: TourTicket.none)
      travel(to: destination, direction, into: &effects)
    case .ending(let ending):
      finishEnding(ending.reason, hidingStep: ending.hidingStep, immediately: false, into: &effects)
    case .idle, .loading, .showing, .paused:
      break
    }
  }

  private mutating func stepDidLoad(_ ticket: TourTicket, _ outcome: StepLoadOutcome, into effects: inout [TourEffect])
  {
    guard awaits(ticket), case .loading(let index, let direction, _) = phase else { return }
    switch outcome {
    case .ready where index < stepCount:
      if let style = heldPause {
        // A pause requested while the previous step hid holds this step once it is announced.
        heldPause = nil
        phase = .paused(PausedTour(index: index, style: style, reason: .requested, stage: .announced))
        return effects.append(.emit(.stepWillShow(index: index), toDelegate: true))
      }
      let appearance = issueTicket()
      phase = .appearingStep(index: index, ticket: appearance)
      effects.append(.emit(.stepWillShow(index: index), toDelegate: true))
      effects.append(.beginTransition(.stepAppearance(index: index), ticket: appearance))
    case .ready, .skip:
      // A step that no longer exists (the count shrank) is skipped like one whose willLoad returned false.
      travel(to: index + direction.rawValue, direction, into: &effects)
    case .end(let reason):
      end(reason, immediately: false, into: &effects)
    case .waitForHost(let host):
      phase = .paused(
        PausedTour(index: index, style: .hideInstructions, reason: .waitingForHost, stage: .loading(direction)))
      awaitedHost = host
      effects.append(.emit(.tourDidPause(.hideInstructions, .waitingForHost), toDelegate: true))
    }
  }

  private mutating func stepCountDidChange(_ count: Int, into effects: inout [TourEffect]) {
    guard count >= 0 else { return effects.append(.rejected(.negativeStepCount(count))) }
    guard phase != .idle else { return }
    stepCount = count
    // A stable step that no longer exists ends the tour as if `next()` went past the last step. Steps that
    // are loading or in a transition are checked when their request completes.
    switch phase {
    case .showing(let index) where index >= count:
      end(.completed, immediately: false, into: &effects)
    case .paused(let paused) where paused.index >= count:
      end(.completed, immediately: false, into: &effects)
    default:
      break
    }
  }

  private mutating func updateCurrentStep(into effects: inout [TourEffect]) {
    guard case .paused(let paused) = phase else { return effects.append(.rejected(.requiresPausedStep)) }
    if case .loading = paused.stage { return effects.append(.rejected(.requiresPausedStep)) }
    effects.append(.updateStepContent(index: paused.index))
  }
}
