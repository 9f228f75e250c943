import Foundation

/// A condition on parameters and event donations that must hold for a tour or hint to be available.
///
/// Build rules with ``parameter(_:_:)``, ``donations(of:within:count:)`` and
/// ``donations(of:within:matching:count:)``, and combine them with ``all(_:)``, ``any(_:)``, ``not(_:)`` or the
/// operators `&&`, `||` and `!`:
///
/// ```swift
/// let rule = EligibilityRule.parameter(isLoggedIn) { $0 }
///   && .donations(of: documentOpened, within: .days(7)) { $0 >= 3 }
/// ```
public struct EligibilityRule: Sendable {
  @usableFromInline
  indirect enum Node: Sendable {
    case constant(Bool)
    case parameter(
      key: String, isTransient: Bool, defaultValue: EligibilityValue?, test: @Sendable (EligibilityValue?) -> Bool)
    case donations(
      event: String, window: TimeInterval?, filter: (@Sendable (EligibilityValue?) -> Bool)?,
      count: @Sendable (Int) -> Bool)
    case all([EligibilityRule])
    case any([EligibilityRule])
    case not(EligibilityRule)
  }

  @usableFromInline
  let node: Node

  @usableFromInline
  init(node: Node) {
    self.node = node
  }

  /// A rule that always holds.
  public static let always = EligibilityRule(node: .constant(true))

  /// A rule that never holds.
  public static let never = EligibilityRule(node: .constant(false))

  /// Holds when `predicate` accepts the parameter's current value (its default until one is set).
  @inlinable
  public static func parameter<Value>(
    _ parameter: EligibilityParameter<Value>, _ predicate: @escaping @Sendable (Value) -> Bool
  ) -> EligibilityRule {
    let defaultValue = parameter.defaultValue
    return EligibilityRule(
      node: .parameter(
        key: parameter.key, isTransient: parameter.isTransient, defaultValue: try? defaultValue.eligibilityValue(),
        test: { stored in
          if let stored, let value = Value(eligibilityValue: stored) {
            return predicate(value)
          }
          return predicate(defaultValue)
        }))
  }

  /// Holds when `count` accepts the number of the event's donations within `window`.
  public static func donations(
    of event: EligibilityEvent, within window: EligibilityEvent.Window = .allTime,
    count: @escaping @Sendable (Int) -> Bool
  ) -> EligibilityRule {
    EligibilityRule(node: .donations(event: event.id, window: window.duration, filter: nil, count: count))
  }

  /// Holds when `count` accepts the number of the event's donations within `window` whose value `matching`
  /// accepts (donations without a value of this type do not count).
  @inlinable
  public static func donations<Value: EligibilityValueConvertible>(
    of event: EligibilityEvent, within window: EligibilityEvent.Window = .allTime,
    matching: @escaping @Sendable (Value) -> Bool, count: @escaping @Sendable (Int) -> Bool
  ) -> EligibilityRule {
    let filter: @Sendable (EligibilityValue?) -> Bool = { stored in
      guard let value = stored.flatMap(Value.init(eligibilityValue:)) else { return false }
      return matching(value)
    }
    return EligibilityRule(node: .donations(event: event.id, window: window.duration, filter: filter, count: count))
  }

  /// Holds when every rule holds (and for no rules).
  public static func all(_ rules: [EligibilityRule]) -> EligibilityRule {
    EligibilityRule(node: .all(rules))
  }

  /// Holds when at least one rule holds (never for no rules).
  public static func any(_ rules: [EligibilityRule]) -> EligibilityRule {
    EligibilityRule(node: .any(rules))
  }

  /// Holds when `rule` does not.
  public static func not(_ rule: EligibilityRule) -> EligibilityRule {
    EligibilityRule(node: .not(rule))
  }

  /// Holds when both rules hold.
  public static func && (lhs: EligibilityRule, rhs: EligibilityRule) -> EligibilityRule {
    .all([lhs, rhs])
  }

  /// Holds when either rule holds.
  public static func || (lhs: EligibilityRule, rhs: EligibilityRule) -> EligibilityRule {
    .any([lhs, rhs])
  }

  /// Holds when `rule` does not.
  public static prefix func ! (rule: EligibilityRule) -> EligibilityRule {
    .not(rule)
  }

  /// Whether the rule holds for `state` at `date`.
  public func isSatisfied(in state: EligibilityState, at date: Date) -> Bool {
    switch node {
    case .constant(let value):
      return value
    case .parameter(let key, let isTransient, _, let test):
      return test(isTransient ? state.transientParameters[key] : state.parameters[key])
    case .donations(let event, let window, let filter, let count):
      let number = state.events[event]?.count(within: window, at: date, matching: filter) ?? 0
      return count(number)
    case .all(let rules):
      for rule in rules where !rule.isSatisfied(in: state, at: date) { return false }
      return true
    case .any(let rules):
      for rule in rules where rule.isSatisfied(in: state, at: date) { return true }
      return false
    case .not(let rule):
      return !rule.isSatisfied(in: state, at: date)
    }
  }

  /// The keys of the parameters the rule reads.
  public var parameterKeys: Set<String> { dependencies.parameterKeys }

  /// The names of the events the rule counts.
  public var eventIDs: Set<String> { dependencies.events }

  private var dependencies: (parameterKeys: Set<String>, events: Set<String>) {
    switch node {
    case .constant:
      return ([], [])
    case .parameter(let key, _, _, _):
      return ([key], [])
    case .donations(let event, _, _, _):
      return ([], [event])
    case .all(let rules), .any(let rules):
      var keys: Set<String> = []
      var events: Set<String> = []
      for rule in rules {
        let inner = rule.dependencies
        keys.formUnion(inner.parameterKeys)
        events.formUnion(inner.events)
      }
      return (keys, events)
    case .not(let rule):
      return rule.dependencies
    }
  }
}
