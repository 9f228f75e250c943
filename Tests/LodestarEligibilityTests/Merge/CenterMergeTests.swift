import Foundation
import LodestarEligibility
import LodestarTesting
import Testing

/// The center sends its state and merges what other devices send, re-evaluating every item.
@Suite struct CenterMergeTests {
  @Test func aTourShownOnOneDeviceIsInvalidatedOnAnotherWhenItsDisplayArrives() async throws {
    let items = [EligibilityItem(id: "tour", options: EligibilityOptions(maxDisplayCount: 1))]
    let phone = try await makeEligibilityCenter(
      items: items, store: InMemoryEligibilityStore(state: EligibilityState(device: "phone")))
    let tablet = try await makeEligibilityCenter(
      items: items, store: InMemoryEligibilityStore(state: EligibilityState(device: "tablet")))
    try await phone.recordDisplay(of: "tour")
    #expect(await tablet.shouldDisplay("tour"))
    let data = try await phone.synchronizationData()
    try await tablet.merge(data)
    try await tablet.merge(data)
    #expect(await tablet.status(of: "tour") == .invalidated(.displayCountExceeded))
    #expect(await tablet.record(of: "tour").displayCount == 1)
    #expect(await tablet.currentState().device == "tablet")
  }

  @Test func mergingBeforeConfigurationIsRefused() async throws {
    let center = EligibilityCenter(store: InMemoryEligibilityStore(), environment: [:])
    await #expect(throws: EligibilityError.notConfigured) { try await center.merge(Data("{}".utf8)) }
    await #expect(throws: EligibilityError.notConfigured) { _ = try await center.synchronizationData() }
  }
}
