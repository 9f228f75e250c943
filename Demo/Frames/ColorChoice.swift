import Foundation
import Lodestar

/// The `--color` option: when frames get colour escape sequences.
enum ColorChoice: String {
  case always
  case never
  case auto

  static let option = CommandOption.value("--color")

  /// The choice in `parsed`, or `defaultChoice` when `--color` was not given.
  init(_ parsed: ParsedArguments, default defaultChoice: ColorChoice, command: String, usageLine: String)
    throws(DemoFailure)
  {
    guard let text = parsed.value(Self.option.name) else {
      self = defaultChoice
      return
    }
    guard let choice = ColorChoice(rawValue: text) else {
      throw .usage("\(command): --color must be always, never or auto", usageLine: usageLine)
    }
    self = choice
  }

  /// The colour mode for the choice and the environment (`NO_COLOR`, `COLORTERM`, `TERM`).
  func colorMode(isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorMode {
    switch self {
    case .never: return .none
    case .always:
      let detected = ColorMode.detect(environment: environment.filter { $0.key != "NO_COLOR" })
      return detected == .none ? .palette256 : detected
    case .auto: return isTerminal ? ColorMode.detect(environment: environment) : .none
    }
  }
}
