/// How a ``TourController`` behaves.
public struct TourControllerConfiguration: Sendable {
  /// The machine's policies (previous from the first step, commands during a transition).
  public var machine: TourMachineConfiguration
  /// How transitions complete.
  public var transitions: TransitionDriver
  /// How long to wait for a missing target (react-joyride waits 1 s) before the step's missing-target
  /// policy applies.
  public var targetWaitTimeout: Duration
  /// How long a `beforeShow` hook may take (react-joyride: 5 s) before the step's missing-target policy
  /// applies.
  public var beforeShowTimeout: Duration

  /// Creates a configuration.
  public init(
    machine: TourMachineConfiguration = TourMachineConfiguration(), transitions: TransitionDriver = .immediate,
    targetWaitTimeout: Duration = .seconds(1), beforeShowTimeout: Duration = .seconds(5)
  ) {
    self.machine = machine
    self.transitions = transitions
    self.targetWaitTimeout = targetWaitTimeout
    self.beforeShowTimeout = beforeShowTimeout
  }
}

/// How the controller's transitions complete.
public enum TransitionDriver: Sendable {
  /// At once (headless use, tests).
  case immediate
  /// After the transition's ``TourTransition/defaultDuration`` on the controller's clock.
  case clock
  /// The view layer performs them and calls ``TourController/transitionDidComplete(_:)``.
  case external(@MainActor @Sendable (TourTransition, TourTicket) -> Void)
}
