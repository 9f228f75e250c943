import Foundation
import LodestarEligibility
import Testing

/// Issue 32, item 4: a display-count limit lowered after displays were recorded (an app update that shows a
/// tip fewer times) invalidates an item that has already been shown that many times, though the state
/// recorded no invalidation when it was shown.
@Suite struct LoweredLimitTests {
  static func evaluator(limit: Int?) throws -> EligibilityEvaluator {
    try EligibilityEvaluator(items: [EligibilityItem(id: "tip", options: EligibilityOptions(maxDisplayCount: limit))])
  }

  /// A state where "tip" was shown twice, without a limit.
  static func shownTwice() -> EligibilityState {
    var state = EligibilityState()
    state.recordDisplay(of: "tip", at: eligibilityEpoch, options: EligibilityOptions())
    state.recordDisplay(of: "tip", at: eligibilityEpoch.addingTimeInterval(60), options: EligibilityOptions())
    return state
  }

  @Test(arguments: [(1, true), (2, true), (3, false)])
  func aLimitAtOrBelowTheCountInvalidates(limit: Int, invalidated: Bool) throws {
    let state = Self.shownTwice()
    #expect(state.record(of: "tip").displayCount == 2)
    #expect(state.record(of: "tip").invalidationReason == nil)
    let evaluator = try Self.evaluator(limit: limit)
    let date = eligibilityEpoch.addingTimeInterval(120)
    let expected: EligibilityStatus = invalidated ? .invalidated(.displayCountExceeded) : .available
    #expect(evaluator.status(of: "tip", in: state, at: date) == expected)
    #expect(evaluator.shouldDisplay("tip", in: state, at: date) == !invalidated)
    #expect(evaluator.evaluateAll(in: state, at: date).map(\.status) == [expected])
  }

  /// An item never shown: a limit of 0 invalidates it at once, a limit of 1 leaves it available.
  @Test(arguments: [(0, true), (1, false)])
  func aLimitOfZeroInvalidatesAnItemNeverShown(limit: Int, invalidated: Bool) throws {
    let evaluator = try Self.evaluator(limit: limit)
    let expected: EligibilityStatus = invalidated ? .invalidated(.displayCountExceeded) : .available
    #expect(evaluator.status(of: "tip", in: EligibilityState(), at: eligibilityEpoch) == expected)
    #expect(evaluator.shouldDisplay("tip", in: EligibilityState(), at: eligibilityEpoch) == !invalidated)
  }
}
