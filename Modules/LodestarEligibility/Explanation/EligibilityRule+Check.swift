import Foundation

extension EligibilityRule {
  /// The rule evaluated in `state` at `date`, with every value it read; every rule it combines is evaluated.
  ///
  /// - Parameters:
  ///   - state: The parameters and donations to read.
  ///   - date: The moment the donation windows end.
  /// - Returns: The check; its ``EligibilityRuleCheck/isSatisfied`` equals ``isSatisfied(in:at:)``.
  /// - Complexity: O(*n* + *d*) for a rule of *n* parts counting *d* kept donations through filters (unfiltered
  ///   counts take O(log *d*)).
  func check(in state: EligibilityState, at date: Date) -> EligibilityRuleCheck {
    switch node {
    case .constant(let value):
      return EligibilityRuleCheck(kind: .constant, isSatisfied: value)
    case .parameter(let key, let isTransient, let defaultValue, let test):
      let stored = isTransient ? state.transientParameters[key] : state.parameters[key]
      return EligibilityRuleCheck(
        kind: .parameter(key: key, isTransient: isTransient, value: stored, defaultValue: defaultValue),
        isSatisfied: test(stored))
    case .donations(let event, let window, let filter, let count):
      let number = state.events[event]?.count(within: window, at: date, matching: filter) ?? 0
      return EligibilityRuleCheck(
        kind: .donations(
          event: EligibilityEvent(event), window: EligibilityEvent.Window(duration: window),
          isFiltered: filter != nil, count: number),
        isSatisfied: count(number))
    case .all(let rules):
      let checks = rules.map { $0.check(in: state, at: date) }
      return EligibilityRuleCheck(kind: .all(checks), isSatisfied: checks.allSatisfy(\.isSatisfied))
    case .any(let rules):
      let checks = rules.map { $0.check(in: state, at: date) }
      return EligibilityRuleCheck(kind: .any(checks), isSatisfied: checks.contains(where: \.isSatisfied))
    case .not(let rule):
      let inner = rule.check(in: state, at: date)
      return EligibilityRuleCheck(kind: .not(inner), isSatisfied: !inner.isSatisfied)
    }
  }
}
