import Lodestar
import LodestarJSON

/// The numbers the demo's options take, each read through the package's one checked conversion
/// (``NumberRule``).
///
/// Every option has the same grammar, the one of numbers in the files the demo reads: a JSON number
/// (`2`, `0.5`, `-0.25`, `1e3`), read by the package's JSON reader. Nothing else is a number: no hexadecimal
/// (`0x10`), no leading `+`, no space before or after, no `inf` or `nan`, no `.5` or `5.`. A value that is not
/// a number, or that is outside the option's documented range, stops the command with a usage error (64)
/// that names the option, the range and the value.
enum CommandLineNumbers {
  /// `render --time`: seconds after the step appeared, from 0 to one day (the longest duration a tour
  /// document gives, so every duration completer can be seen firing).
  static let time = NumberRule.within(0...86_400)
  /// One side of `--size WxH` and of each `check --sizes` item, in points.
  static let sizeSide = NumberRule.within(1...10_000)
  /// `walkthrough --offset`: pages from the page shown.
  static let pageOffset = NumberRule.within(-100...100)
  /// `render --step` and `walkthrough --page`: from 1 (the tour or walkthrough says how many there are).
  static let ordinal = NumberRule.within(1...1_000_000_000)
  /// `place --bench`: runs, from 1.
  static let runs = NumberRule.within(1...1_000_000_000)

  /// The value of `text` when it is a number in the one grammar of the demo's options, or `nil`.
  static func value(of text: String) -> Double? {
    // The reader would also skip white space around the number: the text must be made of number characters.
    let allowed = Set("0123456789+-.eE".utf8)
    guard !text.isEmpty, text.utf8.allSatisfy(allowed.contains),
      let read = try? JSONReader(maximumDepth: 1, allowsByteOrderMark: false).read(Array(text.utf8))
    else { return nil }
    return read.number
  }

  /// The number `text` gives for option `name`, checked against `rule`.
  ///
  /// - Throws: A usage failure naming the option when `text` is not a number or the rule rejects it:
  ///   `lodestar-demo render: --time: expected a number between 0 and 86400, found 1e21`.
  static func number(
    _ text: String, option name: String, _ rule: NumberRule, command: String, usageLine: String
  ) throws(DemoFailure) -> Double {
    let value = try parse(text, option: name, rule, command: command, usageLine: usageLine)
    do {
      // A text that reads as a number has no control characters; it is repeated as written, shortened.
      return try rule.check(value, field: name, found: JSONEcho.shortened(text))
    } catch {
      throw .usage("\(command): \(error)", usageLine: usageLine)
    }
  }

  /// The integer `text` gives for option `name`, checked against `rule` (`2` and `2.0` are 2; `2.5` is not
  /// an integer).
  ///
  /// - Throws: A usage failure naming the option when `text` is not a number, not an integer, or the rule
  ///   rejects it.
  static func integer(
    _ text: String, option name: String, _ rule: NumberRule, command: String, usageLine: String
  ) throws(DemoFailure) -> Int {
    let value = try parse(text, option: name, rule, command: command, usageLine: usageLine)
    do {
      _ = try rule.check(value, field: name, found: JSONEcho.shortened(text))
      return try rule.integer(value, field: name)
    } catch {
      throw .usage("\(command): \(error)", usageLine: usageLine)
    }
  }

  /// The size `text` gives as `WIDTHxHEIGHT` for option `name`, each side checked against ``sizeSide``.
  ///
  /// - Throws: A usage failure naming the option when `text` is not two numbers joined by `x` or a side is
  ///   out of range.
  static func size(_ text: String, option name: String, command: String, usageLine: String) throws(DemoFailure) -> (
    width: Double, height: Double
  ) {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
    guard parts.count == 2 else {
      throw .usage(
        "\(command): \(name) must be WIDTHxHEIGHT in points, such as 844x390; found "
          + "'\(TerminalText.sanitized(String(text.prefix(80))))'", usageLine: usageLine)
    }
    return (
      try number(String(parts[0]), option: "\(name) width", sizeSide, command: command, usageLine: usageLine),
      try number(String(parts[1]), option: "\(name) height", sizeSide, command: command, usageLine: usageLine)
    )
  }

  /// The number of `text`, or the usage failure for a text that is not one.
  private static func parse(
    _ text: String, option name: String, _ rule: NumberRule, command: String, usageLine: String
  ) throws(DemoFailure) -> Double {
    guard let value = value(of: text) else {
      throw .usage(
        "\(command): \(name): expected \(rule.expectation), found \(JSONEcho.quoted(text))", usageLine: usageLine)
    }
    return value
  }
}
