extension TourMachine {
  /// Ends the tour from any running phase; a no-op when idle. While the tour already fades out, an
  /// animated end does nothing and an immediate end finishes the fade at once (keeping its reason).
  mutating func end(_ reason: DismissReason, immediately: Bool, into effects: inout [TourEffect]) {
    let announcedStep: Int?
    var hidingStep: Int?
    var completersEnabled = false
    switch phase {
    case .idle:
      return
    case .ending(let ending):
      guard immediately else { return }
      return finishEnding(ending.reason, hidingStep: ending.hidingStep, immediately: true, into: &effects)
    case .appearing, .loading:
      announcedStep = nil
    case .appearingStep(let index, _):
      announcedStep = index
    case .showing(let index):
      announcedStep = index
      completersEnabled = true
    case .hidingStep(let index, _, _, _):
      announcedStep = nil
      hidingStep = index
    case .paused(let paused):
      if case .loading = paused.stage { announcedStep = nil } else { announcedStep = paused.index }
    }
    let toDelegate = !immediately
    if let announcedStep {
      effects.append(.emit(.stepWillHide(index: announcedStep), toDelegate: toDelegate))
      hidingStep = announcedStep
    }
    effects.append(.emit(.tourWillHide(reason), toDelegate: toDelegate))
    if completersEnabled, let announcedStep {
      effects.append(.disableCompleters(index: announcedStep))
    }
    queuedCommands.removeAll()
    awaitedHost = nil
    isTourDidShowPending = false
    heldPause = nil
    if immediately {
      finishEnding(reason, hidingStep: hidingStep, immediately: true, into: &effects)
    } else {
      let ticket = issueTicket()
      phase = .ending(EndingTour(reason: reason, hidingStep: hidingStep, ticket: ticket))
      effects.append(.beginTransition(.tourDisappearance, ticket: ticket))
    }
  }

  mutating func finishEnding(
    _ reason: DismissReason, hidingStep: Int?, immediately: Bool, into effects: inout [TourEffect]
  ) {
    let toDelegate = !immediately
    if let hidingStep {
      effects.append(.emit(.stepDidHide(index: hidingStep), toDelegate: toDelegate))
    }
    effects.append(.emit(.tourDidHide(reason), toDelegate: toDelegate))
    let dismissal = TourDismissal(
      reason: reason, stepIndex: hidingStep, lastShownIndex: lastShownIndex, stepCount: stepCount,
      isImmediate: immediately)
    lastDismissal = dismissal
    phase = .idle
    effects.append(.emit(.tourDidEnd(dismissal), toDelegate: toDelegate))
  }
}
