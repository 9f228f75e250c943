import LodestarJSON

/// The numbers the demo's options take, each read through the package's one checked conversion
/// (``NumberRule``): a value is a decimal number, finite and within the option's documented range, or the
/// command stops with a usage error that names the option, the range and the value.
enum CommandLineNumbers {
  /// `render --time`: seconds after the step appeared, from 0 to one day (the longest duration a tour
  /// document gives, so every duration completer can be seen firing).
  static let time = NumberRule.within(0...86_400)
  /// One side of `--size WxH`, in points.
  static let sizeSide = NumberRule.within(1...10_000)
  /// `walkthrough --offset`: pages from the page shown.
  static let pageOffset = NumberRule.within(-100...100)

  /// The number `text` gives for option `name`, checked against `rule`.
  ///
  /// - Throws: A usage failure naming the option when `text` is not a number or the rule rejects it:
  ///   `lodestar-demo render: --time: expected a number between 0 and 86400, found 1e21`.
  static func number(
    _ text: String, option name: String, _ rule: NumberRule, command: String, usageLine: String
  ) throws(DemoFailure) -> Double {
    guard let value = Double(text) else {
      throw .usage(
        "\(command): \(name): expected \(rule.expectation), found \(JSONEcho.quoted(text))", usageLine: usageLine)
    }
    do {
      // A text that reads as a number has no control characters; it is repeated as written, shortened.
      return try rule.check(value, field: name, found: JSONEcho.shortened(text))
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
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw .usage("\(command): \(name) must be WIDTHxHEIGHT in points, such as 844x390", usageLine: usageLine)
    }
    return (
      try number(String(parts[0]), option: "\(name) width", sizeSide, command: command, usageLine: usageLine),
      try number(String(parts[1]), option: "\(name) height", sizeSide, command: command, usageLine: usageLine)
    )
  }
}
