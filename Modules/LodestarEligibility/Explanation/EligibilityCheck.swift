import Foundation

/// One step of an item's evaluation: what was checked, the values read, and whether it passed.
///
/// ``EligibilityExplanation/checks`` lists them in the order ``EligibilityEvaluator`` decides: a testing
/// override, the invalidation recorded in the state, the display count and duration against their limits,
/// each rule, each `.ordered` group the item is in, and the display frequency. The first check that does
/// not pass (or a testing override, which always decides) is the deciding one.
public struct EligibilityCheck: Sendable, Hashable {
  /// Why the display frequency does not apply to an item.
  public enum DisplayFrequencyExemption: Sendable, Hashable {
    /// The item's options say it ignores the display frequency
    /// (``EligibilityOptions/ignoresDisplayFrequency``).
    case ignoresDisplayFrequency
    /// The item was displayed before: the display frequency only holds back first displays.
    case displayedBefore
  }

  /// What was checked, with the values read.
  public enum Kind: Sendable, Hashable {
    /// A testing override shows the item (`true`) or hides it (`false`), whatever the other checks say.
    /// It always decides, and passes when it shows the item.
    case testingOverride(showsItem: Bool)
    /// The invalidation recorded in the state (`nil`: none); it passes when there is none.
    case recordedInvalidation(EligibilityStatus.InvalidationReason?)
    /// The recorded displays against ``EligibilityOptions/maxDisplayCount`` (`nil`: no limit); it fails when
    /// the count is at the limit or past it.
    case displayCount(count: Int, limit: Int?)
    /// The cumulative seconds displayed against ``EligibilityOptions/maxDisplayDuration`` (`nil`: no limit);
    /// it fails when the duration is at the limit or past it. `isRecorded` is `false` while nothing is
    /// recorded about the item: the limit is then not applied.
    case displayDuration(seconds: TimeInterval, limit: TimeInterval?, isRecorded: Bool)
    /// The item's rule at `index` of ``EligibilityItem/rules``, evaluated.
    case rule(index: Int, EligibilityRuleCheck)
    /// An `.ordered` group the item is in: the group, the item's position in it (counted from 0; its last,
    /// when it is there more than once), and the first earlier item that is not invalidated (`nil`: none,
    /// and the check passes).
    case groupOrder(group: String, position: Int, blockingItem: EligibilityID?)
    /// The configuration's display frequency: when a new item was last displayed for the first time, how
    /// many seconds the item must still wait (0 when it need not), and why the frequency does not apply to
    /// the item, if it does not. It fails while the wait is more than 0.
    case displayFrequency(
      EligibilityConfiguration.DisplayFrequency, lastNewDisplayDate: Date?, remainingWait: TimeInterval,
      exemption: DisplayFrequencyExemption?)
    /// The item is not registered with the evaluator, so no rule or limit of it is known; it always fails.
    case registration
  }

  /// What was checked, with the values read.
  public let kind: Kind
  /// Whether the check passed.
  public let isSatisfied: Bool

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - kind: What was checked, with the values read.
  ///   - isSatisfied: Whether it passed.
  public init(kind: Kind, isSatisfied: Bool) {
    self.kind = kind
    self.isSatisfied = isSatisfied
  }
}
