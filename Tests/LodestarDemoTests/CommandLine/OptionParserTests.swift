import Testing

@testable import lodestar_demo

/// The one option parser every command uses, in process.
@Suite struct OptionParserTests {
  static let options: [CommandOption] = [.flag("--rtl"), .value("--size"), .path("--screen")]

  static func parse(_ arguments: [String]) throws(DemoFailure) -> ParsedArguments {
    try OptionParser.parse(arguments, options: options, command: "lodestar-demo test", usageLine: "lodestar-demo test")
  }

  @Test func valuesFollowASpaceOrAnEqualsSignAndTheLastOneWins() throws {
    let parsed = try Self.parse(["--size", "1x2", "tour.json", "--screen=s.json", "--size=3x4", "--rtl", "-"])
    #expect(parsed.value("--size") == "3x4")
    #expect(parsed.value("--screen") == "s.json")
    #expect(parsed.contains("--rtl"))
    #expect(parsed.operands == ["tour.json", "-"])
    #expect(!parsed.isGiven("--other"))
  }

  @Test func aValueMayContainAnEqualsSignOrStartWithADash() throws {
    let parsed = try Self.parse(["--size=a=b", "--screen", "-weird"])
    #expect(parsed.value("--size") == "a=b")
    #expect(parsed.value("--screen") == "-weird")
  }

  @Test func doubleDashEndsTheOptions() throws {
    let parsed = try Self.parse(["--rtl", "--", "--size", "-x", "--"])
    #expect(parsed.operands == ["--size", "-x", "--"])
    #expect(parsed.value("--size") == nil)
  }

  @Test(arguments: [
    (["-x"], "lodestar-demo test: unknown option '-x'"),
    (["--bogus=1"], "lodestar-demo test: unknown option '--bogus=1'"),
    (["-rtl"], "lodestar-demo test: unknown option '-rtl' (did you mean '--rtl'?)"),
    (["--rtl=yes"], "lodestar-demo test: --rtl takes no value"),
    (["--rtl="], "lodestar-demo test: --rtl takes no value"),
    (["--size"], "lodestar-demo test: --size needs a value"),
    (["--screen", ""], "lodestar-demo test: --screen needs a path; the path is empty"),
    (["--screen="], "lodestar-demo test: --screen needs a path; the path is empty"),
    ([String(repeating: "-", count: 300)], "lodestar-demo test: unknown option '\(String(repeating: "-", count: 80))'"),
  ])
  func mistakesAreUsageErrorsThatSayWhat(arguments: [String], message: String) {
    do throws(DemoFailure) {
      _ = try Self.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(error.status == 64, "\(arguments)")
      #expect(error.message == "\(message)\nUsage: lodestar-demo test", "\(arguments)")
    }
  }

  @Test func anEmptyValueIsAValueForAValueOption() throws {
    #expect(try Self.parse(["--size="]).value("--size") == "")
    #expect(try Self.parse(["--size", ""]).value("--size") == "")
  }
}
