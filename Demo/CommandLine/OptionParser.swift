/// An option a command accepts, such as `--rtl` or `--screen PATH`.
struct CommandOption: Hashable, Sendable {
  /// What follows the option's name.
  enum Kind: Sendable {
    /// Nothing: the option is on or off (`--rtl`).
    case flag
    /// A value (`--size 844x390` or `--size=844x390`).
    case value
    /// A file path: a value that may not be empty (`--screen screen.json`).
    case path
  }

  /// The name, with its two dashes.
  var name: String
  var kind: Kind

  static func flag(_ name: String) -> CommandOption { CommandOption(name: name, kind: .flag) }
  static func value(_ name: String) -> CommandOption { CommandOption(name: name, kind: .value) }
  static func path(_ name: String) -> CommandOption { CommandOption(name: name, kind: .path) }
}

/// A command's arguments split into options and operands by ``OptionParser``.
struct ParsedArguments {
  /// The values of the value and path options given (the last one when an option is repeated).
  private(set) var values: [String: String] = [:]
  /// The flags given.
  private(set) var flags: Set<String> = []
  /// The arguments that are not options, in order.
  private(set) var operands: [String] = []

  /// The value of option `name`, or nil when it was not given.
  func value(_ name: String) -> String? { values[name] }

  /// Whether flag `name` was given.
  func contains(_ name: String) -> Bool { flags.contains(name) }

  /// Whether option `name` (a flag or an option with a value) was given.
  func isGiven(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

  fileprivate mutating func set(_ option: CommandOption, value: String?) {
    if let value { values[option.name] = value } else { flags.insert(option.name) }
  }

  fileprivate mutating func append(operand: String) { operands.append(operand) }
}

/// The one way every lodestar-demo command reads its arguments, with the usual Unix conventions:
///
/// - `--name value` and `--name=value` are the same; a flag takes no value (`--rtl=yes` is an error).
/// - A path option's value may not be empty (`--screen ''` and `--screen=` are errors).
/// - `--` ends the options: every argument after it is an operand, even one that starts with a dash.
/// - `-` alone is an operand (a path that means standard input to the commands that accept it).
/// - Any other argument that starts with a dash and is not an accepted option (`-x`, `-V`, `--bogus`) is an
///   error. The dispatcher handles `--help` and `-h` before a command parses its arguments.
///
/// Every error is a usage error (exit status 64) that names the argument and ends with the command's usage line.
enum OptionParser {
  /// Splits `arguments` into options and operands.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command's name.
  ///   - options: The options the command accepts.
  ///   - command: How error messages name the command, such as `lodestar-demo render`.
  ///   - usageLine: The command's usage, printed after an error.
  /// - Returns: The options and operands.
  /// - Throws: ``DemoFailure`` with the usage status for an unknown option, a missing or unexpected value, or
  ///   an empty path.
  static func parse(
    _ arguments: [String], options: [CommandOption], command: String, usageLine: String
  ) throws(DemoFailure) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    func failure(_ message: String) -> DemoFailure { .usage("\(command): \(message)", usageLine: usageLine) }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.append(operand: argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let name = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
      guard argument.hasPrefix("--"), let name, let option = options.first(where: { $0.name == name }) else {
        throw failure("unknown option '\(argument.prefix(80))'")
      }
      let inlineValue = argument.count > name.count ? String(argument.dropFirst(name.count + 1)) : nil
      switch option.kind {
      case .flag:
        guard inlineValue == nil else { throw failure("\(name) takes no value") }
        parsed.set(option, value: nil)
      case .value, .path:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else { throw failure("\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        if option.kind == .path, value.isEmpty { throw failure("\(name) needs a path; the path is empty") }
        parsed.set(option, value: value)
      }
    }
    return parsed
  }
}
