import LodestarFlow

/// A ticket by number (tickets are issued 1, 2, 3, ... by a fresh machine).
func ticket(_ number: UInt32) -> TourTicket {
  TourTicket(rawValue: number)
}

/// An event delivered to the delegate too.
func event(_ event: TourEvent) -> TourEffect {
  .emit(event, toDelegate: true)
}

/// An event delivered to plugins and the stream only (immediate stop).
func silent(_ event: TourEvent) -> TourEffect {
  .emit(event, toDelegate: false)
}

extension TourMachine {
  /// A machine with `count` steps whose step `index` finished showing; every load answered `.ready`.
  static func showing(
    _ index: Int, of count: Int,
    configuration: TourMachineConfiguration = TourMachineConfiguration()
  ) -> TourMachine {
    var machine = TourMachine(configuration: configuration)
    _ = machine.send(.start(at: index, stepCount: count))
    machine.settle()
    return machine
  }

  /// Answers requests (`.ready` for loads) until the machine waits for nothing; returns every effect.
  @discardableResult
  mutating func settle() -> [TourEffect] {
    var effects: [TourEffect] = []
    while let ticket = awaitedTicket {
      if case .loading = phase {
        effects += send(.stepDidLoad(ticket, .ready))
      } else {
        effects += send(.transitionDidComplete(ticket))
      }
    }
    return effects
  }

  /// Completes the awaited transition.
  mutating func complete() -> [TourEffect] {
    guard let ticket = awaitedTicket else { return [] }
    return send(.transitionDidComplete(ticket))
  }

  /// Answers the awaited step load.
  mutating func load(_ outcome: StepLoadOutcome) -> [TourEffect] {
    guard let ticket = awaitedTicket else { return [] }
    return send(.stepDidLoad(ticket, outcome))
  }
}
