/// Where a ``TourMachine`` is in its life.
public enum TourPhase: Sendable, Hashable {
  /// Not running: never started, or ended (it can be started again).
  case idle
  /// The overlay is appearing; the tour will then load `firstIndex`.
  case appearing(firstIndex: Int, ticket: TourTicket)
  /// A step is loading (no step is on screen).
  case loading(index: Int, direction: TravelDirection, ticket: TourTicket)
  /// A step was announced with `stepWillShow` and is appearing.
  case appearingStep(index: Int, ticket: TourTicket)
  /// A step is shown and the tour is ready for commands.
  case showing(index: Int)
  /// The step at `index` is hiding; then the tour travels to `destination` in `direction`.
  case hidingStep(index: Int, destination: Int, direction: TravelDirection, ticket: TourTicket)
  /// The tour is paused.
  case paused(PausedTour)
  /// The tour is fading out; then it ends.
  case ending(EndingTour)
}

/// The state of a paused tour.
public struct PausedTour: Sendable, Hashable {
  /// How far the paused step got before the pause.
  public enum Stage: Sendable, Hashable {
    /// The step had not loaded yet; resuming loads it (in `direction`).
    case loading(TravelDirection)
    /// The step was announced (`stepWillShow`) but not shown; resuming shows it without asking
    /// `willLoad`, the data source or `willShow` again.
    case announced
    /// The step was shown; resuming re-enables its completers.
    case shown
  }

  /// The step the tour is paused on.
  public var index: Int
  /// What the pause hides.
  public var style: PauseStyle
  /// Why the tour paused.
  public var reason: PauseReason
  /// How far the step got.
  public var stage: Stage

  /// Creates a paused state.
  public init(index: Int, style: PauseStyle, reason: PauseReason, stage: Stage) {
    self.index = index
    self.style = style
    self.reason = reason
    self.stage = stage
  }
}

/// The state of a tour that is fading out.
public struct EndingTour: Sendable, Hashable {
  /// Why it ends.
  public var reason: DismissReason
  /// The step whose `stepDidHide` is still due when the fade completes, if any.
  public var hidingStep: Int?
  /// The fade's ticket.
  public var ticket: TourTicket

  /// Creates an ending state.
  public init(reason: DismissReason, hidingStep: Int?, ticket: TourTicket) {
    self.reason = reason
    self.hidingStep = hidingStep
    self.ticket = ticket
  }
}
