/// A condition on an app's parameters and event donations that decides whether a step shows: the data form of
/// the rule language LodestarEligibility's items use, so a tour file can carry it (`"when"`, see the tour
/// format) as well as code.
///
/// A condition is a value: it names parameters and events by their keys and says what must hold of them. An
/// evaluator (``StepConditionEvaluator``; LodestarEligibility's `EligibilitySnapshot` reads an eligibility
/// state) decides whether it holds; ``TourController`` asks it when a step is about to load and skips the step
/// when it does not.
///
/// ```swift
/// var step = TourStep(id: "export", content: "Export your work as a PDF.")
/// step.condition = .all([
///   .parameter("isPro", .equals(.bool(true))),
///   .donations(of: "documentOpened", within: 7 * 86_400, .atLeast(.number(3))),
/// ])
/// ```
public indirect enum StepCondition: Sendable, Hashable {
  /// Holds when the parameter with this key has a value and the comparison holds for it. A parameter that was
  /// never set has no value, and no comparison holds for it (use ``not(_:)`` for "is not").
  case parameter(String, StepConditionComparison)
  /// Holds when the comparison holds for the number of the event's donations within the last `within`
  /// seconds (`nil`: all time) before the moment of evaluation.
  case donations(of: String, within: Double?, StepConditionComparison)
  /// Holds when every condition holds (and for none).
  case all([StepCondition])
  /// Holds when at least one condition holds (never for none).
  case any([StepCondition])
  /// Holds when the condition does not.
  case not(StepCondition)

  /// The keys of the parameters the condition reads.
  public var parameterKeys: Set<String> {
    var keys: Set<String> = []
    visitNames { kind, name in if kind == .parameter { keys.insert(name) } }
    return keys
  }

  /// The ids of the events whose donations the condition counts.
  public var eventIDs: Set<String> {
    var ids: Set<String> = []
    visitNames { kind, name in if kind == .event { ids.insert(name) } }
    return ids
  }

  /// What a name in a condition names.
  enum NameKind { case parameter, event }

  /// Calls `visit` with every name in the condition, in order.
  func visitNames(_ visit: (NameKind, String) -> Void) {
    switch self {
    case .parameter(let key, _): visit(.parameter, key)
    case .donations(let event, _, _): visit(.event, event)
    case .all(let conditions), .any(let conditions): for condition in conditions { condition.visitNames(visit) }
    case .not(let condition): condition.visitNames(visit)
    }
  }

  /// Whether the condition holds, given a parameter's value by key (`nil` when never set) and an event's
  /// number of donations within a window (`nil` seconds: all time). The one definition of the language's
  /// meaning: every evaluator calls it with its own readings.
  ///
  /// - Parameters:
  ///   - value: The value of the parameter with a key, or `nil` when it has none.
  ///   - donationCount: The number of donations of the event with an id within the last seconds given
  ///     (`nil`: all time).
  /// - Returns: Whether the condition holds.
  public func isSatisfied(
    value: (String) -> StepConditionValue?, donationCount: (String, Double?) -> Int
  ) -> Bool {
    switch self {
    case .parameter(let key, let comparison):
      guard let current = value(key) else { return false }
      return comparison.holds(for: current)
    case .donations(let event, let window, let comparison):
      return comparison.holds(for: .number(Double(donationCount(event, window))))
    case .all(let conditions):
      return conditions.allSatisfy { $0.isSatisfied(value: value, donationCount: donationCount) }
    case .any(let conditions):
      return conditions.contains { $0.isSatisfied(value: value, donationCount: donationCount) }
    case .not(let condition):
      return !condition.isSatisfied(value: value, donationCount: donationCount)
    }
  }
}

/// A value a ``StepCondition`` compares with: a Boolean, a number or a string.
public enum StepConditionValue: Sendable, Hashable {
  /// A Boolean.
  case bool(Bool)
  /// A number (integers and floating-point numbers compare as numbers: 3 equals 3.0).
  case number(Double)
  /// A string.
  case string(String)
}

/// What a ``StepCondition`` requires of a parameter's value or of a number of donations.
///
/// ``equals(_:)`` compares values of the same kind (a Boolean with a Boolean, a number with a number, a string
/// with a string); the orderings compare numbers, and strings by their Unicode scalars. A comparison between
/// values of different kinds does not hold.
public enum StepConditionComparison: Sendable, Hashable {
  /// The value equals this one.
  case equals(StepConditionValue)
  /// The value is less than this one.
  case lessThan(StepConditionValue)
  /// The value is less than or equal to this one.
  case atMost(StepConditionValue)
  /// The value is greater than this one.
  case greaterThan(StepConditionValue)
  /// The value is greater than or equal to this one.
  case atLeast(StepConditionValue)

  /// The comparison's operand.
  public var operand: StepConditionValue {
    switch self {
    case .equals(let value), .lessThan(let value), .atMost(let value), .greaterThan(let value),
      .atLeast(let value):
      value
    }
  }

  /// Whether the comparison holds for `value`.
  ///
  /// - Parameter value: The value compared with the operand (on the left: `value < operand`).
  /// - Returns: Whether it holds; `false` for values of different kinds and for Booleans in an ordering.
  public func holds(for value: StepConditionValue) -> Bool {
    guard let order = Self.order(value, operand) else {
      if case .equals = self { return value == operand }
      return false
    }
    switch self {
    case .equals: return order == 0
    case .lessThan: return order < 0
    case .atMost: return order <= 0
    case .greaterThan: return order > 0
    case .atLeast: return order >= 0
    }
  }

  /// -1, 0 or 1 as `lhs` is less than, equal to or greater than `rhs`; `nil` for Booleans and for values of
  /// different kinds.
  private static func order(_ lhs: StepConditionValue, _ rhs: StepConditionValue) -> Int? {
    switch (lhs, rhs) {
    case (.number(let left), .number(let right)):
      return left < right ? -1 : (left > right ? 1 : (left == right ? 0 : nil))
    case (.string(let left), .string(let right)):
      let leftScalars = Array(left.unicodeScalars)
      let rightScalars = Array(right.unicodeScalars)
      if leftScalars == rightScalars { return 0 }
      return leftScalars.lexicographicallyPrecedes(rightScalars) { $0.value < $1.value } ? -1 : 1
    default:
      return nil
    }
  }
}
