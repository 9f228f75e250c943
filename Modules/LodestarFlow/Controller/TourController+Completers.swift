extension TourController {
  func enableCompleters(at index: Int) {
    disableCompleters()
    guard let step = currentStep, loadedIndex == index else { return }
    activeCompleters = step.completers
    completerIndex = index
    let generation = completerGeneration
    let clock = clock
    for completer in step.completers {
      guard case .duration(let duration) = completer.trigger else { continue }
      let action = completer.action
      // The deadline is read now, so the duration counts from the step's appearance, not from when the
      // task first runs.
      let deadline = clock.deadline(after: duration)
      completerTasks.append(
        Task { [weak self] in
          do {
            try await clock.sleep(until: deadline)
          } catch {
            return
          }
          self?.durationDidElapse(generation: generation, index: index, action: action)
        })
    }
  }

  func disableCompleters() {
    completerGeneration += 1
    for task in completerTasks { task.cancel() }
    completerTasks.removeAll()
    activeCompleters.removeAll()
    completerIndex = nil
  }

  func durationDidElapse(generation: Int, index: Int, action: CompleterAction) {
    guard generation == completerGeneration else { return }
    enqueue(.command(.completerDidFire(index: index, action: action)))
  }

  func refreshShownStep(at index: Int) {
    guard let step = currentStep, loadedIndex == index else { return }
    if let target = step.target { currentTarget = target.resolve() }
    _ = fireCompleter { if case .predicate(let condition) = $0 { condition() } else { false } }
  }
}
