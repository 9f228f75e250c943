/// One rule of an item, evaluated: what it read and whether it held.
///
/// A rule made with ``EligibilityRule/all(_:)``, ``EligibilityRule/any(_:)`` or ``EligibilityRule/not(_:)`` (or
/// the operators `&&`, `||` and `!`) is explained with the checks of the rules it combines, every one of them
/// evaluated, even those an evaluation that stops early would not have needed. A rule's predicate is code, so
/// the check names what the predicate was given, not what it tests.
public struct EligibilityRuleCheck: Sendable, Hashable {
  /// What a rule read.
  public indirect enum Kind: Sendable, Hashable {
    /// ``EligibilityRule/always`` or ``EligibilityRule/never``: it reads nothing.
    case constant
    /// A parameter rule: the parameter's key, whether it is transient, the value stored for it (`nil` when
    /// none is, and the rule then tests the default) and its default value (`nil` when the default
    /// cannot be encoded).
    case parameter(key: String, isTransient: Bool, value: EligibilityValue?, defaultValue: EligibilityValue?)
    /// A donation rule: the event, the window the donations were counted in, whether only donations whose
    /// value a filter accepts were counted, and the number counted.
    case donations(event: EligibilityEvent, window: EligibilityEvent.Window, isFiltered: Bool, count: Int)
    /// Every one of these rules must hold.
    case all([EligibilityRuleCheck])
    /// At least one of these rules must hold.
    case any([EligibilityRuleCheck])
    /// This rule must not hold.
    case not(EligibilityRuleCheck)
  }

  /// What the rule read.
  public let kind: Kind
  /// Whether the rule held.
  public let isSatisfied: Bool

  /// Creates the check of one rule.
  ///
  /// - Parameters:
  ///   - kind: What the rule read.
  ///   - isSatisfied: Whether the rule held.
  public init(kind: Kind, isSatisfied: Bool) {
    self.kind = kind
    self.isSatisfied = isSatisfied
  }
}
