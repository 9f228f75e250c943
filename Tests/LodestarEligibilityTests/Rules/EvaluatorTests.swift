import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarTestSupport
import Testing

@Suite struct EligibilityEvaluatorTests {
  /// `evaluateAll` (each parameter and event looked up once) agrees with asking item by item, for random
  /// items, groups, states and moments.
  @Test func evaluateAllAgreesWithItemByItem() throws {
    let seed: UInt64 = 0xE11_6181_1175
    var generator = SeededGenerator(seed: seed)
    let parameters = (0..<4).map { EligibilityParameter("p\($0)", defaultValue: 0) }
    let transient = EligibilityParameter("t", defaultValue: false, options: .transient)
    let events = (0..<4).map { EligibilityEvent("e\($0)") }
    for testCase in 0..<200 {
      func randomRule(depth: Int) -> EligibilityRule {
        switch generator.int(in: depth > 1 ? 0...2 : 0...5) {
        case 0:
          let threshold = generator.int(in: 0...5)
          return .parameter(parameters[generator.int(in: 0...3)]) { $0 >= threshold }
        case 1:
          let threshold = generator.int(in: 0...4)
          let window: EligibilityEvent.Window = [.hours(1), .days(1), .weeks(1), .allTime][generator.int(in: 0...3)]
          return .donations(of: events[generator.int(in: 0...3)], within: window) { $0 >= threshold }
        case 2:
          if generator.chance(0.5) { return .parameter(transient) { $0 } }
          let minimum = generator.int(in: 0...5)
          return .donations(
            of: events[generator.int(in: 0...3)], within: .days(generator.int(in: 1...12)),
            matching: { (value: Int) in value >= minimum }, count: { $0 >= 1 })
        case 3: return randomRule(depth: depth + 1) && randomRule(depth: depth + 1)
        case 4: return randomRule(depth: depth + 1) || randomRule(depth: depth + 1)
        default: return !randomRule(depth: depth + 1)
        }
      }
      let items = (0..<6).map { index in
        EligibilityItem(
          id: EligibilityID("i\(index)"), rules: (0..<generator.int(in: 0...3)).map { _ in randomRule(depth: 0) },
          options: EligibilityOptions(
            maxDisplayCount: generator.chance(0.3) ? generator.int(in: 1...3) : nil,
            ignoresDisplayFrequency: generator.chance(0.2)))
      }
      let groups = [
        EligibilityGroup(
          id: "g", priority: generator.chance(0.5) ? .ordered : .firstAvailable, items: ["i1", "i2", "i3"])
      ]
      let frequency = EligibilityConfiguration.DisplayFrequency.allCases[generator.int(in: 0...4)]
      let evaluator = try EligibilityEvaluator(
        items: items, groups: groups, configuration: EligibilityConfiguration(displayFrequency: frequency))
      var state = EligibilityState()
      let now = eligibilityEpoch
      for parameter in parameters where generator.chance(0.7) {
        state.setValue(.integer(generator.int(in: 0...6)), forKey: parameter.key)
      }
      state.setValue(.bool(generator.chance(0.5)), forKey: "t", isTransient: true)
      for event in events {
        for _ in 0..<generator.int(in: 0...6) {
          let value: EligibilityValue? = generator.chance(0.7) ? .integer(generator.int(in: 0...6)) : nil
          state.donate(event, value: value, at: now.addingTimeInterval(-generator.double(in: 0...1_000_000)))
        }
      }
      for item in items where generator.chance(0.4) {
        state.recordDisplay(
          of: item.id, at: now.addingTimeInterval(-generator.double(in: 0...200_000)), options: item.options)
        if generator.chance(0.3) { state.invalidate(item.id, reason: .closed, at: now) }
      }
      // Events no rule counts: `evaluateAll` walks the state's events when they are fewer than the rules'
      // events, and looks the rules' events up otherwise; both must agree with the item-by-item answers.
      for extra in 0..<generator.int(in: 0...6) {
        state.donate(EligibilityEvent("unrelated\(extra)"), at: now.addingTimeInterval(-1))
      }
      let all = evaluator.evaluateAll(in: state, at: now)
      for evaluation in all {
        let status = evaluator.status(of: evaluation.id, in: state, at: now)
        let display = evaluator.shouldDisplay(evaluation.id, in: state, at: now)
        #expect(
          evaluation.status == status && evaluation.shouldDisplay == display,
          "seed \(seed) case \(testCase) item \(evaluation.id): \(evaluation) vs \(status), \(display)")
      }
      #expect(all.map(\.id) == items.map(\.id), "seed \(seed) case \(testCase)")
    }
  }

  @Test func dependentsAreIndexed() throws {
    let flag = EligibilityParameter("flag", defaultValue: false)
    let opened = EligibilityEvent("opened")
    let evaluator = try EligibilityEvaluator(items: [
      EligibilityItem(id: "a", rules: [.parameter(flag) { $0 } && .donations(of: opened) { $0 > 0 }]),
      EligibilityItem(id: "b", rules: [.donations(of: opened) { $0 > 1 }, .donations(of: opened) { $0 > 2 }]),
    ])
    #expect(evaluator.items(dependingOn: opened) == ["a", "b"])
    #expect(evaluator.items(dependingOnParameter: "flag") == ["a"])
    #expect(evaluator.items(dependingOn: EligibilityEvent("other")).isEmpty)
  }
}
