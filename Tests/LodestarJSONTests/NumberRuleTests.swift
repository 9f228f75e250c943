import Foundation
import LodestarJSON
import LodestarTestSupport
import Testing

/// The one checked conversion of numbers from outside: every rule at its limits, and conversions that never
/// trap whatever the rule.
@Suite struct NumberRuleTests {
  static let day = NumberRule.within(0...86_400)

  @Test func checkAcceptsTheRangeAndNamesTheFieldPastIt() throws {
    #expect(try Self.day.check(0, field: "t") == 0)
    #expect(try Self.day.check(86_400, field: "t") == 86_400)
    for (value, text) in [
      ((86_400.0).nextUp, "86400.00000000001"), ((0.0).nextDown, "-5e-324"), (.infinity, "inf"), (-.infinity, "-inf"),
      (.nan, "nan"),
    ] {
      #expect(
        throws: NumberRangeError(field: "--time", message: "expected a number between 0 and 86400, found \(text)")
      ) {
        try Self.day.check(value, field: "--time")
      }
    }
    #expect(
      NumberRangeError(field: "a.b", message: "expected x, found y").description == "a.b: expected x, found y")
    #expect(throws: NumberRangeError(field: "f", message: "expected a number > 0 and <= 10, found 0")) {
      try NumberRule.positiveAtMost(10).check(0, field: "f")
    }
  }

  @Test func durationsAreCheckedBeforeTheConversion() throws {
    #expect(try Self.day.duration(seconds: 86_400, field: "t") == .seconds(86_400))
    #expect(try Self.day.duration(seconds: 0.25, field: "t") == .milliseconds(250))
    for value in [(86_400.0).nextUp, 1.7e20, 1e40, .infinity, .nan, -1] {
      #expect(throws: NumberRangeError.self, "\(value)") { try Self.day.duration(seconds: value, field: "t") }
    }
    // Even the unbounded rule cannot make the conversion trap.
    #expect(try NumberRule.finite.duration(seconds: 1e15, field: "t") == .seconds(1_000_000_000_000_000))
    #expect(
      throws: NumberRangeError(
        field: "t", message: "expected a number between -1000000000000000 and 1000000000000000, found 1e+40")
    ) {
      try NumberRule.finite.duration(seconds: 1e40, field: "t")
    }
  }

  @Test func integersAreCheckedBeforeTheConversion() throws {
    let tags = NumberRule.within(-2_147_483_648...2_147_483_647)
    #expect(try tags.integer(2_147_483_647, field: "tag") == 2_147_483_647)
    #expect(try tags.integer(-2_147_483_648, field: "tag") == -2_147_483_648)
    #expect(throws: NumberRangeError(field: "tag", message: "expected an integer, found 1.5")) {
      try tags.integer(1.5, field: "tag")
    }
    for value in [2_147_483_648.0, .infinity, .nan] {
      #expect(throws: NumberRangeError.self, "\(value)") { try tags.integer(value, field: "tag") }
    }
    #expect(throws: NumberRangeError.self) { try NumberRule.finite.integer(1e300, field: "n") }
  }

  @Test func clampingNeverTraps() {
    #expect(Self.day.clamped(.nan) == 0)
    #expect(Self.day.clamped(-.infinity) == 0)
    #expect(Self.day.clamped(.infinity) == 86_400)
    #expect(Self.day.clamped(1e300) == 86_400)
    #expect(Self.day.clamped(12.5) == 12.5)
    #expect(NumberRule.positiveAtMost(5).clamped(-3) == 0)
    #expect(Self.day.clampedDuration(seconds: 1e40) == .seconds(86_400))
    #expect(Self.day.clampedDuration(seconds: .nan) == .zero)
    #expect(NumberRule.finite.clampedDuration(seconds: .infinity) == .seconds(1_000_000_000_000_000))
    #expect(NumberRule.finite.clampedDuration(seconds: -.infinity) == .seconds(-1_000_000_000_000_000))
  }

  @Test func wholeSecondsBecomeTheSameDurationAsTheirDouble() {
    // Whole seconds take an integer conversion; every other value the floating-point one. Both must agree.
    for seconds in [0.0, -0.0, 1, 5, 86_400, -3, 1e15, -1e15, 0.5, 12.25, 1e-9, 86_399.999_999_999] {
      #expect(NumberRule.finite.clampedDuration(seconds: seconds) == .seconds(seconds), "\(seconds)")
    }
    let seed: UInt64 = 0x5EED_0018
    var generator = SeededGenerator(seed: seed)
    for index in 0..<5_000 {
      var seconds = (generator.chance(0.5) ? -1 : 1) * pow(10, generator.double(in: -3...15))
      if generator.chance(0.5) { seconds.round(.towardZero) }
      #expect(
        NumberRule.finite.clampedDuration(seconds: seconds) == .seconds(seconds),
        "seed \(seed) case \(index): \(seconds)")
    }
  }

  @Test func aProblemIsWrittenOnlyForARejectedValue() {
    #expect(Self.day.problem(86_400) == nil)
    #expect(Self.day.problem(-1) == "expected a number between 0 and 86400, found -1")
    #expect(Self.day.problem(.nan) == "expected a number between 0 and 86400, found nan")
  }

  @Test func expectationsReadAsSentences() {
    #expect(Self.day.expectation == "a number between 0 and 86400")
    #expect(NumberRule.positiveAtMost(86_400).expectation == "a number > 0 and <= 86400")
    #expect(NumberRule.unitInterval.expectation == "a number between 0 and 1")
    #expect(NumberRule.openUnitInterval.expectation == "a number > 0 and < 1")
    #expect(NumberRule.finite.expectation == "a finite number")
  }
}
