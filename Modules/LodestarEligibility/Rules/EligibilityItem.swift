/// A tour or hint whose eligibility is tracked: its identifier, rules and options.
public struct EligibilityItem: Sendable, Identifiable {
  /// The tour's or hint's identifier.
  public var id: EligibilityID
  /// The rules; the item is eligible when all of them hold (always, when there are none).
  public var rules: [EligibilityRule]
  /// Display limits.
  public var options: EligibilityOptions

  /// Creates an item.
  public init(id: EligibilityID, rules: [EligibilityRule] = [], options: EligibilityOptions = EligibilityOptions()) {
    self.id = id
    self.rules = rules
    self.options = options
  }
}
