/// The one way every lodestar-demo command reads its arguments, with the usual Unix conventions:
import LodestarDemoSupport

///
/// - `--name value` and `--name=value` are the same; a flag takes no value (`--rtl=yes` is an error).
/// - A path option's value may not be empty (`--screen ''` and `--screen=` are errors).
/// - `--` ends the options: every argument after it is an operand, even one that starts with a dash.
/// - `-` alone is an operand (a path that means standard input to the commands that accept it).
/// - Any other argument that starts with a dash and is not an accepted option (`-x`, `-V`, `--bogus`) is an
///   error, with a "did you mean" when an accepted option is close (`--formt`: `--format`). The dispatcher
///   handles `--help` and `-h` before a command parses its arguments.
/// - A repeated option's last value wins.
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
    var parsed = ParsedArguments(command: command, usageLine: usageLine)
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
        let hint = CommandLineSuggestion.hint(for: name ?? argument, in: options.map(\.name))
        throw failure("unknown option '\(argument.prefix(80))'\(hint)")
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
