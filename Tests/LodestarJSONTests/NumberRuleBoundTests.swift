import LodestarJSON
import Testing

/// Issue 32, item 2: every kind of rule accepts its bounds themselves and rejects the next value past each,
/// so a `<=` that becomes `<` (or a `>` that becomes `>=`) fails here.
@Suite struct NumberRuleBoundTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: NumberRule
    /// The extreme values the rule accepts.
    var accepted: [Double]
    /// The values just past them, which it rejects.
    var rejected: [Double]
    var testDescription: String { rule.expectation }
  }

  static let cases: [Case] = [
    Case(
      rule: .finite, accepted: [-.greatestFiniteMagnitude, .greatestFiniteMagnitude],
      rejected: [-.infinity, .infinity]),
    Case(rule: .within(0...86_400), accepted: [0, 86_400], rejected: [(0.0).nextDown, (86_400.0).nextUp]),
    Case(rule: .within(-2.5...(-0.5)), accepted: [-2.5, -0.5], rejected: [(-2.5).nextDown, (-0.5).nextUp]),
    Case(rule: .unitInterval, accepted: [0, 1], rejected: [(0.0).nextDown, (1.0).nextUp]),
    Case(rule: .positiveAtMost(10), accepted: [(0.0).nextUp, 10], rejected: [0, (10.0).nextUp]),
    Case(rule: .positiveAtMost(0.5), accepted: [(0.0).nextUp, 0.5], rejected: [0, (0.5).nextUp]),
    Case(rule: .openUnitInterval, accepted: [(0.0).nextUp, (1.0).nextDown], rejected: [0, 1]),
  ]

  @Test(arguments: cases)
  func theBoundPassesAndTheNextValueFails(testCase: Case) throws {
    for value in testCase.accepted {
      #expect(testCase.rule.accepts(value), "\(value)")
      #expect(testCase.rule.problem(value) == nil, "\(value)")
      #expect(try testCase.rule.check(value, field: "f") == value)
    }
    for value in testCase.rejected {
      #expect(!testCase.rule.accepts(value), "\(value)")
      #expect(testCase.rule.problem(value) != nil, "\(value)")
      #expect(throws: NumberRangeError.self, "\(value)") { try testCase.rule.check(value, field: "f") }
    }
  }
}
