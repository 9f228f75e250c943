extension TourController {
  /// Whether a step's condition holds: as ``conditionEvaluator`` says, or always without one.
  func conditionHolds(_ condition: StepCondition) -> Bool {
    conditionEvaluator?.isSatisfied(condition) ?? true
  }

  /// Whether the step at `index` will show as far as its condition says (a step without one
  /// always does).
  func conditionAllowsStep(at index: Int) -> Bool {
    // A list that makes its steps when needed makes them all here, once: progress asks for every step's condition.
    let condition =
      usesDataSource ? fetchStep(at: index)?.condition : (steps.indices.contains(index) ? steps[index].condition : nil)
    guard let condition else { return true }
    return conditionHolds(condition)
  }

  /// Where the step at `index` stands among the steps that will show, for a progress text ("2 of 4"): the
  /// steps without a ``TourStep/condition``, and those whose condition holds now (``conditionEvaluator``),
  /// count; a step whose condition fails is skipped when the tour reaches it, so it does not.
  ///
  /// The step at `index` itself always counts (it is the step on screen when a view asks). A data-source
  /// controller asks its data source for each step.
  ///
  /// - Parameter index: The index of a step, from 0.
  /// - Returns: The step's position and the count, or `nil` when there is no step at `index`.
  /// - Complexity: O(*n*) condition evaluations for *n* steps.
  public func progress(ofStepAt index: Int) -> StepProgress? {
    let count = stepCount
    guard index >= 0, index < count else { return nil }
    // Without an evaluator every step shows: no step needs to be read.
    guard conditionEvaluator != nil else { return StepProgress(position: index, count: count) }
    var position = 0
    var total = 0
    for other in 0..<count where other == index || conditionAllowsStep(at: other) {
      if other < index { position += 1 }
      total += 1
    }
    return StepProgress(position: position, count: total)
  }
}
