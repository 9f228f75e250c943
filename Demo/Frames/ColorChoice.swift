import Foundation
import Lodestar

/// The `--color` option: when frames get colour escape sequences.
enum ColorChoice: String, OptionChoice {
  case always
  case never
  case auto

  /// `--color`, declared with its help and its default (which differs between commands; `nil` when the
  /// help says it).
  static func option(help: String, default defaultChoice: ColorChoice? = nil) -> CommandOption {
    .choice("--color", ColorChoice.self, help: help, default: defaultChoice)
  }

  /// The choice in `parsed`, or `defaultChoice` when `--color` was not given.
  init(_ parsed: ParsedArguments, default defaultChoice: ColorChoice) throws(DemoFailure) {
    self = try parsed.choice(Self.option(help: "", default: defaultChoice)) ?? defaultChoice
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
