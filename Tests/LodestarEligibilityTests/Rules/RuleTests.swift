import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarTesting
import Testing

@MainActor
@Suite struct EligibilityRuleTests {
  static let isLoggedIn = EligibilityParameter("isLoggedIn", defaultValue: false)
  static let projects = EligibilityParameter("projects", defaultValue: 0)
  static let ratio = EligibilityParameter("ratio", defaultValue: 0.5)
  static let name = EligibilityParameter("name", defaultValue: "")
  static let since = EligibilityParameter("since", defaultValue: Date(timeIntervalSinceReferenceDate: 0))
  static let plan = EligibilityParameter("plan", defaultValue: SubscriptionPlan(name: "free", seats: 1))
  static let sessionFlag = EligibilityParameter("sessionFlag", defaultValue: false, options: .transient)
  static let opened = EligibilityEvent("documentOpened")

  @Test func typedParametersDriveRules() async throws {
    let item = EligibilityItem(
      id: "tour",
      rules: [
        .parameter(Self.isLoggedIn) { $0 },
        .parameter(Self.projects) { $0 >= 2 },
        .parameter(Self.ratio) { $0 > 0.75 },
        .parameter(Self.name) { $0 == "Ada" },
        .parameter(Self.since) { $0 > Date(timeIntervalSinceReferenceDate: 100) },
        .parameter(Self.plan) { $0.seats > 5 },
      ])
    let center = try await makeEligibilityCenter(items: [item])
    #expect(await center.status(of: "tour") == .pending)
    try await center.setValue(true, for: Self.isLoggedIn)
    try await center.setValue(3, for: Self.projects)
    try await center.setValue(0.8, for: Self.ratio)
    try await center.setValue("Ada", for: Self.name)
    try await center.setValue(Date(timeIntervalSinceReferenceDate: 200), for: Self.since)
    #expect(await center.status(of: "tour") == .pending)
    try await center.setValue(SubscriptionPlan(name: "team", seats: 10), for: Self.plan)
    #expect(await center.status(of: "tour") == .available)
    #expect(await center.value(of: Self.plan) == SubscriptionPlan(name: "team", seats: 10))
    let state = await center.currentState()
    #expect(state.parameters["plan"] == .json(#"{"name":"team","seats":10}"#))
    #expect(state.parameters["projects"] == .integer(3))
  }

  @Test func transientParametersAreNotStoredAndResetAtLaunch() async throws {
    let store = InMemoryEligibilityStore()
    let item = EligibilityItem(id: "hint", rules: [.parameter(Self.sessionFlag) { $0 }])
    let first = try await makeEligibilityCenter(items: [item], store: store)
    try await first.setValue(true, for: Self.sessionFlag)
    #expect(await first.status(of: "hint") == .available)
    #expect(await store.load().parameters.isEmpty)
    let second = try await makeEligibilityCenter(items: [item], store: store)
    #expect(await second.status(of: "hint") == .pending)
    #expect(await second.value(of: Self.sessionFlag) == false)
  }

  @Test func mismatchedStoredTypeFallsBackToDefault() {
    var state = EligibilityState()
    state.setValue(.string("yes"), forKey: "projects")
    #expect(Self.projects.value(in: state) == 0)
    state.setValue(.integer(4), forKey: "ratio")
    #expect(Self.ratio.value(in: state) == 4.0)
  }

  @Test(arguments: [
    (EligibilityEvent.Window.hours(1), 1), (.hours(2), 2), (.days(1), 3), (.days(2), 4), (.weeks(1), 5),
    (.weeks(2), 6), (.allTime, 7),
  ])
  func countsDonationsWithinWindows(window: EligibilityEvent.Window, expected: Int) {
    let now = eligibilityEpoch
    var state = EligibilityState()
    // Ages in seconds: each window boundary is inclusive (a donation exactly `duration` old counts).
    for age in [3_600.0, 7_200, 86_400, 172_800, 604_800, 1_209_600, 5_000_000] {
      state.donate(Self.opened, at: now.addingTimeInterval(-age))
    }
    #expect(state.events["documentOpened"]?.count(within: window.duration, at: now) == expected)
  }

  @Test func eventRulesFollowTheClock() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let item = EligibilityItem(
      id: "tip", rules: [.donations(of: Self.opened, within: .days(7)) { $0 >= 3 }])
    let center = try await makeEligibilityCenter(items: [item], clock: clock)
    for _ in 0..<3 {
      #expect(await center.status(of: "tip") == .pending)
      try await center.donate(Self.opened)
      clock.advance(by: 86_400)
    }
    #expect(await center.status(of: "tip") == .available)
    clock.advance(by: 4 * 86_400)  // first donation now exactly 7 days old: still inside
    #expect(await center.status(of: "tip") == .available)
    clock.advance(by: 1)
    #expect(await center.status(of: "tip") == .pending)
  }

  @Test func donationValuesFilterCounts() async throws {
    let item = EligibilityItem(
      id: "tip",
      rules: [.donations(of: Self.opened, matching: { (kind: String) in kind == "pdf" }, count: { $0 >= 2 })])
    let center = try await makeEligibilityCenter(items: [item])
    try await center.donate(Self.opened, value: "pdf")
    try await center.donate(Self.opened, value: "txt")
    try await center.donate(Self.opened)
    #expect(await center.status(of: "tip") == .pending)
    try await center.donate(Self.opened, value: "pdf")
    #expect(await center.status(of: "tip") == .available)
  }

  @Test func keepsTheMostRecentThousandDonations() throws {
    var state = EligibilityState()
    for second in 0..<1_500 {
      state.donate(Self.opened, at: eligibilityEpoch.addingTimeInterval(Double(second)))
    }
    let history = try #require(state.events["documentOpened"])
    #expect(history.count == 1_000)
    #expect(history.donations.first?.date == eligibilityEpoch.addingTimeInterval(500))
    #expect(history.count(within: nil, at: eligibilityEpoch.addingTimeInterval(1_500)) == 1_000)
    let decoded = try EligibilityState(jsonData: state.jsonData())
    #expect(decoded.events["documentOpened"]?.count == 1_000)
    #expect(decoded == state)
  }

  @Test func outOfOrderDonationsStaySorted() {
    var history = EligibilityEventHistory()
    for offset in [5.0, 1, 3, 2, 4] {
      history.append(EligibilityDonation(date: eligibilityEpoch.addingTimeInterval(offset)))
    }
    #expect(history.donations.map { $0.date.timeIntervalSince(eligibilityEpoch) } == [1, 2, 3, 4, 5])
    #expect(history.count(within: 2, at: eligibilityEpoch.addingTimeInterval(5)) == 3)
  }

  @Test(arguments: [
    (false, false, false), (true, false, true), (false, true, true), (true, true, true),
  ])
  func composesWithAndOrNot(loggedIn: Bool, hasProjects: Bool, expected: Bool) {
    var state = EligibilityState()
    state.setValue(.bool(loggedIn), forKey: "isLoggedIn")
    state.setValue(.integer(hasProjects ? 3 : 0), forKey: "projects")
    let logged = EligibilityRule.parameter(Self.isLoggedIn) { $0 }
    let projects = EligibilityRule.parameter(Self.projects) { $0 > 0 }
    let now = eligibilityEpoch
    #expect((logged || projects).isSatisfied(in: state, at: now) == expected)
    #expect((logged && projects).isSatisfied(in: state, at: now) == (loggedIn && hasProjects))
    #expect((!logged).isSatisfied(in: state, at: now) == !loggedIn)
    #expect(EligibilityRule.any([]).isSatisfied(in: state, at: now) == false)
    #expect(EligibilityRule.all([]).isSatisfied(in: state, at: now) == true)
    #expect(EligibilityRule.not(.never).isSatisfied(in: state, at: now) == true)
    #expect((logged || projects).parameterKeys == ["isLoggedIn", "projects"])
  }

  /// Windows are absolute durations: across the 2026-03-08 spring-forward in New York, "one day" is still
  /// 86,400 s although the wall clock moved 25 hours.
  @Test func windowsAreAbsoluteAcrossDaylightSavingChange() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    let donation = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 7, hour: 12)))
    let sameWallTimeNextDay = try #require(
      calendar.date(from: DateComponents(year: 2026, month: 3, day: 8, hour: 12)))
    #expect(sameWallTimeNextDay.timeIntervalSince(donation) == 23 * 3_600)
    var state = EligibilityState()
    state.donate(Self.opened, at: donation)
    let history = try #require(state.events["documentOpened"])
    #expect(history.count(within: EligibilityEvent.Window.hours(23).duration, at: sameWallTimeNextDay) == 1)
    #expect(history.count(within: EligibilityEvent.Window.hours(22).duration, at: sameWallTimeNextDay) == 0)
    let oneDayLater = donation.addingTimeInterval(86_400)  // 13:00 wall time on March 8
    #expect(calendar.component(.hour, from: oneDayLater) == 13)
    #expect(history.count(within: EligibilityEvent.Window.days(1).duration, at: oneDayLater) == 1)
    #expect(history.count(within: EligibilityEvent.Window.days(1).duration, at: oneDayLater + 1) == 0)
  }

  /// A time-zone change (a flight from Tokyo to Los Angeles) moves the wall clock back 17 hours but not the
  /// absolute clock: a donation 2 hours ago is still 2 hours ago.
  @Test func windowsIgnoreTimeZoneChanges() async throws {
    var tokyo = Calendar(identifier: .gregorian)
    tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    var losAngeles = Calendar(identifier: .gregorian)
    losAngeles.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    let departure = try #require(tokyo.date(from: DateComponents(year: 2026, month: 6, day: 1, hour: 10)))
    let clock = ManualClock(startDate: departure)
    let item = EligibilityItem(id: "tip", rules: [.donations(of: Self.opened, within: .hours(3)) { $0 >= 1 }])
    let center = try await makeEligibilityCenter(items: [item], clock: clock)
    try await center.donate(Self.opened)
    clock.advance(by: 2 * 3_600)
    #expect(losAngeles.component(.hour, from: clock.now()) == 20)  // May 31, 20:00 local: "earlier"
    #expect(await center.status(of: "tip") == .available)
    clock.advance(by: 3_600 + 1)
    #expect(await center.status(of: "tip") == .pending)
  }
}
