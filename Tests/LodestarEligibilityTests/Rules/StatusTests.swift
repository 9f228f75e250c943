import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarTesting
import Testing

@MainActor
@Suite struct EligibilityStatusTests {
  @Test func maxDisplayCountInvalidatesAfterTheLastDisplay() async throws {
    let center = try await makeEligibilityCenter(items: [
      EligibilityItem(id: "hint", options: .init(maxDisplayCount: 3))
    ])
    #expect(try await center.recordDisplay(of: "hint") == .available)
    #expect(try await center.recordDisplay(of: "hint") == .available)
    #expect(try await center.recordDisplay(of: "hint") == .invalidated(.displayCountExceeded))
    #expect(await center.shouldDisplay("hint") == false)
    #expect(await center.record(of: "hint").displayCount == 3)
  }

  @Test func maxDisplayDurationAccumulatesAcrossDisplays() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(
      items: [EligibilityItem(id: "tour", options: .init(maxDisplayDuration: 60))], clock: clock)
    try await center.recordDisplay(of: "tour")
    clock.advance(by: 45)
    try await center.recordDisplayEnd(of: "tour")
    #expect(await center.record(of: "tour").displayDuration == 45)
    #expect(await center.status(of: "tour") == .available)
    try await center.recordDisplay(of: "tour")
    clock.advance(by: 15)
    try await center.recordDisplayEnd(of: "tour")
    #expect(await center.record(of: "tour").displayDuration == 60)
    #expect(await center.status(of: "tour") == .invalidated(.displayDurationExceeded))
  }

  @Test func completionAndCloseInvalidateAndAddDisplayTime() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(
      items: [EligibilityItem(id: "tour"), EligibilityItem(id: "hint")], clock: clock)
    try await center.recordDisplay(of: "tour")
    try await center.recordDisplay(of: "hint")
    clock.advance(by: 12)
    try await center.recordCompletion(of: "tour")
    try await center.recordClosed(of: "hint")
    #expect(await center.status(of: "tour") == .invalidated(.completed))
    #expect(await center.status(of: "hint") == .invalidated(.closed))
    let record = await center.record(of: "tour")
    #expect(record.displayDuration == 12)
    #expect(record.invalidationDate == eligibilityEpoch.addingTimeInterval(12))
    #expect(record.firstDisplayDate == eligibilityEpoch)
  }

  @Test func invalidationIsPermanentUntilReset() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(items: [EligibilityItem(id: "tip")], clock: clock)
    try await center.invalidate("tip", reason: .actionPerformed)
    try await center.invalidate("tip", reason: .closed)
    clock.advance(by: 10 * 365 * 86_400)
    #expect(await center.status(of: "tip") == .invalidated(.actionPerformed))
    try await center.resetEligibility(of: "tip")
    #expect(await center.status(of: "tip") == .available)
    try await center.invalidate("tip", reason: .completed)
    try await center.resetEligibility()
    #expect(await center.status(of: "tip") == .available)
    #expect(await center.record(of: "tip") == EligibilityRecord())
  }

  @Test func unregisteredIdentifiersArePendingUnlessInvalidated() async throws {
    let center = try await makeEligibilityCenter(items: [])
    #expect(await center.status(of: "ghost") == .pending)
    try await center.invalidate("ghost", reason: .closed)
    #expect(await center.status(of: "ghost") == .invalidated(.closed))
  }

  @Test func requestsBeforeConfigurationAreRefused() async throws {
    let center = EligibilityCenter(store: InMemoryEligibilityStore(), environment: [:])
    try await center.register([EligibilityItem(id: "tour")])
    #expect(await center.status(of: "tour") == .pending)
    #expect(await center.shouldDisplay("tour") == false)
    await #expect(throws: EligibilityError.notConfigured) { try await center.recordDisplay(of: "tour") }
    try await center.configure()
    #expect(await center.status(of: "tour") == .available)
  }

  @Test func registrationErrorsNameTheCulprit() async throws {
    let center = try await makeEligibilityCenter(items: [EligibilityItem(id: "a")])
    await #expect(throws: EligibilityError.duplicateItem("a")) {
      try await center.register([EligibilityItem(id: "a")])
    }
    await #expect(throws: EligibilityError.unknownItemInGroup(group: "g", item: "b")) {
      try await center.register([], groups: [EligibilityGroup(id: "g", priority: .ordered, items: ["a", "b"])])
    }
    await #expect(throws: EligibilityError.unknownGroup("nope")) { try await center.currentItem(inGroup: "nope") }
    #expect(EligibilityError.duplicateItem("a").description == "two items share the identifier 'a'")
  }

  nonisolated static let frequencies: [(EligibilityConfiguration.DisplayFrequency, TimeInterval)] = [
    (.hourly, 3_600), (.daily, 86_400), (.weekly, 604_800), (.monthly, 2_592_000),
  ]

  @Test(arguments: frequencies)
  func displayFrequencyAllowsOneNewItemPerPeriod(
    frequency: EligibilityConfiguration.DisplayFrequency, period: TimeInterval
  ) async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(
      items: ["a", "b", "c", "free"].map {
        EligibilityItem(id: EligibilityID($0), options: .init(ignoresDisplayFrequency: $0 == "free"))
      },
      configuration: EligibilityConfiguration(displayFrequency: frequency), clock: clock)
    #expect(await center.shouldDisplay("a"))
    #expect(await center.shouldDisplay("b"))
    try await center.recordDisplay(of: "a")
    // "a" was shown: it keeps showing; "b" is new and waits for the next period.
    #expect(await center.shouldDisplay("a"))
    #expect(await center.shouldDisplay("b") == false)
    #expect(await center.status(of: "b") == .available)
    #expect(await center.shouldDisplay("free"))
    try await center.recordDisplay(of: "free")  // does not use up the period's slot
    clock.advance(by: period - 1)
    #expect(await center.shouldDisplay("a"))
    #expect(await center.shouldDisplay("b") == false)
    clock.advance(by: 1)
    #expect(await center.shouldDisplay("b"))
    #expect(await center.shouldDisplay("c"))
    try await center.recordDisplay(of: "b")
    #expect(await center.shouldDisplay("c") == false)
    #expect(await center.shouldDisplay("a"))
    #expect(await center.shouldDisplay("b"))
    clock.advance(by: period)
    #expect(await center.shouldDisplay("c"))
  }

  @Test func immediateFrequencyNeverHoldsBack() async throws {
    let center = try await makeEligibilityCenter(items: [EligibilityItem(id: "a"), EligibilityItem(id: "b")])
    try await center.recordDisplay(of: "a")
    #expect(await center.shouldDisplay("b"))
  }

  @Test func orderedGroupOpensItemsOneByOne() async throws {
    let items = ["one", "two", "three"].map { EligibilityItem(id: EligibilityID($0)) }
    let group = EligibilityGroup(id: "onboarding", priority: .ordered, items: ["one", "two", "three"])
    let center = try await makeEligibilityCenter(items: items, groups: [group])
    #expect(await center.status(of: "one") == .available)
    #expect(await center.status(of: "two") == .pending)
    #expect(await center.status(of: "three") == .pending)
    #expect(try await center.currentItem(inGroup: "onboarding") == "one")
    try await center.recordCompletion(of: "one")
    #expect(await center.status(of: "two") == .available)
    #expect(await center.status(of: "three") == .pending)
    #expect(try await center.currentItem(inGroup: "onboarding") == "two")
    try await center.recordClosed(of: "two")
    try await center.invalidate("three", reason: .actionPerformed)
    #expect(try await center.currentItem(inGroup: "onboarding") == nil)
  }

  @Test func orderedGroupWaitsForAPendingEarlierItem() async throws {
    let ready = EligibilityParameter("ready", defaultValue: false)
    let items = [EligibilityItem(id: "one", rules: [.parameter(ready) { $0 }]), EligibilityItem(id: "two")]
    let center = try await makeEligibilityCenter(
      items: items, groups: [EligibilityGroup(id: "g", priority: .ordered, items: ["one", "two"])])
    #expect(try await center.currentItem(inGroup: "g") == nil)
    #expect(await center.status(of: "two") == .pending)
  }

  @Test func firstAvailableGroupPicksTheFirstDisplayable() async throws {
    let ready = EligibilityParameter("ready", defaultValue: false)
    let items = [
      EligibilityItem(id: "one", rules: [.parameter(ready) { $0 }]), EligibilityItem(id: "two"),
      EligibilityItem(id: "three"),
    ]
    let center = try await makeEligibilityCenter(
      items: items, groups: [EligibilityGroup(id: "g", priority: .firstAvailable, items: ["one", "two", "three"])])
    #expect(try await center.currentItem(inGroup: "g") == "two")
    #expect(await center.status(of: "three") == .available)
    try await center.setValue(true, for: ready)
    #expect(try await center.currentItem(inGroup: "g") == "one")
    try await center.invalidate("one", reason: .closed)
    try await center.invalidate("two", reason: .closed)
    #expect(try await center.currentItem(inGroup: "g") == "three")
  }

  @Test func statusUpdatesPublishEachChange() async throws {
    let opened = EligibilityEvent("opened")
    let center = try await makeEligibilityCenter(
      items: [EligibilityItem(id: "tip", rules: [.donations(of: opened) { $0 >= 2 }])])
    let updates = await center.statusUpdates(of: "tip")
    try await center.donate(opened)
    try await center.donate(opened)
    try await center.recordDisplay(of: "tip")
    try await center.recordClosed(of: "tip")
    try await center.resetEligibility(of: "tip")
    var received: [EligibilityStatus] = []
    for await status in updates {
      received.append(status)
      if received.count == 4 { break }
    }
    #expect(received == [.pending, .available, .invalidated(.closed), .available])
  }

  @Test func refreshPublishesChangesCausedByTime() async throws {
    let opened = EligibilityEvent("opened")
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(
      items: [EligibilityItem(id: "tip", rules: [.donations(of: opened, within: .hours(1)) { $0 >= 1 }])],
      clock: clock)
    let updates = await center.statusUpdates(of: "tip")
    try await center.donate(opened)
    clock.advance(by: 3_601)
    try await center.refresh()
    var received: [EligibilityStatus] = []
    for await status in updates {
      received.append(status)
      if received.count == 3 { break }
    }
    #expect(received == [.pending, .available, .pending])
  }
}
