/// Why the machine rejected a command. Rejections are values (``TourEffect/rejected(_:)``), never crashes.
public enum TourCommandError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// `next(skipping:)` or `previous(skipping:)` got a negative skip count.
  case negativeSkipCount(Int)
  /// A step count was negative (Instructions crashes on this).
  case negativeStepCount(Int)
  /// `start` was asked for a tour without steps.
  case noSteps
  /// An index was outside `0..<stepCount`.
  case indexOutOfRange(index: Int, stepCount: Int)
  /// `start` was called while the tour is running; it can be started again once it ended.
  case alreadyStarted
  /// `updateCurrentStep` was called while no step is paused (it only works while paused, as Instructions).
  case requiresPausedStep
  /// `next`, `previous` or `show(at:)` was called before the tour started, or after it ended: `start(at:)`
  /// begins a tour at a given step.
  case notStarted

  /// A sentence saying what was wrong and where.
  public var description: String {
    switch self {
    case .negativeSkipCount(let count):
      "skip count \(count) is negative; pass 0 or more steps to skip"
    case .negativeStepCount(let count):
      "step count \(count) is negative; a tour has 0 or more steps"
    case .noSteps:
      "the tour has no steps, so it cannot start"
    case .indexOutOfRange(let index, let stepCount):
      "step index \(index) is outside 0..<\(stepCount)"
    case .alreadyStarted:
      "the tour is already running; it can be started again after it ended"
    case .requiresPausedStep:
      "updateCurrentStep works only while the tour is paused on a step"
    case .notStarted:
      "the tour is not running; start it first (start(at:) begins at a given step)"
    }
  }
}
