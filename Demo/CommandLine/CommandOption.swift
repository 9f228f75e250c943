import LodestarJSON

/// An option a command accepts, such as `--rtl` or `--screen PATH`, declared once: its name, what follows
/// it, its line of help and its default. The usage line, the `--help` text and the parser all read this
/// declaration (``CommandHelp``, ``OptionParser``).
struct CommandOption: Hashable, Sendable {
  /// What follows the option's name.
  enum Kind: Hashable, Sendable {
    /// Nothing: the option is on or off (`--rtl`).
    case flag
    /// A value (`--size 844x390` or `--size=844x390`).
    case value
    /// A file path: a value that may not be empty (`--screen screen.json`).
    case path
  }

  /// The name, with its two dashes.
  var name: String
  /// What follows the name.
  var kind: Kind
  /// How help names the value, such as `N`, `PATH` or `WxH`; empty for a flag.
  var valueName = ""
  /// What the option does, for `--help`: one sentence or a few, wrapped when printed.
  var help = ""
  /// The value used when the option is not given, as `--help` shows it; `nil` when there is none to show.
  var defaultValue: String?
  /// The range of a number option (``CommandLineNumbers``), read with ``ParsedArguments/number(_:)`` or
  /// ``ParsedArguments/integer(_:)``; `nil` for any other option.
  var rule: NumberRule?
  /// The values a choice option accepts, in the order help lists them; empty for any other option.
  var choices: [String] = []

  /// A flag: the option is on or off.
  static func flag(_ name: String, help: String = "") -> CommandOption {
    CommandOption(name: name, kind: .flag, help: help)
  }

  /// An option with a value, such as `--step N`.
  static func value(
    _ name: String, _ valueName: String = "VALUE", help: String = "", default defaultValue: String? = nil
  ) -> CommandOption {
    CommandOption(name: name, kind: .value, valueName: valueName, help: help, defaultValue: defaultValue)
  }

  /// An option whose value is a number in `rule`'s range, such as `--time T`.
  static func number(
    _ name: String, _ valueName: String, _ rule: NumberRule, help: String, default defaultValue: String? = nil
  ) -> CommandOption {
    CommandOption(
      name: name, kind: .value, valueName: valueName, help: help, defaultValue: defaultValue, rule: rule)
  }

  /// An option whose value is a path, which may not be empty.
  static func path(_ name: String, _ valueName: String = "PATH", help: String = "") -> CommandOption {
    CommandOption(name: name, kind: .path, valueName: valueName, help: help)
  }

  /// An option whose value is one of the cases of `type`, read with ``ParsedArguments/choice(_:)``.
  static func choice<Choice: OptionChoice>(
    _ name: String, _ type: Choice.Type, help: String = "", default defaultValue: Choice? = nil
  ) -> CommandOption {
    let choices = Choice.allCases.map(\.rawValue)
    return CommandOption(
      name: name, kind: .value, valueName: choices.joined(separator: "|"), help: help,
      defaultValue: defaultValue?.rawValue, choices: choices)
  }

  /// How the usage line and help write the option: `--rtl`, `--step N`, `--format text|json`.
  var synopsis: String { kind == .flag ? name : "\(name) \(valueName)" }
}
