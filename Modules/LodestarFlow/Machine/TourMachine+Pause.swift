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
      phase = .paused(PausedTour(index: index, style: style, reason: reason, stage: .loading(direction)))
      effects.append(.emit(.tourDidPause(style, reason), toDelegate: true))
    case .idle, .appearing, .hidingStep, .paused, .ending:
      break
    }
  }

  mutating func resume(into effects: inout [TourEffect]) {
    guard case .paused(let paused) = phase else { return }
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
