extension TourController {
  /// Shows the tour if it can attach to a host, without throwing: PolarisGuideKit's `show() -> Bool`, with
  /// the reason when it cannot.
  ///
  /// In PolarisGuideKit's order:
  ///
  /// 1. A tour that is shown (``isStarted``; a tour fading out is not) stays as it is:
  ///    ``TourShowResult/alreadyShown``.
  /// 2. No steps (or a negative count from the data source) or an index out of range:
  ///    ``TourShowResult/rejected(_:)``.
  /// 3. `checkingHost` is asked, with the index of the step that will show; a problem it returns is
  ///    ``TourShowResult/hostUnavailable(_:)``, and nothing changes, so calling `show` again once the host
  ///    is there works (PolarisGuideKit's "retry later").
  /// 4. The tour starts, as ``start(at:)``: ``TourShowResult/started(index:)``. During the fade of an
  ///    animated end, the old run's last events come first (as `start` does then).
  ///
  /// The step that shows is `index` when given. Otherwise it is the one the tour was on when it last ended
  /// because its host went away (``DismissReason/hostLost``), so showing again after the host came back
  /// resumes there (PolarisGuideKit resumes at its current index); else the first step.
  ///
  /// ```swift
  /// var host: PresentationHost?
  /// let result = controller.show { index in
  ///   let resolution = HostResolution(host: nil, focus: FocusSource(controller.steps[index]), tree: tree,
  ///                                   application: application)
  ///   host = resolution.host
  ///   return resolution.unavailability
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - index: The step to show first, or `nil` for the step described above.
  ///   - checkingHost: Returns why the tour cannot attach to a host now, or `nil` when it can; it is not
  ///     called when the tour is already shown or cannot start.
  /// - Returns: What happened; ``TourShowResult/isShown`` is PolarisGuideKit's return value.
  @discardableResult
  public func show<HostProblem>(
    startingAt index: Int? = nil, checkingHost: (_ index: Int) -> HostProblem?
  ) -> TourShowResult<HostProblem> {
    if machine.isStarted { return .alreadyShown }
    let count = fetchStepCount()
    let first = index ?? resumeIndex(stepCount: count)
    let command = TourCommand.start(at: first, stepCount: count)
    if let error = machine.rejection(of: command) { return .rejected(error) }
    if let problem = checkingHost(first) { return .hostUnavailable(problem) }
    enqueue(.command(command))
    return .started(index: first)
  }

  /// Shows the tour without a host check: ``show(startingAt:checkingHost:)`` for a tour whose host is always
  /// there.
  ///
  /// - Parameter index: The step to show first, or `nil` for the step
  ///   ``show(startingAt:checkingHost:)`` describes.
  /// - Returns: What happened; never ``TourShowResult/hostUnavailable(_:)``.
  @discardableResult
  public func show(startingAt index: Int? = nil) -> TourShowResult<Never> {
    show(startingAt: index) { _ -> Never? in nil }
  }

  /// The step a tour that lost its host was on, if it is still in range; else 0.
  func resumeIndex(stepCount count: Int) -> Int {
    guard let dismissal = machine.lastDismissal, dismissal.reason == .hostLost,
      let index = dismissal.stepIndex ?? dismissal.lastShownIndex, index >= 0, index < count
    else { return 0 }
    return index
  }
}
