/// The values of a typed option, such as `--format text|json`: an enumeration whose raw values are what the
/// command line writes. The option is declared with ``CommandOption/choice(_:_:help:default:)`` and read once
/// with ``ParsedArguments/choice(_:)``; the commands then switch over the cases, never over strings.
protocol OptionChoice: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension OptionChoice {
  /// The accepted values as a sentence lists them: `text, ansi, svg or json`.
  static var acceptedValues: String { CommandHelp.list(allCases.map(\.rawValue)) }
}
