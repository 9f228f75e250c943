import Foundation
import LodestarEligibility
import LodestarFlow
import Testing

@Suite struct EligibilityOverrideTests {
  static let never = EligibilityItem(id: "never", rules: [.never])
  static let open = EligibilityItem(id: "open")

  @Test func environmentVariablesAreParsed() {
    let overrides = EligibilityTestingOverrides(environment: [
      "LODESTAR_SHOW_ALL": "1", "LODESTAR_SHOW": " a, b ,,c", "LODESTAR_HIDE_ALL": "no", "LODESTAR_HIDE": "x",
      "LODESTAR_RESET_STORE": "TRUE",
    ])
    #expect(
      overrides
        == EligibilityTestingOverrides(
          showsAllItems: true, shownItems: ["a", "b", "c"], hidesAllItems: false, hiddenItems: ["x"],
          resetsStore: true))
    #expect(EligibilityTestingOverrides(environment: ["PATH": "/bin"]) == EligibilityTestingOverrides())
    #expect(EligibilityTestingOverrides(environment: ["LODESTAR_SHOW_ALL": "0"]).isActive == false)
  }

  @Test func showAllShowsInvalidatedAndPendingItems() async throws {
    let center = try await makeEligibilityCenter(
      items: [Self.never, Self.open], configuration: .init(testingOverrides: .init(showsAllItems: true)))
    try await center.recordCompletion(of: "open")
    #expect(await center.status(of: "open") == .available)
    #expect(await center.shouldDisplay("never"))
    #expect(await center.record(of: "open").invalidationReason == .completed)  // the real state is kept
  }

  @Test func showAllFromTheEnvironment() async throws {
    let center = try await makeEligibilityCenter(items: [Self.never], environment: ["LODESTAR_SHOW_ALL": "1"])
    #expect(await center.shouldDisplay("never"))
    #expect(center.configuration.testingOverrides.showsAllItems)
  }

  @Test func showOnlyTheseHidesTheOthers() async throws {
    let center = try await makeEligibilityCenter(
      items: [Self.never, Self.open], environment: ["LODESTAR_SHOW": "never"])
    #expect(await center.shouldDisplay("never"))
    #expect(await center.shouldDisplay("open") == false)
    #expect(await center.status(of: "open") == .pending)
  }

  @Test func hideAllAndHideTheseWinOverShow() async throws {
    let all = try await makeEligibilityCenter(
      items: [Self.open], configuration: .init(testingOverrides: .init(showsAllItems: true, hidesAllItems: true)))
    #expect(await all.shouldDisplay("open") == false)
    let these = try await makeEligibilityCenter(
      items: [Self.open, EligibilityItem(id: "other")],
      environment: ["LODESTAR_HIDE": "open", "LODESTAR_SHOW_ALL": "1"])
    #expect(await these.shouldDisplay("open") == false)
    #expect(await these.shouldDisplay("other"))
  }

  @Test func shownItemsIgnoreTheDisplayFrequency() async throws {
    let center = try await makeEligibilityCenter(
      items: [Self.open, EligibilityItem(id: "second")],
      configuration: .init(displayFrequency: .daily, testingOverrides: .init(shownItems: ["open", "second"])))
    try await center.recordDisplay(of: "open")
    #expect(await center.shouldDisplay("second"))
  }

  @Test func resetStoreClearsBeforeConfiguration() async throws {
    var stored = EligibilityState()
    stored.invalidate("open", reason: .completed, at: eligibilityEpoch)
    stored.setValue(.bool(true), forKey: "flag")
    let store = InMemoryEligibilityStore(state: stored)
    let center = try await makeEligibilityCenter(
      items: [Self.open], environment: ["LODESTAR_RESET_STORE": "1"], store: store)
    #expect(await center.status(of: "open") == .available)
    #expect(await store.load() == EligibilityState())
  }

  @Test func resetStoreAfterConfigurationIsRefused() async throws {
    var stored = EligibilityState()
    stored.invalidate("open", reason: .completed, at: eligibilityEpoch)
    let store = InMemoryEligibilityStore(state: stored)
    let center = EligibilityCenter(store: store, environment: [:])
    try await center.resetStore()
    try await center.configure()
    await #expect(throws: EligibilityError.alreadyConfigured) { try await center.resetStore() }
    try await center.register([Self.open])
    #expect(await center.status(of: "open") == .available)
  }
}
