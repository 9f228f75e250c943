import Foundation
import LodestarEligibility
import LodestarTestSupport
import LodestarTesting
import Testing

/// The explanation agrees with the evaluator's and the center's own decisions for random items, groups,
/// overrides, states and moments, many of them at a limit, a window's edge or a period's end.
@Suite struct ExplanationPropertyTests {
  /// One random world: an evaluator's items, groups and configuration, a state and a moment.
  struct World {
    var items: [EligibilityItem]
    var groups: [EligibilityGroup]
    var configuration: EligibilityConfiguration
    var state: EligibilityState
    var date: Date
  }

  static let parameters = (0..<3).map { EligibilityParameter("p\($0)", defaultValue: 0) }
  static let transient = EligibilityParameter("t", defaultValue: false, options: .transient)
  static let events = (0..<3).map { EligibilityEvent("e\($0)") }

  static func rule(depth: Int, _ random: inout SeededGenerator) -> EligibilityRule {
    switch random.int(in: depth > 1 ? 0...3 : 0...6) {
    case 0:
      let threshold = random.int(in: 0...4)
      return .parameter(parameters[random.int(in: 0...2)]) { $0 >= threshold }
    case 1:
      let threshold = random.int(in: 0...3)
      let window: EligibilityEvent.Window = [.seconds(100), .hours(1), .days(1), .allTime][random.int(in: 0...3)]
      return .donations(of: events[random.int(in: 0...2)], within: window) { $0 >= threshold }
    case 2:
      let minimum = random.int(in: 0...4)
      return .donations(
        of: events[random.int(in: 0...2)], within: .seconds(100), matching: { (value: Int) in value >= minimum },
        count: { $0 >= 1 })
    case 3:
      return random.chance(0.5) ? .parameter(transient) { $0 } : (random.chance(0.5) ? .always : .never)
    case 4: return rule(depth: depth + 1, &random) && rule(depth: depth + 1, &random)
    case 5: return .any((0..<random.int(in: 0...3)).map { _ in rule(depth: depth + 1, &random) })
    default: return !rule(depth: depth + 1, &random)
    }
  }

  static func world(_ random: inout SeededGenerator) -> World {
    let now = eligibilityEpoch
    let ids = (0..<6).map { EligibilityID("i\($0)") }
    let items = ids.map { id in
      EligibilityItem(
        id: id, rules: (0..<random.int(in: 0...3)).map { _ in rule(depth: 0, &random) },
        options: EligibilityOptions(
          maxDisplayCount: random.chance(0.4) ? random.int(in: 0...3) : nil,
          maxDisplayDuration: random.chance(0.3) ? Double(random.int(in: 0...3)) * 10 : nil,
          ignoresDisplayFrequency: random.chance(0.2)))
    }
    var groups: [EligibilityGroup] = []
    for index in 0..<random.int(in: 0...2) {
      let members = (0..<random.int(in: 1...4)).map { _ in ids[random.int(in: 0...5)] }  // repeats too
      groups.append(
        EligibilityGroup(id: "g\(index)", priority: random.chance(0.7) ? .ordered : .firstAvailable, items: members))
    }
    var overrides = EligibilityTestingOverrides()
    if random.chance(0.15) {
      overrides = EligibilityTestingOverrides(
        showsAllItems: random.chance(0.3), shownItems: random.chance(0.3) ? [ids[random.int(in: 0...5)]] : nil,
        hidesAllItems: random.chance(0.1), hiddenItems: random.chance(0.4) ? [ids[random.int(in: 0...5)]] : [])
    }
    let frequency = EligibilityConfiguration.DisplayFrequency.allCases[random.int(in: 0...4)]
    var state = EligibilityState()
    for parameter in parameters where random.chance(0.7) {
      state.setValue(.integer(random.int(in: 0...5)), forKey: parameter.key)
    }
    if random.chance(0.5) { state.setValue(.bool(random.chance(0.5)), forKey: "t", isTransient: true) }
    for event in events {
      for _ in 0..<random.int(in: 0...5) {
        let value: EligibilityValue? = random.chance(0.7) ? .integer(random.int(in: 0...5)) : nil
        // Whole seconds, so donations fall exactly on a window's edge now and then.
        state.donate(event, value: value, at: now.addingTimeInterval(-Double(random.int(in: 0...4_000))))
      }
    }
    for item in items where random.chance(0.5) {
      for _ in 0..<random.int(in: 1...3) {
        state.recordDisplay(
          of: item.id, at: now.addingTimeInterval(-Double(random.int(in: 0...90_000))), options: item.options)
      }
      if random.chance(0.5) {
        state.addDisplayDuration(Double(random.int(in: 0...4)) * 10, to: item.id, at: now, options: item.options)
      }
      if random.chance(0.2) {
        state.invalidate(
          item.id, reason: EligibilityStatus.InvalidationReason.allCases[random.int(in: 0...4)], at: now)
      }
    }
    if random.chance(0.3) {
      state.lastNewDisplayDate = now.addingTimeInterval(-[0, 3_600, 86_400][random.int(in: 0...2)])
    }
    let date = now.addingTimeInterval(Double([0, 0, 1, 100, 3_600, 86_400][random.int(in: 0...5)]))
    return World(
      items: items, groups: groups,
      configuration: EligibilityConfiguration(displayFrequency: frequency, testingOverrides: overrides),
      state: state, date: date)
  }

  /// Every registered item and one unregistered: the explanation's status and display answer equal
  /// `evaluateAll`'s and the item-by-item answers, and its deciding check is the first that fails (or an
  /// override).
  @Test func theExplanationAgreesWithTheEvaluator() throws {
    let seed: UInt64 = 0x0E_4914_0040
    var random = SeededGenerator(seed: seed)
    var decidedBy: [String: Int] = [:]
    for testCase in 0..<3_000 {
      let world = Self.world(&random)
      let evaluator: EligibilityEvaluator
      do {
        evaluator = try EligibilityEvaluator(
          items: world.items, groups: world.groups, configuration: world.configuration)
      } catch {
        Issue.record("seed \(seed) case \(testCase): \(error)")
        continue
      }
      let all = evaluator.evaluateAll(in: world.state, at: world.date)
      for evaluation in all {
        let explanation = evaluator.explanation(of: evaluation.id, in: world.state, at: world.date)
        #expect(
          explanation.status == evaluation.status && explanation.shouldDisplay == evaluation.shouldDisplay,
          "seed \(seed) case \(testCase) item \(evaluation.id): \(explanation) vs \(evaluation)")
        #expect(
          explanation.status == evaluator.status(of: evaluation.id, in: world.state, at: world.date)
            && explanation.shouldDisplay == evaluator.shouldDisplay(evaluation.id, in: world.state, at: world.date),
          "seed \(seed) case \(testCase) item \(evaluation.id)")
        let firstFailure = explanation.checks.firstIndex {
          if case .testingOverride = $0.kind { return true }
          return !$0.isSatisfied
        }
        #expect(explanation.decidingCheckIndex == firstFailure, "seed \(seed) case \(testCase) item \(evaluation.id)")
        decidedBy[
          explanation.decidingCheck.map { "\($0.kind)".prefix { $0 != "(" }.description } ?? "none", default: 0] += 1
      }
      let unregistered = evaluator.explanation(of: "i9", in: world.state, at: world.date)
      #expect(
        unregistered.status == evaluator.status(of: "i9", in: world.state, at: world.date)
          && unregistered.shouldDisplay == evaluator.shouldDisplay("i9", in: world.state, at: world.date),
        "seed \(seed) case \(testCase) unregistered")
    }
    // The worlds reach every kind of deciding check, so the agreement covers each of them.
    for kind in [
      "none", "testingOverride", "recordedInvalidation", "displayCount", "displayDuration", "rule", "groupOrder",
      "displayFrequency",
    ] {
      #expect((decidedBy[kind] ?? 0) > 20, "seed \(seed): \(kind) decided \(decidedBy[kind] ?? 0) times")
    }
  }

  /// The center's own answers, from a store holding the world's state and a manual clock at its moment.
  @MainActor
  @Test func theExplanationAgreesWithTheCenter() async throws {
    let seed: UInt64 = 0x0C_E47E_0040
    var random = SeededGenerator(seed: seed)
    for testCase in 0..<300 {
      let world = Self.world(&random)
      let clock = ManualClock(startDate: world.date)
      let center = EligibilityCenter(
        store: InMemoryEligibilityStore(state: world.state), clock: clock, configuration: world.configuration,
        environment: [:])
      try await center.configure()
      do {
        try await center.register(world.items, groups: world.groups)
      } catch {
        Issue.record("seed \(seed) case \(testCase): \(error)")
        continue
      }
      for parameter in [Self.transient] where world.state.transientParameters[parameter.key] == .bool(true) {
        try await center.setValue(true, for: parameter)
      }
      for id in world.items.map(\.id) + ["i9"] {
        let explanation = try await center.explanation(of: id)
        let status = await center.status(of: id)
        let shows = await center.shouldDisplay(id)
        #expect(
          explanation.status == status && explanation.shouldDisplay == shows && explanation.date == world.date,
          "seed \(seed) case \(testCase) item \(id): \(explanation) vs \(status), \(shows)")
      }
    }
  }
}
