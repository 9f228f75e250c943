import Lodestar
import LodestarDemoSupport
import LodestarJSON

/// A command's arguments split into options and operands by ``OptionParser``, read through the options'
/// declarations: a typed option is converted once, here, and a bad value is a usage error that names the
/// option, the value and what it accepts.
struct ParsedArguments {
  /// How error messages name the command, such as `lodestar-demo render`.
  let command: String
  /// The command's usage, printed after an error.
  let usageLine: String
  /// The values of the value and path options given (the last one when an option is repeated).
  private(set) var values: [String: String] = [:]
  /// The flags given.
  private(set) var flags: Set<String> = []
  /// The arguments that are not options, in order.
  private(set) var operands: [String] = []

  /// The value of option `name`, or nil when it was not given.
  func value(_ name: String) -> String? { values[name] }

  /// The value of `option`, or nil when it was not given.
  func value(_ option: CommandOption) -> String? { values[option.name] }

  /// Whether flag `name` was given.
  func contains(_ name: String) -> Bool { flags.contains(name) }

  /// Whether flag `option` was given.
  func contains(_ option: CommandOption) -> Bool { flags.contains(option.name) }

  /// Whether option `name` (a flag or an option with a value) was given.
  func isGiven(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

  /// Whether `option` (a flag or an option with a value) was given.
  func isGiven(_ option: CommandOption) -> Bool { isGiven(option.name) }

  /// The case of `Choice` that `option` names, or nil when the option was not given.
  ///
  /// - Throws: A usage failure for a value that is not a case, with a case close to it:
  ///   `lodestar-demo render: --format: expected text, ansi, svg or json, found 'png'`, or
  ///   `... found 'accessibilty3' (did you mean 'accessibility3'?)`.
  func choice<Choice: OptionChoice>(_ option: CommandOption, as type: Choice.Type = Choice.self) throws(DemoFailure)
    -> Choice?
  {
    guard let text = value(option) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let suggestion = CommandLineSuggestion.hint(for: text, in: Choice.allCases.map(\.rawValue))
      throw usage(
        "\(option.name): expected \(Choice.acceptedValues), found '\(TerminalText.sanitized(String(text.prefix(80))))'"
          + suggestion)
    }
    return choice
  }

  /// The integer `option` gives, checked against its declared rule (any finite number without one), or nil
  /// when it was not given.
  ///
  /// - Throws: A usage failure naming the option, the range and the value (``CommandLineNumbers``).
  func integer(_ option: CommandOption) throws(DemoFailure) -> Int? {
    guard let text = value(option) else { return nil }
    return try CommandLineNumbers.integer(
      text, option: option.name, option.rule ?? .finite, command: command, usageLine: usageLine)
  }

  /// The number `option` gives, checked against its declared rule (any finite number without one), or nil
  /// when it was not given.
  ///
  /// - Throws: A usage failure naming the option, the range and the value (``CommandLineNumbers``).
  func number(_ option: CommandOption) throws(DemoFailure) -> Double? {
    guard let text = value(option) else { return nil }
    return try CommandLineNumbers.number(
      text, option: option.name, option.rule ?? .finite, command: command, usageLine: usageLine)
  }

  /// The `WIDTHxHEIGHT` size `option` gives, each side from 1 to 10,000 points, or nil when it was not given.
  func size(_ option: CommandOption) throws(DemoFailure) -> Size? {
    guard let text = value(option) else { return nil }
    let side = try CommandLineNumbers.size(text, option: option.name, command: command, usageLine: usageLine)
    return Size(width: side.width, height: side.height)
  }

  /// A usage failure of the command: `message` after its name, then its usage line.
  func usage(_ message: String) -> DemoFailure { .usage("\(command): \(message)", usageLine: usageLine) }

  /// Records `option` as given, with `value` (`nil` for a flag); a repeated option's last value wins.
  mutating func set(_ option: CommandOption, value: String?) {
    if let value { values[option.name] = value } else { flags.insert(option.name) }
  }

  /// Records an argument that is not an option.
  mutating func append(operand: String) { operands.append(operand) }
}
