/// An input to ``TourMachine``: an application command, or the answer to one of the machine's requests.
public enum TourCommand: Sendable, Hashable {
  /// Starts the tour at `index` with `stepCount` steps (the count is fetched once, at start).
  case start(at: Int, stepCount: Int)
  /// Goes forward, skipping `skipping` steps; past the last step the tour ends with `.completed`.
  case next(skipping: Int)
  /// Goes back, skipping `skipping` steps; from the first step it follows ``PreviousFromFirstPolicy``.
  case previous(skipping: Int)
  /// Goes to the step at `index`; the current index reloads the current step.
  case show(at: Int)
  /// Pauses the tour (meant to be called from `willShow`, or while a step shows).
  case pause(PauseStyle)
  /// Resumes a paused tour, showing the (possibly edited) current step without loading it again.
  case resume
  /// Stops the tour: immediately (no transition, no delegate callbacks) or with a fade; the reason is
  /// `.skipped` when `emulatingSkip`, `.programmatic` otherwise.
  case stop(immediately: Bool, emulatingSkip: Bool)
  /// Skips the rest of the tour (the skip control): an animated stop with reason `.skipped`.
  case skip
  /// Ends the tour for a specific reason (outside tap, completer, missing target, lost host).
  case end(DismissReason, immediately: Bool)
  /// Asks the current step to refresh (retry its target, evaluate predicate completers).
  case refresh
  /// Asks to edit the paused step's content; only accepted while paused on a step.
  case updateCurrentStep
  /// A transition the machine asked for completed.
  case transitionDidComplete(TourTicket)
  /// A step load the machine asked for finished.
  case stepDidLoad(TourTicket, StepLoadOutcome)
  /// The data source's step count changed mid-tour.
  case stepCountDidChange(Int)
  /// A completer of the step at `index` fired.
  case completerDidFire(index: Int, action: CompleterAction)
  /// The application reports that a host (screen) appeared.
  case hostDidAppear(TourHost)
}

/// What a completer does when it fires.
public enum CompleterAction: String, Sendable, Hashable, Codable {
  /// Advances to the next step (the default); on the last step the tour completes.
  case advance
  /// Dismisses the whole tour with ``DismissReason/completerTriggered`` (PolarisGuideKit).
  case dismiss
}
