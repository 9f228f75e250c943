import Foundation

/// Why an item has its status: every check of its evaluation at one moment, with the values each read, and
/// the check that decided.
///
/// Ask ``EligibilityCenter/explanation(of:)`` or ``EligibilityEvaluator/explanation(of:in:at:)``. The status
/// and ``shouldDisplay`` are worked out from the checks alone, and equal what the center and the evaluator
/// answer for the same state, configuration and moment:
///
/// ```swift
/// let explanation = try await center.explanation(of: "welcome-tour")
/// if let check = explanation.decidingCheck, !check.isSatisfied {
///   print("held back by", check.kind)
/// }
/// ```
///
/// TipKit only says whether a tip is available or invalidated; this names the rule or limit that decided.
public struct EligibilityExplanation: Sendable, Hashable {
  /// The item explained.
  public let id: EligibilityID
  /// The moment of the evaluation: donation windows and the display frequency's wait end here.
  public let date: Date
  /// Every check, in the order the evaluator decides (see ``EligibilityCheck``).
  public let checks: [EligibilityCheck]
  /// The index in ``checks`` of the check that decided: a testing override, or the first check that did not
  /// pass; `nil` when every check passed.
  public let decidingCheckIndex: Int?
  /// The item's status.
  public let status: EligibilityStatus
  /// Whether the item should be displayed: it is available and the display frequency does not hold it back,
  /// or a testing override shows it.
  public let shouldDisplay: Bool

  /// Creates an explanation from its checks, working out the deciding check, the status and whether the item
  /// should be displayed.
  ///
  /// - Parameters:
  ///   - id: The item explained.
  ///   - date: The moment of the evaluation.
  ///   - checks: Every check, in the order the evaluator decides.
  /// - Complexity: O(*n*) for *n* checks.
  public init(id: EligibilityID, date: Date, checks: [EligibilityCheck]) {
    self.id = id
    self.date = date
    self.checks = checks
    let decision = Self.decision(from: checks)
    decidingCheckIndex = decision.index
    status = decision.status
    shouldDisplay = decision.shouldDisplay
  }

  /// The check that decided; `nil` when every check passed.
  public var decidingCheck: EligibilityCheck? {
    decidingCheckIndex.map { checks[$0] }
  }

  /// The first check that decides, and what it decides; the item is available and displayed when none does.
  private static func decision(
    from checks: [EligibilityCheck]
  ) -> (index: Int?, status: EligibilityStatus, shouldDisplay: Bool) {
    for (index, check) in checks.enumerated() {
      if case .testingOverride(let showsItem) = check.kind {
        return (index, showsItem ? .available : .pending, showsItem)
      }
      guard !check.isSatisfied else { continue }
      switch check.kind {
      case .recordedInvalidation(let reason):
        guard let reason else { continue }
        return (index, .invalidated(reason), false)
      case .displayCount:
        return (index, .invalidated(.displayCountExceeded), false)
      case .displayDuration:
        return (index, .invalidated(.displayDurationExceeded), false)
      case .rule, .groupOrder, .registration, .testingOverride:
        return (index, .pending, false)
      case .displayFrequency:
        return (index, .available, false)
      }
    }
    return (nil, .available, true)
  }
}
