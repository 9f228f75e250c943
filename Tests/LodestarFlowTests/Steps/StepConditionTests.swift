import LodestarFlow
import Testing

/// The meaning of a step condition, given readings: each comparison at its boundary, the kinds that never
/// compare, a parameter never set, and the combinations.
@Suite struct StepConditionTests {
  /// Evaluates `condition` with the parameters and donation counts given (windows are ignored here).
  static func holds(
    _ condition: StepCondition, parameters: [String: StepConditionValue] = [:], counts: [String: Int] = [:]
  ) -> Bool {
    condition.isSatisfied(value: { parameters[$0] }, donationCount: { event, _ in counts[event] ?? 0 })
  }

  @Test func eachNumberComparisonHoldsExactlyOnItsSideOfTheBoundary() {
    let cases: [(StepConditionComparison, [Bool])] = [
      (.equals(.number(3)), [false, true, false]),
      (.lessThan(.number(3)), [true, false, false]),
      (.atMost(.number(3)), [true, true, false]),
      (.greaterThan(.number(3)), [false, false, true]),
      (.atLeast(.number(3)), [false, true, true]),
    ]
    for (comparison, expected) in cases {
      let results = [2.0, 3.0, 4.0].map { comparison.holds(for: .number($0)) }
      #expect(results == expected, "\(comparison)")
    }
  }

  @Test func stringsCompareByScalarsAndBooleansOnlyForEquality() {
    #expect(StepConditionComparison.equals(.string("pro")).holds(for: .string("pro")))
    #expect(!StepConditionComparison.equals(.string("pro")).holds(for: .string("Pro")))
    #expect(StepConditionComparison.lessThan(.string("b")).holds(for: .string("a")))
    #expect(!StepConditionComparison.lessThan(.string("a")).holds(for: .string("a")))
    #expect(StepConditionComparison.atLeast(.string("a")).holds(for: .string("ab")))
    #expect(StepConditionComparison.equals(.bool(true)).holds(for: .bool(true)))
    #expect(!StepConditionComparison.equals(.bool(true)).holds(for: .bool(false)))
    #expect(!StepConditionComparison.atLeast(.bool(false)).holds(for: .bool(true)))
    // Values of different kinds never compare.
    #expect(!StepConditionComparison.equals(.number(1)).holds(for: .bool(true)))
    #expect(!StepConditionComparison.equals(.string("3")).holds(for: .number(3)))
    #expect(!StepConditionComparison.atMost(.number(3)).holds(for: .string("1")))
  }

  @Test func aParameterNeverSetSatisfiesNoComparisonButItsNegationHolds() {
    let isPro = StepCondition.parameter("isPro", .equals(.bool(false)))
    #expect(!Self.holds(isPro))
    #expect(Self.holds(.not(isPro)))
    #expect(Self.holds(isPro, parameters: ["isPro": .bool(false)]))
  }

  @Test func donationsCompareTheirCountAndCountZeroWithoutAny() {
    let often = StepCondition.donations(of: "opened", within: 86_400, .atLeast(.number(3)))
    #expect(!Self.holds(often, counts: ["opened": 2]))
    #expect(Self.holds(often, counts: ["opened": 3]))
    #expect(Self.holds(.donations(of: "opened", within: nil, .equals(.number(0)))))
  }

  @Test func allAnyAndNotCombine() {
    let yes = StepCondition.parameter("a", .equals(.bool(true)))
    let no = StepCondition.parameter("b", .equals(.bool(true)))
    let parameters: [String: StepConditionValue] = ["a": .bool(true), "b": .bool(false)]
    #expect(Self.holds(.all([]), parameters: parameters))
    #expect(!Self.holds(.any([]), parameters: parameters))
    #expect(Self.holds(.all([yes, .not(no)]), parameters: parameters))
    #expect(!Self.holds(.all([yes, no]), parameters: parameters))
    #expect(Self.holds(.any([no, yes]), parameters: parameters))
    #expect(!Self.holds(.any([no, .not(yes)]), parameters: parameters))
  }

  @Test func aConditionListsTheNamesItReads() {
    let condition = StepCondition.all([
      .parameter("isPro", .equals(.bool(true))),
      .any([
        .donations(of: "opened", within: nil, .atLeast(.number(1))), .not(.parameter("plan", .equals(.string("x")))),
      ]),
    ])
    #expect(condition.parameterKeys == ["isPro", "plan"])
    #expect(condition.eventIDs == ["opened"])
  }
}
