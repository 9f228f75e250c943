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
  /// The style of a pause requested while a step was hiding, or `nil`.
  ///
  /// As Instructions, such a pause holds the next step: the hide completes, the next step loads and is
  /// announced with `stepWillShow`, and the tour then stays paused on it (``PausedTour/Stage/announced``)
  /// until ``TourCommand/resume``.
  public internal(set) var heldPause: PauseStyle?
  private var lastTicket: UInt32 = 0

  /// Creates an idle machine.
  public init(configuration: TourMachineConfiguration = TourMachineConfiguration()) {
    self.configuration = configuration
  }

  /// Feeds one command to the machine.
  ///
  /// - Parameter command: An application command or the answer to one of the machine's requests.
  /// - Returns: The effects to perform, in order; ``TourEffect/rejected(_:)`` alone for a bad argument, and
  ///   none for a command that does not apply in the current state.
  public mutating func send(_ command: TourCommand) -> [TourEffect] {
    var effects: [TourEffect] = []
    effects.reserveCapacity(4)
    apply(command, into: &effects)
    return effects
  }

  /// Feeds one command to the machine and appends its effects to a buffer: the same as ``send(_:)``, for
  /// drivers that reuse one buffer to avoid an allocation per command.
  ///
  /// - Parameters:
  ///   - command: An application command or the answer to one of the machine's requests.
  ///   - effects: The buffer the effects are appended to, in order; it is not cleared first.
  public mutating func send(_ command: TourCommand, into effects: inout [TourEffect]) {
    apply(command, into: &effects)
  }
}

extension TourMachine {
  /// Whether the tour is running: started and not ending (Instructions' `isStarted`, which an animated
  /// stop resets at once). A tour fading out (``isEnding``) is not started, and
  /// ``TourCommand/start(at:stepCount:)`` is accepted then: the old run finishes at once and the new one
  /// begins.
  public var isStarted: Bool {
    switch phase {
    case .idle, .ending: false
    default: true
    }
  }

  /// Whether the tour is fading out after an animated end; its last events (`stepDidHide`, `tourDidHide`,
  /// `tourDidEnd`) come when the fade completes.
  public var isEnding: Bool {
    if case .ending = phase { return true }
    return false
  }

  /// Whether the tour is paused, including a pause requested while a step was hiding (``heldPause``).
  public var isPaused: Bool { pauseStyle != nil }

  /// What the current pause hides, or `nil` when the tour is not paused.
  public var pauseStyle: PauseStyle? {
    if case .paused(let paused) = phase { return paused.style }
    return heldPause
  }

  /// Whether the step on screen was announced (`stepWillShow`) and then paused before it showed: Instructions
  /// shows nothing of such a step until ``TourCommand/resume``.
  public var isHoldingAnnouncedStep: Bool {
    if case .paused(let paused) = phase { return paused.stage == .announced }
    return false
  }

  /// Whether a transition or a step load is running (navigation then follows the transition policy).
  public var isBusy: Bool {
    switch phase {
    case .appearing, .loading, .appearingStep, .hidingStep: true
    case .idle, .showing, .paused, .ending: false
    }
  }

  /// The index of the step the tour is at or moving to: Instructions' `currentIndex`; `nil` when idle,
  /// while the overlay appears and while the tour ends.
  ///
  /// As in Instructions, the index moves to the destination as soon as a step starts hiding: with step 0
  /// on screen, `next()` makes it 1 in `stepWillHide(0)`, during the hide, in `stepDidHide(0)` and while
  /// step 1 loads. ``onScreenIndex`` is the step on screen.
  public var currentIndex: Int? {
    switch phase {
    case .loading(let index, _, _), .appearingStep(let index, _), .showing(let index):
      index
    case .hidingStep(_, let destination, _, _):
      destination
    case .paused(let paused):
      paused.index
    case .idle, .appearing, .ending:
      nil
    }
  }

  /// The index of the step on screen: announced with `stepWillShow` and not yet hidden with
  /// `stepDidHide`; `nil` when there is none. It differs from ``currentIndex`` while a step hides (the
  /// hiding step), while a step loads (`nil`) and while the tour ends (the step fading out).
  public var onScreenIndex: Int? {
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
