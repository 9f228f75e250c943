import Foundation
import LodestarEligibility
import LodestarTesting
import Testing

/// Each kind of check of `EligibilityEvaluator.explanation(of:in:at:)`: the values it reads, whether it
/// passes at its limit and one past it, and which check decides.
@Suite struct ExplanationTests {
  let now = eligibilityEpoch

  @Test func anItemWithoutRulesOrLimitsPassesEveryCheck() throws {
    let evaluator = try EligibilityEvaluator(items: [EligibilityItem(id: "tour")])
    let explanation = evaluator.explanation(of: "tour", in: EligibilityState(), at: now)
    #expect(
      explanation.checks == [
        EligibilityCheck(kind: .recordedInvalidation(nil), isSatisfied: true),
        EligibilityCheck(kind: .displayCount(count: 0, limit: nil), isSatisfied: true),
        EligibilityCheck(kind: .displayDuration(seconds: 0, limit: nil, isRecorded: false), isSatisfied: true),
        EligibilityCheck(
          kind: .displayFrequency(.immediate, lastNewDisplayDate: nil, remainingWait: 0, exemption: nil),
          isSatisfied: true),
      ])
    #expect(explanation.decidingCheckIndex == nil && explanation.decidingCheck == nil)
    #expect(explanation.status == .available && explanation.shouldDisplay)
    #expect(explanation.id == "tour" && explanation.date == now)
  }

  @Test func aParameterRuleReadsTheStoredValueOrNamesTheDefault() throws {
    let plan = EligibilityParameter("plan", defaultValue: 1)
    let lucky = EligibilityParameter("lucky", defaultValue: false, options: .transient)
    let evaluator = try EligibilityEvaluator(items: [
      EligibilityItem(id: "tour", rules: [.parameter(plan) { $0 >= 2 }, .parameter(lucky) { !$0 }])
    ])
    var state = EligibilityState()
    var explanation = evaluator.explanation(of: "tour", in: state, at: now)
    #expect(
      explanation.checks[3]
        == EligibilityCheck(
          kind: .rule(
            index: 0,
            EligibilityRuleCheck(
              kind: .parameter(key: "plan", isTransient: false, value: nil, defaultValue: .integer(1)),
              isSatisfied: false)),
          isSatisfied: false))
    #expect(
      explanation.checks[4].kind
        == .rule(
          index: 1,
          EligibilityRuleCheck(
            kind: .parameter(key: "lucky", isTransient: true, value: nil, defaultValue: .bool(false)),
            isSatisfied: true)))
    #expect(explanation.decidingCheckIndex == 3 && explanation.status == .pending && !explanation.shouldDisplay)

    state.setValue(.integer(2), forKey: "plan")  // exactly at the rule's threshold
    state.setValue(.bool(true), forKey: "lucky", isTransient: true)
    explanation = evaluator.explanation(of: "tour", in: state, at: now)
    #expect(
      explanation.checks[3].kind
        == .rule(
          index: 0,
          EligibilityRuleCheck(
            kind: .parameter(key: "plan", isTransient: false, value: .integer(2), defaultValue: .integer(1)),
            isSatisfied: true)))
    #expect(explanation.checks[3].isSatisfied && !explanation.checks[4].isSatisfied)
    #expect(explanation.decidingCheckIndex == 4 && explanation.status == .pending)
  }

  @Test func aDonationRuleCountsInItsWindowUpToItsEdge() throws {
    let opened = EligibilityEvent("opened")
    let evaluator = try EligibilityEvaluator(items: [
      EligibilityItem(id: "tour", rules: [.donations(of: opened, within: .days(1)) { $0 >= 2 }])
    ])
    var state = EligibilityState()
    state.donate(opened, at: now.addingTimeInterval(-86_400))  // exactly a day old: inside the window
    state.donate(opened, at: now.addingTimeInterval(-10))
    state.donate(opened, at: now.addingTimeInterval(-86_401))  // one second past it
    var explanation = evaluator.explanation(of: "tour", in: state, at: now)
    #expect(
      explanation.checks[3].kind
        == .rule(
          index: 0,
          EligibilityRuleCheck(
            kind: .donations(event: opened, window: .days(1), isFiltered: false, count: 2), isSatisfied: true)))
    #expect(explanation.status == .available && explanation.decidingCheckIndex == nil)

    explanation = evaluator.explanation(of: "tour", in: state, at: now.addingTimeInterval(1))
    #expect(
      explanation.checks[3].kind
        == .rule(
          index: 0,
          EligibilityRuleCheck(
            kind: .donations(event: opened, window: .days(1), isFiltered: false, count: 1), isSatisfied: false)))
    #expect(explanation.status == .pending && explanation.decidingCheckIndex == 3)
  }

  @Test func aFilteredDonationRuleCountsOnlyTheValuesItAccepts() throws {
    let bought = EligibilityEvent("bought")
    let evaluator = try EligibilityEvaluator(items: [
      EligibilityItem(
        id: "tour", rules: [.donations(of: bought, matching: { (price: Int) in price > 10 }, count: { $0 >= 1 })])
    ])
    var state = EligibilityState()
    state.donate(bought, value: .integer(10), at: now)
    state.donate(bought, value: .integer(11), at: now)
    state.donate(bought, at: now)
    let rule = evaluator.explanation(of: "tour", in: state, at: now).checks[3]
    #expect(
      rule.kind
        == .rule(
          index: 0,
          EligibilityRuleCheck(
            kind: .donations(event: bought, window: .allTime, isFiltered: true, count: 1), isSatisfied: true)))
  }

  @Test func combinedRulesExplainEveryPartEvenAfterOneDecided() throws {
    let flag = EligibilityParameter("flag", defaultValue: false)
    let evaluator = try EligibilityEvaluator(items: [
      EligibilityItem(id: "tour", rules: [(.never && .parameter(flag) { $0 }) || !.always])
    ])
    let check = evaluator.explanation(of: "tour", in: EligibilityState(), at: now).checks[3]
    let flagCheck = EligibilityRuleCheck(
      kind: .parameter(key: "flag", isTransient: false, value: nil, defaultValue: .bool(false)), isSatisfied: false)
    let expected = EligibilityRuleCheck(
      kind: .any([
        EligibilityRuleCheck(
          kind: .all([EligibilityRuleCheck(kind: .constant, isSatisfied: false), flagCheck]), isSatisfied: false),
        EligibilityRuleCheck(
          kind: .not(EligibilityRuleCheck(kind: .constant, isSatisfied: true)), isSatisfied: false),
      ]),
      isSatisfied: false)
    #expect(check == EligibilityCheck(kind: .rule(index: 0, expected), isSatisfied: false))
  }

  @Test(arguments: [(2, true), (3, false), (4, false)])
  func theDisplayCountFailsAtItsLimit(displays: Int, passes: Bool) throws {
    let options = EligibilityOptions(maxDisplayCount: 3)
    let evaluator = try EligibilityEvaluator(items: [EligibilityItem(id: "tour", options: options)])
    var state = EligibilityState()
    for _ in 0..<displays { state.recordDisplay(of: "tour", at: now, options: EligibilityOptions()) }
    let explanation = evaluator.explanation(of: "tour", in: state, at: now)
    #expect(
      explanation.checks[1] == EligibilityCheck(kind: .displayCount(count: displays, limit: 3), isSatisfied: passes))
    #expect(explanation.status == (passes ? .available : .invalidated(.displayCountExceeded)))
    #expect(explanation.decidingCheckIndex == (passes ? nil : 1))
    #expect(explanation.status == evaluator.status(of: "tour", in: state, at: now))
  }

  @Test func aLimitOfNoDisplaysHoldsAnItemNeverDisplayed() throws {
    let evaluator = try EligibilityEvaluator(items: [
      EligibilityItem(id: "tour", options: EligibilityOptions(maxDisplayCount: 0))
    ])
    let explanation = evaluator.explanation(of: "tour", in: EligibilityState(), at: now)
    #expect(explanation.checks[1] == EligibilityCheck(kind: .displayCount(count: 0, limit: 0), isSatisfied: false))
    #expect(explanation.status == .invalidated(.displayCountExceeded))
  }

  @Test(arguments: [(59.5, true), (60.0, false), (60.5, false)])
  func theDisplayDurationFailsAtItsLimit(seconds: Double, passes: Bool) throws {
    let evaluator = try EligibilityEvaluator(items: [
      EligibilityItem(id: "tour", options: EligibilityOptions(maxDisplayDuration: 60))
    ])
    var state = EligibilityState()
    state.addDisplayDuration(seconds, to: "tour", at: now, options: EligibilityOptions())
    let explanation = evaluator.explanation(of: "tour", in: state, at: now)
    #expect(
      explanation.checks[2]
        == EligibilityCheck(kind: .displayDuration(seconds: seconds, limit: 60, isRecorded: true), isSatisfied: passes))
    #expect(explanation.status == (passes ? .available : .invalidated(.displayDurationExceeded)))
    #expect(explanation.decidingCheckIndex == (passes ? nil : 2))
  }

  /// Before anything is recorded about an item, the evaluator does not apply its duration limit, even one of 0.
  @Test func theDurationLimitWaitsForARecord() throws {
    let evaluator = try EligibilityEvaluator(items: [
      EligibilityItem(id: "tour", options: EligibilityOptions(maxDisplayDuration: 0))
    ])
    let explanation = evaluator.explanation(of: "tour", in: EligibilityState(), at: now)
    #expect(
      explanation.checks[2]
        == EligibilityCheck(kind: .displayDuration(seconds: 0, limit: 0, isRecorded: false), isSatisfied: true))
    #expect(explanation.status == .available)
    #expect(evaluator.status(of: "tour", in: EligibilityState(), at: now) == .available)
  }

  @Test func anInvalidatedItemIsDecidedByItsRecordBeforeItsRules() throws {
    let evaluator = try EligibilityEvaluator(items: [EligibilityItem(id: "tour", rules: [.never])])
    var state = EligibilityState()
    state.recordDisplay(of: "tour", at: now, options: EligibilityOptions())
    state.invalidate("tour", reason: .closed, at: now)
    let explanation = evaluator.explanation(of: "tour", in: state, at: now)
    #expect(explanation.checks[0] == EligibilityCheck(kind: .recordedInvalidation(.closed), isSatisfied: false))
    #expect(explanation.checks[3].isSatisfied == false)  // the rule is still explained
    #expect(explanation.decidingCheckIndex == 0 && explanation.status == .invalidated(.closed))
  }

  @Test func anOrderedGroupNamesTheEarlierItemThatHoldsItBack() throws {
    let evaluator = try EligibilityEvaluator(
      items: [EligibilityItem(id: "first"), EligibilityItem(id: "second"), EligibilityItem(id: "third")],
      groups: [
        EligibilityGroup(id: "onboarding", priority: .ordered, items: ["first", "second", "third"]),
        EligibilityGroup(id: "loose", priority: .firstAvailable, items: ["third"]),
      ])
    var state = EligibilityState()
    var explanation = evaluator.explanation(of: "third", in: state, at: now)
    #expect(
      explanation.checks[3]
        == EligibilityCheck(
          kind: .groupOrder(group: "onboarding", position: 2, blockingItem: "first"), isSatisfied: false))
    #expect(explanation.checks.count == 5)  // no check for the `.firstAvailable` group
    #expect(explanation.decidingCheckIndex == 3 && explanation.status == .pending)

    state.invalidate("first", reason: .completed, at: now)
    explanation = evaluator.explanation(of: "third", in: state, at: now)
    #expect(explanation.checks[3].kind == .groupOrder(group: "onboarding", position: 2, blockingItem: "second"))

    state.invalidate("second", reason: .closed, at: now)
    explanation = evaluator.explanation(of: "third", in: state, at: now)
    #expect(
      explanation.checks[3]
        == EligibilityCheck(kind: .groupOrder(group: "onboarding", position: 2, blockingItem: nil), isSatisfied: true))
    #expect(explanation.status == .available)
    #expect(
      evaluator.explanation(of: "first", in: state, at: now).checks[3].kind
        == .groupOrder(group: "onboarding", position: 0, blockingItem: nil))
  }

  @Test func theDisplayFrequencyGivesTheWaitLeftUpToTheEndOfThePeriod() throws {
    let evaluator = try EligibilityEvaluator(
      items: [EligibilityItem(id: "new"), EligibilityItem(id: "free", options: .init(ignoresDisplayFrequency: true))],
      configuration: EligibilityConfiguration(displayFrequency: .daily))
    var state = EligibilityState()
    state.recordDisplay(of: "shown", at: now, options: EligibilityOptions())
    let oneHourLater = now.addingTimeInterval(3_600)
    var explanation = evaluator.explanation(of: "new", in: state, at: oneHourLater)
    #expect(
      explanation.checks[3]
        == EligibilityCheck(
          kind: .displayFrequency(.daily, lastNewDisplayDate: now, remainingWait: 82_800, exemption: nil),
          isSatisfied: false))
    #expect(explanation.decidingCheckIndex == 3 && explanation.status == .available && !explanation.shouldDisplay)

    let oneSecondBefore = now.addingTimeInterval(86_399)
    explanation = evaluator.explanation(of: "new", in: state, at: oneSecondBefore)
    #expect(
      explanation.checks[3].kind == .displayFrequency(.daily, lastNewDisplayDate: now, remainingWait: 1, exemption: nil)
    )
    #expect(!explanation.shouldDisplay)

    let periodEnd = now.addingTimeInterval(86_400)  // exactly a period later: no longer held back
    explanation = evaluator.explanation(of: "new", in: state, at: periodEnd)
    #expect(
      explanation.checks[3]
        == EligibilityCheck(
          kind: .displayFrequency(.daily, lastNewDisplayDate: now, remainingWait: 0, exemption: nil), isSatisfied: true)
    )
    #expect(explanation.shouldDisplay)

    explanation = evaluator.explanation(of: "free", in: state, at: oneHourLater)
    #expect(
      explanation.checks[3]
        == EligibilityCheck(
          kind: .displayFrequency(
            .daily, lastNewDisplayDate: now, remainingWait: 0, exemption: .ignoresDisplayFrequency),
          isSatisfied: true))

    state.recordDisplay(of: "new", at: now.addingTimeInterval(10), options: EligibilityOptions())
    explanation = evaluator.explanation(of: "new", in: state, at: oneHourLater)
    #expect(
      explanation.checks[3].kind
        == .displayFrequency(
          .daily, lastNewDisplayDate: now.addingTimeInterval(10), remainingWait: 0, exemption: .displayedBefore))
    #expect(explanation.shouldDisplay)
  }

  @Test func aTestingOverrideDecidesAndTheOtherChecksAreStillExplained() throws {
    let overrides = EligibilityTestingOverrides(shownItems: ["shown"], hiddenItems: ["hidden"])
    let evaluator = try EligibilityEvaluator(
      items: [EligibilityItem(id: "hidden"), EligibilityItem(id: "shown", rules: [.never])],
      configuration: EligibilityConfiguration(testingOverrides: overrides))
    let hidden = evaluator.explanation(of: "hidden", in: EligibilityState(), at: now)
    #expect(hidden.checks[0] == EligibilityCheck(kind: .testingOverride(showsItem: false), isSatisfied: false))
    #expect(hidden.decidingCheckIndex == 0 && hidden.status == .pending && !hidden.shouldDisplay)
    let shown = evaluator.explanation(of: "shown", in: EligibilityState(), at: now)
    #expect(shown.checks[0] == EligibilityCheck(kind: .testingOverride(showsItem: true), isSatisfied: true))
    #expect(shown.checks[4].isSatisfied == false)  // the rule that would hold it back
    #expect(shown.decidingCheckIndex == 0 && shown.status == .available && shown.shouldDisplay)
  }

  @Test func anUnregisteredItemIsExplainedByItsRecord() throws {
    let evaluator = try EligibilityEvaluator(items: [])
    var state = EligibilityState()
    var explanation = evaluator.explanation(of: "gone", in: state, at: now)
    #expect(
      explanation.checks == [
        EligibilityCheck(kind: .recordedInvalidation(nil), isSatisfied: true),
        EligibilityCheck(kind: .registration, isSatisfied: false),
      ])
    #expect(explanation.decidingCheckIndex == 1 && explanation.status == .pending)
    state.invalidate("gone", reason: .completed, at: now)
    explanation = evaluator.explanation(of: "gone", in: state, at: now)
    #expect(explanation.decidingCheckIndex == 0 && explanation.status == .invalidated(.completed))
  }

  @MainActor
  @Test func theCenterExplainsAtItsClocksMomentAndOnlyOnceConfigured() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let unconfigured = EligibilityCenter(store: InMemoryEligibilityStore(), clock: clock, environment: [:])
    await #expect(throws: EligibilityError.notConfigured) { try await unconfigured.explanation(of: "tour") }

    let opened = EligibilityEvent("opened")
    let center = try await makeEligibilityCenter(
      items: [EligibilityItem(id: "tour", rules: [.donations(of: opened, within: .hours(1)) { $0 >= 1 }])],
      clock: clock)
    try await center.donate(opened)
    var explanation = try await center.explanation(of: "tour")
    #expect(explanation.date == eligibilityEpoch && explanation.status == .available)
    clock.advance(by: .seconds(3_601))
    explanation = try await center.explanation(of: "tour")
    #expect(explanation.status == .pending && explanation.decidingCheckIndex == 3)
    #expect(await center.status(of: "tour") == .pending)
    let earlier = try await center.explanation(of: "tour", at: eligibilityEpoch)
    #expect(earlier.status == .available && earlier.date == eligibilityEpoch)
  }
}
