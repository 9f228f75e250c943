/// Decides whether a ``StepCondition`` holds, synchronously, when ``TourController`` is about to load a step
/// that carries one.
///
/// LodestarEligibility's `EligibilitySnapshot` is one: an eligibility state read at a moment (ask the
/// `EligibilityCenter` for a current one with `snapshot()` before starting a tour, and again when the state
/// changes). An app with its own values can conform any `Sendable` type, usually by calling
/// ``StepCondition/isSatisfied(value:donationCount:)`` with its readings.
public protocol StepConditionEvaluator: Sendable {
  /// Whether `condition` holds now.
  ///
  /// - Parameter condition: The condition of the step about to load.
  /// - Returns: Whether the step shows.
  func isSatisfied(_ condition: StepCondition) -> Bool
}

/// Why ``TourController`` skipped a step (``TourEvent/stepSkipped(index:reason:)``).
public enum StepSkipReason: String, Sendable, Hashable, Codable {
  /// The step's ``TourStep/condition`` did not hold when it was about to load.
  case conditionNotMet
}

/// Where a step stands among the steps that will show, for a progress text such as "2 of 4"
/// (``TourController/progress(ofStepAt:)``).
public struct StepProgress: Sendable, Hashable {
  /// The step's position among the steps that will show, from 0.
  public var position: Int
  /// The number of steps that will show.
  public var count: Int

  /// Creates a progress.
  ///
  /// - Parameters:
  ///   - position: The step's position among the steps that will show, from 0.
  ///   - count: The number of steps that will show.
  public init(position: Int, count: Int) {
    self.position = position
    self.count = count
  }
}
