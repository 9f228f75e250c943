/// What `previous()` does on the first step.
public enum PreviousFromFirstPolicy: Sendable, Hashable, Codable {
  /// The tour ends with ``DismissReason/backedOut`` (Instructions).
  case end
  /// The tour stays: `previous()` on the first step does nothing, and a skip count that would go before
  /// the first step stops at the first step.
  case stay
}

/// What navigation commands (`next`, `previous`, `show(at:)`) do while a transition or a step load runs.
public enum TransitionCommandPolicy: Sendable, Hashable, Codable {
  /// They are ignored, so fast double taps advance once (Instructions).
  case ignore
  /// They are queued (up to ``TourMachine/queueCapacity``; more are dropped) and run, in order, as soon as
  /// a step has finished showing.
  case queue
}

/// The machine's policies; by default the machine behaves as Instructions does.
public struct TourMachineConfiguration: Sendable, Hashable, Codable {
  /// What `previous()` does on the first step.
  public var previousFromFirst: PreviousFromFirstPolicy
  /// What navigation commands do during a transition.
  public var commandsDuringTransition: TransitionCommandPolicy

  /// Creates a configuration.
  public init(
    previousFromFirst: PreviousFromFirstPolicy = .end, commandsDuringTransition: TransitionCommandPolicy = .ignore
  ) {
    self.previousFromFirst = previousFromFirst
    self.commandsDuringTransition = commandsDuringTransition
  }
}
