import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarTesting

/// A fixed starting moment for manual clocks: 2026-01-05 00:00:00 UTC.
let eligibilityEpoch = Date(timeIntervalSince1970: 1_767_571_200)

/// A configured center over an in-memory store and a manual clock, ignoring the process environment.
func makeEligibilityCenter(
  items: [EligibilityItem], groups: [EligibilityGroup] = [],
  configuration: EligibilityConfiguration = EligibilityConfiguration(),
  environment: [String: String] = [:], store: any EligibilityStore = InMemoryEligibilityStore(),
  clock: ManualClock = ManualClock(startDate: eligibilityEpoch)
) async throws -> EligibilityCenter {
  let center = EligibilityCenter(store: store, clock: clock, configuration: configuration, environment: environment)
  try await center.configure()
  try await center.register(items, groups: groups)
  return center
}

/// A codable parameter value for the tests.
struct SubscriptionPlan: Codable, Sendable, Hashable, EligibilityValueConvertible {
  var name: String
  var seats: Int
}
