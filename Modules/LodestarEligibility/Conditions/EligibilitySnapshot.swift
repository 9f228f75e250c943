import Foundation
import LodestarFlow

/// An eligibility state read at one moment: the synchronous ``/LodestarFlow/StepConditionEvaluator`` a
/// ``/LodestarFlow/TourController`` asks whether a step's ``/LodestarFlow/StepCondition`` holds.
///
/// ``EligibilityCenter`` is an actor, and a controller decides on the main actor without waiting, so the
/// controller reads a copy: ask the center for one with ``EligibilityCenter/snapshot()`` before starting a
/// tour, and again when the state changes (after `setValue` or `donate`). A snapshot never changes by itself.
///
/// ```swift
/// controller.conditionEvaluator = await center.snapshot()
/// try controller.start()
/// ```
public struct EligibilitySnapshot: StepConditionEvaluator, Sendable, Hashable {
  /// The state the conditions read (parameters, transient parameters and donations).
  public var state: EligibilityState
  /// The moment the donation windows end at.
  public var date: Date

  /// Creates a snapshot of `state` at `date`.
  ///
  /// - Parameters:
  ///   - state: The state the conditions read.
  ///   - date: The moment the donation windows end at.
  public init(state: EligibilityState, date: Date) {
    self.state = state
    self.date = date
  }

  /// Whether `condition` holds for ``state`` at ``date`` (``EligibilityState/satisfies(_:at:)``).
  ///
  /// - Parameter condition: The condition to evaluate.
  /// - Returns: Whether it holds.
  public func isSatisfied(_ condition: StepCondition) -> Bool {
    state.satisfies(condition, at: date)
  }
}

extension EligibilityState {
  /// Whether a step condition holds for the state at `date`, with the meaning eligibility rules have: a
  /// parameter's value is its stored value (a transient one when no persistent one is set), and a donation
  /// count is the event's donations at most the window's seconds older than `date` (as
  /// ``EligibilityRule/donations(of:within:count:)`` counts them).
  ///
  /// Integer and floating-point parameters compare as numbers; a date or JSON value is of no kind a condition
  /// compares with, so no comparison holds for it, as for a parameter that was never set.
  ///
  /// - Parameters:
  ///   - condition: The condition to evaluate.
  ///   - date: The moment the donation windows end at.
  /// - Returns: Whether it holds.
  public func satisfies(_ condition: StepCondition, at date: Date) -> Bool {
    condition.isSatisfied(
      value: { key in (parameters[key] ?? transientParameters[key]).flatMap(StepConditionValue.init) },
      donationCount: { event, window in events[event]?.count(within: window, at: date) ?? 0 })
  }
}

extension StepConditionValue {
  /// The condition value of a stored value; `nil` for a date or JSON value.
  init?(_ value: EligibilityValue) {
    switch value {
    case .bool(let bool): self = .bool(bool)
    case .integer(let integer): self = .number(Double(integer))
    case .double(let double): self = .number(double)
    case .string(let string): self = .string(string)
    case .date, .json: return nil
    }
  }
}
