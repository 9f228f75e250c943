extension TourController {
  func enableCompleters(at index: Int) {
    disableCompleters()
    guard let step = currentStep, loadedIndex == index else { return }
    activeCompleters = step.completers
    completerIndex = index
    let generation = completerGeneration
    for completer in step.completers {
      guard case .duration(let duration) = completer.trigger else { continue }
      let action = completer.action
      // The timer counts from now, the step's appearance, whenever its action runs.
      completerTimers.append(
        clock.setTimer(after: duration) { [weak self] in
          self?.durationDidElapse(generation: generation, index: index, action: action)
        })
    }
  }

  func disableCompleters() {
    completerGeneration += 1
    for timer in completerTimers { timer.cancel() }
    completerTimers.removeAll()
    activeCompleters.removeAll()
    completerIndex = nil
  }

  func durationDidElapse(generation: Int, index: Int, action: CompleterAction) {
    guard generation == completerGeneration else { return }
    enqueue(.command(.completerDidFire(index: index, action: action)))
  }

  func refreshShownStep(at index: Int) {
    guard let step = currentStep, loadedIndex == index else { return }
    if let target = target(of: step) { currentTarget = target.resolve() }
    _ = fireCompleter { if case .predicate(let condition) = $0 { condition() } else { false } }
  }
}
