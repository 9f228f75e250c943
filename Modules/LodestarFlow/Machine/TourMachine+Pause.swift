extension TourMachine {
  mutating func pause(_ style: PauseStyle, reason: PauseReason, into effects: inout [TourEffect]) {
    switch phase {
    case .appearingStep(let index, let ticket):
      phase = .paused(PausedTour(index: index, style: style, reason: reason, stage: .announced))
      effects.append(.emit(.tourDidPause(style, reason), toDelegate: true))
      effects.append(.cancelTransition(ticket))
    case .showing(let index):
      phase = .paused(PausedTour(index: index, style: style, reason: reason, stage: .shown))
      effects.append(.disableCompleters(index: index))
      effects.append(.emit(.tourDidPause(style, reason), toDelegate: true))
    case .loading(let index, let direction, _):
      // A held pause already pauses this load (it holds the step once announced).
      guard heldPause == nil else { return }
      phase = .paused(PausedTour(index: index, style: style, reason: reason, stage: .loading(direction)))
      effects.append(.emit(.tourDidPause(style, reason), toDelegate: true))
    case .hidingStep:
      // Instructions holds the next step: the hide completes and the next step loads and is announced,
      // then the tour stays paused on it.
      guard heldPause == nil else { return }
      heldPause = style
      effects.append(.emit(.tourDidPause(style, reason), toDelegate: true))
    case .idle, .appearing, .paused, .ending:
      break
    }
  }

  /// Resumes a paused tour. `releasingHeldPause` (an application's resume) also releases a pause held
  /// since a step hid; a host that appears only ends the wait for it.
  mutating func resume(releasingHeldPause: Bool, into effects: inout [TourEffect]) {
    let releasesHeldPause = releasingHeldPause && heldPause != nil
    if releasesHeldPause { heldPause = nil }
    guard case .paused(let paused) = phase else {
      if releasesHeldPause { effects.append(.emit(.tourDidResume, toDelegate: true)) }
      return
    }
    awaitedHost = nil
    effects.append(.emit(.tourDidResume, toDelegate: true))
    switch paused.stage {
    case .loading(let direction):
      travel(to: paused.index, direction, into: &effects)
    case .announced:
      let ticket = issueTicket()
      phase = .appearingStep(index: paused.index, ticket: ticket)
      effects.append(.beginTransition(.stepAppearance(index: paused.index), ticket: ticket))
    case .shown:
      phase = .showing(index: paused.index)
      effects.append(.enableCompleters(index: paused.index))
      runQueuedCommand(into: &effects)
    }
  }
}
