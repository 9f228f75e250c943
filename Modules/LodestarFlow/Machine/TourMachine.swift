/// The tour engine's core: a pure state machine that turns commands into effects.
///
/// `TourMachine` knows indices only (no content, no geometry, no clock). Every call to ``send(_:)`` is a
/// pure step: the machine updates itself and returns, in order, the events to emit and the requests to
/// perform (step loads and transitions), whose answers come back as commands carrying the request's
/// ``TourTicket``. Answers with a stale ticket are ignored. The exact event orders are documented in
/// <doc:EventOrder> (`LodestarFlow.docc/EventOrder.md`).
///
/// Commands that do not apply in the current state (such as `next` while idle, or a second `stop`) return
/// no effects. Bad arguments (negative counts, out-of-range indices) return ``TourEffect/rejected(_:)``.
public struct TourMachine: Sendable, Hashable {
  /// The most navigation commands the ``TransitionCommandPolicy/queue`` policy keeps.
  public static let queueCapacity = 8

  /// The machine's policies.
  public var configuration: TourMachineConfiguration
  /// Where the machine is.
  public internal(set) var phase: TourPhase = .idle
  /// The step count: fetched at start, updated by ``TourCommand/stepCountDidChange(_:)``.
  public internal(set) var stepCount = 0
  /// The index of the last step that finished showing in this run, or `nil` before any did.
  public internal(set) var lastShownIndex: Int?
  /// How the last run ended, if a run ended.
  public internal(set) var lastDismissal: TourDismissal?
  /// The host a tour paused with ``PauseReason/waitingForHost`` waits for.
  public internal(set) var awaitedHost: TourHost?
  /// Navigation commands queued during a transition (``TransitionCommandPolicy/queue`` only).
  public internal(set) var queuedCommands: [TourCommand] = []
  /// Whether `tourDidShow` waits for the first step to finish showing
  /// (``TourDidShowTiming/afterFirstStep``).
  public internal(set) var isTourDidShowPending = false
  private var lastTicket: UInt32 = 0

  /// Creates an idle machine.
  public init(configuration: TourMachineConfiguration = TourMachineConfiguration()) {
    self.configuration = configuration
  }

  /// Feeds one command to the machine and returns the effects to perform, in order.
  public mutating func send(_ command: TourCommand) -> [TourEffect] {
    var effects: [TourEffect] = []
    effects.reserveCapacity(4)
    apply(command, into: &effects)
    return effects
  }

  /// Feeds one command to the machine and appends its effects to `effects` (which is not cleared first).
  ///
  /// The same as ``send(_:)``, for drivers that reuse one buffer to avoid an allocation per command.
  public mutating func send(_ command: TourCommand, into effects: inout [TourEffect]) {
    apply(command, into: &effects)
  }
}

extension TourMachine {
  /// Whether the tour is running (started and not yet ended); Instructions' `isStarted`.
  public var isStarted: Bool { phase != .idle }

  /// Whether the tour is paused.
  public var isPaused: Bool {
    if case .paused = phase { return true }
    return false
  }

  /// Whether a transition or a step load is running (navigation then follows the transition policy).
  public var isBusy: Bool {
    switch phase {
    case .appearing, .loading, .appearingStep, .hidingStep: true
    case .idle, .showing, .paused, .ending: false
    }
  }

  /// The index of the step on screen: announced with `stepWillShow` and not yet hidden with
  /// `stepDidHide`; `nil` when there is none.
  public var currentIndex: Int? {
    switch phase {
    case .appearingStep(let index, _), .showing(let index), .hidingStep(let index, _, _, _):
      return index
    case .paused(let paused):
      if case .loading = paused.stage { return nil }
      return paused.index
    case .ending(let ending):
      return ending.hidingStep
    case .idle, .appearing, .loading:
      return nil
    }
  }

  /// The index of the step the tour is at, including a step that is loading or waiting for its host;
  /// `nil` when idle or before the first step loads.
  public var position: Int? {
    switch phase {
    case .loading(let index, _, _): index
    case .paused(let paused): paused.index
    default: currentIndex
    }
  }

  /// The ticket of the request the machine is waiting for, if any.
  public var awaitedTicket: TourTicket? {
    switch phase {
    case .appearing(_, let ticket), .loading(_, _, let ticket), .appearingStep(_, let ticket),
      .hidingStep(_, _, _, let ticket):
      ticket
    case .ending(let ending):
      ending.ticket
    case .idle, .showing, .paused:
      nil
    }
  }

  /// Whether the machine waits for the answer carrying `ticket`.
  public func awaits(_ ticket: TourTicket) -> Bool {
    awaitedTicket == ticket
  }

  mutating func issueTicket() -> TourTicket {
    lastTicket &+= 1
    if lastTicket == TourTicket.none.rawValue { lastTicket = 1 }
    return TourTicket(rawValue: lastTicket)
  }
}

extension TourMachine {
  /// The error the machine would reject `command` with in its current state, if any; the machine does
  /// not change.
  public func rejection(of command: TourCommand) -> TourCommandError? {
    var copy = self
    let effects = copy.send(command)
    if effects.count == 1, case .rejected(let error) = effects[0] { return error }
    return nil
  }
}
