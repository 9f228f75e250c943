extension TourController {
  /// Starts the tour.
  ///
  /// - Parameter index: The index of the first step to show.
  /// - Throws: ``TourCommandError/noSteps``, ``TourCommandError/negativeStepCount(_:)`` (a data source's
  ///   count), ``TourCommandError/indexOutOfRange(index:stepCount:)`` or ``TourCommandError/alreadyStarted``.
  public func start(at index: Int = 0) throws(TourCommandError) {
    try submit(.start(at: index, stepCount: fetchStepCount()))
  }

  /// Goes to the next step; past the last step the tour ends with ``DismissReason/completed``.
  ///
  /// - Parameter skipCount: How many steps to skip over.
  /// - Throws: ``TourCommandError/negativeSkipCount(_:)`` for a negative count;
  ///   ``TourCommandError/notStarted`` before the tour started or after it ended.
  public func next(skipping skipCount: Int = 0) throws(TourCommandError) {
    try submit(.next(skipping: skipCount))
  }

  /// Goes to the previous step; on the first step, what ``TourMachineConfiguration/previousFromFirst`` says.
  ///
  /// - Parameter skipCount: How many steps to skip over.
  /// - Throws: ``TourCommandError/negativeSkipCount(_:)`` for a negative count;
  ///   ``TourCommandError/notStarted`` before the tour started or after it ended.
  public func previous(skipping skipCount: Int = 0) throws(TourCommandError) {
    try submit(.previous(skipping: skipCount))
  }

  /// Goes to a step; the current index shows the current step again.
  ///
  /// - Parameter index: The index of the step to show.
  /// - Throws: ``TourCommandError/indexOutOfRange(index:stepCount:)`` when there is no step at `index`;
  ///   ``TourCommandError/notStarted`` before the tour started or after it ended (`start(at:)` begins at a
  ///   step).
  public func show(at index: Int) throws(TourCommandError) {
    try submit(.show(at: index))
  }

  /// Pauses the tour: typically from the delegate's `willShowStep`, which holds that step before it
  /// appears. A pause while a step hides (from `willHideStepAt`, say) holds the next step, as Instructions:
  /// the hide completes, the next step loads and is announced, and it appears on ``resume()``.
  public func pause(_ style: PauseStyle = .hideNothing) {
    enqueue(.command(.pause(style)))
  }

  /// Resumes a paused tour; the current step shows with its edited content, without asking the data
  /// source or `willShow` again.
  public func resume() {
    enqueue(.command(.resume))
  }

  /// Stops the tour. Immediately: no transition, no delegate callbacks, no veto. Animated: asks
  /// ``shouldEnd``, fades, then `tourDidEnd` (skipped when `emulatingSkip`); ``isStarted`` is false from
  /// the start of the fade. A second animated stop does nothing; an immediate stop during the fade ends it
  /// at once.
  public func stop(immediately: Bool = false, emulatingSkip: Bool = false) {
    let command = TourCommand.stop(immediately: immediately, emulatingSkip: emulatingSkip)
    if immediately {
      enqueue(.command(command))
    } else {
      endAfterVeto(emulatingSkip ? .skipped : .programmatic, command: command)
    }
  }

  /// Skips the rest of the tour (the skip control), after ``shouldEnd`` agrees.
  public func skip() {
    endAfterVeto(.skipped, command: .skip)
  }

  /// Edits the paused step's content; it shows edited when the tour resumes.
  ///
  /// - Parameter edit: Changes the step's content in place.
  /// - Throws: ``TourCommandError/requiresPausedStep`` unless the tour is paused on a step.
  public func updateCurrentStep(_ edit: @escaping (inout Content) -> Void) throws(TourCommandError) {
    if let error = machine.rejection(of: .updateCurrentStep) { throw error }
    enqueue(.update(edit))
  }

  /// Refreshes: re-reads the data source's count, retries a missing target, re-resolves the shown step's
  /// target and evaluates its predicate completers.
  public func refresh() {
    guard machine.isStarted else { return }
    if usesDataSource, let count = dataSource?.numberOfSteps(for: self), count != machine.stepCount {
      enqueue(.command(.stepCountDidChange(count)))
    }
    retryTargetWait()
    enqueue(.command(.refresh))
  }

  /// Reports that a transition the view layer performed completed.
  public func transitionDidComplete(_ ticket: TourTicket) {
    enqueue(.command(.transitionDidComplete(ticket)))
  }

  /// Reports an application event (such as `"profile.saved"`); returns whether a completer of the shown
  /// step handled it.
  @discardableResult
  public func handle(event name: String) -> Bool {
    fireCompleter { if case .event(let expected) = $0 { expected == name } else { false } }
  }

  /// Reports an interaction with the shown step; returns whether a completer handled it.
  @discardableResult
  public func report(_ interaction: StepInteraction) -> Bool {
    fireCompleter { if case .interaction(let expected) = $0 { expected == interaction } else { false } }
  }

  /// Reports a gesture the view layer recognised on the shown step; returns whether a gesture completer
  /// of the step handled it (the first one the gesture satisfies, ``StepGesture/isSatisfied(by:)``).
  ///
  /// - Parameter gesture: The gesture, with the areas it started in.
  /// - Returns: Whether a completer fired.
  @discardableResult
  public func report(_ gesture: RecognizedGesture) -> Bool {
    fireCompleter { if case .gesture(let expected) = $0 { expected.isSatisfied(by: gesture) } else { false } }
  }

  /// Reports a tap on the overlay: ignored unless a step is on screen and its overlay interaction is
  /// enabled. While the step shows, the delegate is asked and, if it agrees, the tap dismisses
  /// (``DismissReason/outsideTap``, after ``shouldEnd``) when the step dismisses on outside taps and
  /// advances otherwise. While the tour is paused on the step, the delegate is still asked and the tap then
  /// does nothing (Instructions).
  public func overlayTapped() {
    overlayTapped(dismissesOnOutsideTap: false)
  }

  /// Reports a tap on the dimmed overlay, as ``overlayTapped()`` does, for a view layer whose step may dismiss
  /// on outside taps on its own (LodestarViewModel's `CoachMark.dismissesOnOutsideTap`): the tour ends with
  /// ``DismissReason/outsideTap`` when `dismissesOnOutsideTap` or the step's own
  /// ``TourStep/dismissesOnOutsideTap`` is set, and goes to the next step otherwise.
  ///
  /// - Parameter dismissesOnOutsideTap: Whether what the view layer shows for the step dismisses on an
  ///   outside tap.
  public func overlayTapped(dismissesOnOutsideTap: Bool) {
    guard let index = machine.onScreenIndex, let step = currentStep, step.isOverlayInteractionEnabled else { return }
    switch machine.phase {
    case .showing:
      break
    case .paused:
      _ = delegate?.tourController(self, shouldHandleOverlayTapAt: index)
      return
    default:
      return
    }
    guard delegate?.tourController(self, shouldHandleOverlayTapAt: index) ?? true else { return }
    if step.dismissesOnOutsideTap || dismissesOnOutsideTap {
      endAfterVeto(.outsideTap, command: .end(.outsideTap, immediately: false))
    } else {
      enqueue(.command(.next(skipping: 0)))
    }
  }

  /// Reports a tap on the step's coach mark (its next control): tells the delegate when a step shows,
  /// then advances (during a transition the tap follows the transition policy: ignored or queued).
  public func stepTapped() {
    guard machine.isStarted else { return }
    if case .showing(let index) = machine.phase { delegate?.tourController(self, didTapStepAt: index) }
    enqueue(.command(.next(skipping: 0)))
  }

  /// Reports that a host (screen) became current; a tour waiting for it resumes.
  public func hostDidAppear(_ host: TourHost) {
    currentHost = host
    enqueue(.command(.hostDidAppear(host)))
  }

  /// Reports that a host went away; a tour whose step on screen lives there ends with
  /// ``DismissReason/hostLost``.
  public func hostDidDisappear(_ host: TourHost) {
    if currentHost == host { currentHost = nil }
    if machine.onScreenIndex != nil, currentStep?.host == host {
      enqueue(.command(.end(.hostLost, immediately: false)))
    }
  }

  /// The step count to start with: the data source's (asked now) or the step list's.
  func fetchStepCount() -> Int {
    usesDataSource ? dataSource?.numberOfSteps(for: self) ?? 0 : stepListCount
  }

  func submit(_ command: TourCommand) throws(TourCommandError) {
    if let error = machine.rejection(of: command) { throw error }
    enqueue(.command(command))
  }

  func endAfterVeto(_ reason: DismissReason, command: TourCommand) {
    guard machine.isStarted else { return }
    guard let shouldEnd else { return enqueue(.command(command)) }
    Task { [weak self] in
      guard await shouldEnd(reason) else { return }
      self?.enqueue(.command(command))
    }
  }

  func fireCompleter(where matches: (StepCompleter.Trigger) -> Bool) -> Bool {
    guard case .showing(let index) = machine.phase, index == completerIndex,
      let completer = activeCompleters.first(where: { matches($0.trigger) })
    else { return false }
    enqueue(.command(.completerDidFire(index: index, action: completer.action)))
    return true
  }
}
