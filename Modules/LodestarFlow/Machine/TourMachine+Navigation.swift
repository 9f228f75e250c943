extension TourMachine {
  /// Runs `next`, `previous` or `show(at:)` (arguments already validated) according to the phase.
  mutating func navigate(_ command: TourCommand, into effects: inout [TourEffect]) {
    switch phase {
    case .showing(let index):
      move(from: index, command, into: &effects)
    case .appearing, .loading, .appearingStep, .hidingStep:
      if configuration.commandsDuringTransition == .queue, queuedCommands.count < Self.queueCapacity {
        queuedCommands.append(command)
      }
    case .idle, .paused, .ending:
      break
    }
  }

  private mutating func move(from index: Int, _ command: TourCommand, into effects: inout [TourEffect]) {
    var destination: Int
    let direction: TravelDirection
    switch command {
    case .next(let skipCount):
      destination = index + 1 + skipCount
      direction = .forward
    case .previous(let skipCount):
      destination = index - 1 - skipCount
      direction = .backward
    case .show(let target):
      destination = target
      direction = target >= index ? .forward : .backward
    default:
      return
    }
    if destination >= stepCount {
      return end(.completed, immediately: false, into: &effects)
    }
    if destination < 0 {
      switch configuration.previousFromFirst {
      case .end: return end(.backedOut, immediately: false, into: &effects)
      case .stay:
        guard index > 0 else { return }
        destination = 0
      }
    }
    let ticket = issueTicket()
    phase = .hidingStep(index: index, destination: destination, direction: direction, ticket: ticket)
    effects.append(.emit(.stepWillHide(index: index), toDelegate: true))
    effects.append(.disableCompleters(index: index))
    effects.append(.beginTransition(.stepDisappearance(index: index), ticket: ticket))
  }

  /// Loads `destination` with no step on screen, or ends the tour when travel runs out of steps.
  mutating func travel(to destination: Int, _ direction: TravelDirection, into effects: inout [TourEffect]) {
    var destination = destination
    if direction == .backward, destination >= stepCount { destination = stepCount - 1 }
    if destination >= stepCount {
      return end(.completed, immediately: false, into: &effects)
    }
    if destination < 0 {
      switch configuration.previousFromFirst {
      case .end: return end(.backedOut, immediately: false, into: &effects)
      case .stay: return travel(to: 0, .forward, into: &effects)
      }
    }
    let ticket = issueTicket()
    phase = .loading(index: destination, direction: direction, ticket: ticket)
    effects.append(.loadStep(index: destination, direction: direction, ticket: ticket))
  }

  mutating func runQueuedCommand(into effects: inout [TourEffect]) {
    guard !queuedCommands.isEmpty else { return }
    let command = queuedCommands.removeFirst()
    switch command {
    case .show(let index) where index >= stepCount:
      effects.append(.rejected(.indexOutOfRange(index: index, stepCount: stepCount)))
      runQueuedCommand(into: &effects)
    default:
      navigate(command, into: &effects)
    }
  }
}
