import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarTesting
import Testing

/// A step condition evaluated against an eligibility state: each parameter kind, transient parameters, donation
/// windows at their boundary (agreeing with the closure rules), the combinations, and the center's snapshot.
@Suite struct StepConditionEvaluationTests {
  static let day = 86_400.0
  /// Seconds after the epoch, and how many of the two donations (at the epoch and a day later) a 7-day window
  /// holds then: a donation exactly 7 days old counts, one a second older does not.
  static let windowCases: [(elapsed: Double, count: Int)] = [
    (7 * day, 2), (7 * day + 1, 1), (8 * day, 1), (8 * day + 1, 0),
  ]

  @Test func parametersCompareByKindWithIntegersAndDoublesAsNumbers() {
    var state = EligibilityState()
    state.setValue(.bool(true), forKey: "isPro")
    state.setValue(.integer(3), forKey: "seats")
    state.setValue(.double(2.5), forKey: "rating")
    state.setValue(.string("team"), forKey: "plan")
    state.setValue(.date(eligibilityEpoch), forKey: "joined")
    state.setValue(.json("{}"), forKey: "profile")
    let date = eligibilityEpoch
    #expect(state.satisfies(.parameter("isPro", .equals(.bool(true))), at: date))
    #expect(!state.satisfies(.parameter("isPro", .equals(.bool(false))), at: date))
    #expect(state.satisfies(.parameter("seats", .equals(.number(3))), at: date))
    #expect(state.satisfies(.parameter("seats", .atLeast(.number(3))), at: date))
    #expect(!state.satisfies(.parameter("seats", .greaterThan(.number(3))), at: date))
    #expect(state.satisfies(.parameter("rating", .lessThan(.number(3))), at: date))
    #expect(!state.satisfies(.parameter("rating", .atMost(.number(2.4))), at: date))
    #expect(state.satisfies(.parameter("plan", .equals(.string("team"))), at: date))
    #expect(!state.satisfies(.parameter("plan", .equals(.number(3))), at: date))
    // A date or JSON value, and a parameter never set, satisfy no comparison.
    #expect(!state.satisfies(.parameter("joined", .atLeast(.number(0))), at: date))
    #expect(!state.satisfies(.parameter("profile", .equals(.string("{}"))), at: date))
    #expect(!state.satisfies(.parameter("unset", .equals(.bool(false))), at: date))
    #expect(state.satisfies(.not(.parameter("unset", .equals(.bool(true)))), at: date))
  }

  @Test func aTransientParameterIsReadWhenNoPersistentOneIsSet() {
    var state = EligibilityState()
    state.setValue(.bool(true), forKey: "isOnline", isTransient: true)
    #expect(state.satisfies(.parameter("isOnline", .equals(.bool(true))), at: eligibilityEpoch))
    state.setValue(.bool(false), forKey: "isOnline")
    #expect(!state.satisfies(.parameter("isOnline", .equals(.bool(true))), at: eligibilityEpoch))
  }

  /// Donations at the epoch and one day later, counted in a 7-day window at each boundary (``windowCases``); the
  /// closure rule counts the same.
  @Test(arguments: windowCases)
  func aDonationWindowEndsExactlyWhereTheClosureRulesEnds(elapsed: Double, expected: Int) {
    var state = EligibilityState()
    let event = EligibilityEvent("opened")
    state.donate(event, at: eligibilityEpoch)
    state.donate(event, at: eligibilityEpoch.addingTimeInterval(Self.day))
    let date = eligibilityEpoch.addingTimeInterval(elapsed)
    for count in 0...3 {
      let condition = StepCondition.donations(of: "opened", within: 7 * Self.day, .atLeast(.number(Double(count))))
      let rule = EligibilityRule.donations(of: event, within: .days(7)) { $0 >= count }
      #expect(state.satisfies(condition, at: date) == (expected >= count), "count \(count)")
      #expect(state.satisfies(condition, at: date) == rule.isSatisfied(in: state, at: date), "count \(count)")
    }
    let allTime = StepCondition.donations(of: "opened", within: nil, .equals(.number(2)))
    #expect(state.satisfies(allTime, at: date))
    #expect(state.satisfies(.donations(of: "never", within: nil, .equals(.number(0))), at: date))
  }

  @Test func allAnyAndNotCombineAgainstTheState() {
    var state = EligibilityState()
    state.setValue(.bool(true), forKey: "isPro")
    state.donate(EligibilityEvent("opened"), at: eligibilityEpoch)
    let isPro = StepCondition.parameter("isPro", .equals(.bool(true)))
    let openedTwice = StepCondition.donations(of: "opened", within: nil, .atLeast(.number(2)))
    #expect(!state.satisfies(.all([isPro, openedTwice]), at: eligibilityEpoch))
    #expect(state.satisfies(.any([openedTwice, isPro]), at: eligibilityEpoch))
    #expect(state.satisfies(.all([isPro, .not(openedTwice)]), at: eligibilityEpoch))
    #expect(!state.satisfies(.any([]), at: eligibilityEpoch))
  }

  @MainActor
  @Test func theCentersSnapshotIsItsStateAtItsClocksNowAndDoesNotFollowLaterChanges() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(items: [], clock: clock)
    let isPro = EligibilityParameter("isPro", defaultValue: false)
    let opened = EligibilityEvent("opened")
    try await center.setValue(true, for: isPro)
    try await center.donate(opened)
    clock.advance(by: 2 * Self.day)
    let snapshot = await center.snapshot()
    #expect(snapshot.date == eligibilityEpoch.addingTimeInterval(2 * Self.day))
    #expect(snapshot.isSatisfied(.parameter("isPro", .equals(.bool(true)))))
    #expect(snapshot.isSatisfied(.donations(of: "opened", within: 2 * Self.day, .equals(.number(1)))))
    #expect(!snapshot.isSatisfied(.donations(of: "opened", within: Self.day, .atLeast(.number(1)))))
    try await center.setValue(false, for: isPro)
    #expect(snapshot.isSatisfied(.parameter("isPro", .equals(.bool(true)))))
    #expect(!(await center.snapshot()).isSatisfied(.parameter("isPro", .equals(.bool(true)))))
  }
}
