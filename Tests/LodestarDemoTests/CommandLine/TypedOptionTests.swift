import LodestarDemoSupport
import Testing

@testable import lodestar_demo

/// Typed options: a choice is read once into its enumeration, and a mistake names the option, the value and
/// what is accepted; a misspelt option gets a "did you mean".
@Suite struct TypedOptionTests {
  static let format = CommandOption.choice("--format", FrameFormat.self, help: "how", default: .text)
  static let step = CommandOption.number("--step", "N", CommandLineNumbers.ordinal, help: "which")
  static let options = [format, step, PlaybackOptions.rightToLeft]

  static func parse(_ arguments: [String]) throws(DemoFailure) -> ParsedArguments {
    try OptionParser.parse(arguments, options: options, command: "lodestar-demo test", usageLine: "lodestar-demo test")
  }

  static func failure(_ arguments: [String], read: (ParsedArguments) throws(DemoFailure) -> Void = { _ in }) -> String?
  {
    do throws(DemoFailure) {
      try read(try parse(arguments))
      return nil
    } catch {
      #expect(error.status == 64, "\(arguments)")
      #expect(error.message.hasSuffix("\nUsage: lodestar-demo test"), "\(arguments)")
      return error.message.split(separator: "\n").first.map(String.init)
    }
  }

  @Test(arguments: [
    (["--format", "svg"], FrameFormat.svg), (["--format=json"], .json), (["--format", "ansi", "--format=text"], .text),
  ])
  func aChoiceIsReadIntoItsEnumerationAndTheLastOneWins(arguments: [String], expected: FrameFormat) throws {
    #expect(try Self.parse(arguments).choice(Self.format) == expected)
  }

  @Test func aChoiceNotGivenIsNil() throws {
    #expect(try Self.parse(["--rtl"]).choice(Self.format, as: FrameFormat.self) == nil)
  }

  @Test(arguments: [
    (["--format", "png"], "lodestar-demo test: --format: expected text, ansi, svg or json, found 'png'"),
    (["--format="], "lodestar-demo test: --format: expected text, ansi, svg or json, found ''"),
    (["--format", "SVG"], "lodestar-demo test: --format: expected text, ansi, svg or json, found 'SVG'"),
    (
      ["--format", "svg", "--format", "tiff"],
      "lodestar-demo test: --format: expected text, ansi, svg or json, found 'tiff'"
    ),
    (
      ["--format", "\u{1B}[31m"], "lodestar-demo test: --format: expected text, ansi, svg or json, found '\u{FFFD}[31m'"
    ),
  ])
  func aBadChoiceNamesTheOptionTheValueAndTheAcceptedValues(arguments: [String], message: String) {
    let failure = Self.failure(arguments) { parsed throws(DemoFailure) in
      _ = try parsed.choice(Self.format, as: FrameFormat.self)
    }
    #expect(failure == message, "\(arguments)")
  }

  @Test(arguments: [
    (["--format"], "lodestar-demo test: --format needs a value"),
    (["--rtl", "--step"], "lodestar-demo test: --step needs a value"),
    (["--formt", "svg"], "lodestar-demo test: unknown option '--formt' (did you mean '--format'?)"),
    (["--format-x=svg"], "lodestar-demo test: unknown option '--format-x=svg' (did you mean '--format'?)"),
    (["--stp=2"], "lodestar-demo test: unknown option '--stp=2' (did you mean '--step'?)"),
    (["-rtl"], "lodestar-demo test: unknown option '-rtl' (did you mean '--rtl'?)"),
    (["--colour"], "lodestar-demo test: unknown option '--colour'"),
    (["-x"], "lodestar-demo test: unknown option '-x'"),
  ])
  func boundariesAndMisspellings(arguments: [String], message: String) {
    #expect(Self.failure(arguments) == message, "\(arguments)")
  }

  @Test(arguments: [
    (["--step", "0"], "lodestar-demo test: --step: expected a number between 1 and 1000000000, found 0"),
    (["--step=2.5"], "lodestar-demo test: --step: expected an integer, found 2.5"),
    (["--step", "two"], "lodestar-demo test: --step: expected a number between 1 and 1000000000, found \"two\""),
  ])
  func aNumberIsCheckedAgainstTheRuleItWasDeclaredWith(arguments: [String], message: String) {
    #expect(Self.step.rule == CommandLineNumbers.ordinal)
    let failure = Self.failure(arguments) { parsed throws(DemoFailure) in _ = try parsed.integer(Self.step) }
    #expect(failure == message, "\(arguments)")
  }

  @Test func aValueAtTheEndAfterDoubleDashIsAnOperand() throws {
    let parsed = try Self.parse(["--step", "2", "--", "--format"])
    #expect(parsed.operands == ["--format"])
    #expect(try parsed.integer(Self.step) == 2)
    #expect(try parsed.choice(Self.format, as: FrameFormat.self) == nil)
  }

  @Test func everyChoiceListsEveryCaseInOrder() {
    #expect(FrameFormat.acceptedValues == "text, ansi, svg or json")
    #expect(LineFormat.acceptedValues == "text or json")
    #expect(CheckDirection.acceptedValues == "ltr, rtl or both")
    #expect(ColorChoice.acceptedValues == "always, never or auto")
    #expect(Set(FrameFormat.allCases.map(\.fileExtension)).count == FrameFormat.allCases.count)
    #expect(FrameFormat.allCases.filter(\.isTerminal) == [.text, .ansi])
    #expect(CheckDirection.both.directions == CheckDirection.ltr.directions + CheckDirection.rtl.directions)
  }

  @Test(arguments: [
    ("rendr", "render"), ("--formt", "--format"), ("chek", "check"), ("walkthru", nil), ("x", nil),
    ("render", "render"),
    ("REnder", "render"), ("geometyr", "geometry"),
  ])
  func theSuggestionIsTheNearestCloseName(word: String, expected: String?) {
    let names = ["geometry", "render", "run", "check", "walkthrough", "--format", "--rtl"]
    #expect(CommandLineSuggestion.closest(to: word, in: names) == expected, "\(word)")
  }

  @Test func theEditDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
    func distance(_ lhs: String, _ rhs: String) -> Int {
      CommandLineSuggestion.editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "") == 3)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("render", "render") == 0)
    #expect(distance("rnder", "render") == 1)
    #expect(distance("hlep", "help") == 1, "a swap of neighbours is one edit")
    #expect(distance("ca", "abc") == 3, "each substring is edited once")
  }
}
