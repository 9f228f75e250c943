/// A subcommand of lodestar-demo. It declares its operands and options once; its usage line and `--help`
/// are generated from them (``CommandHelp``).
protocol Subcommand: Sendable {
  /// The word that selects it, such as `render`.
  static var name: String { get }
  /// One line for the overview.
  static var summary: String { get }
  /// The operands in the usage line, such as `[TOUR.json]`; empty when it takes none.
  static var operandSynopsis: String { get }
  /// The options, in groups under headings; one group is the usual case.
  static var optionSections: [OptionSection] { get }
  /// The help's text before the options: what the command does.
  static var abstract: String { get }
  /// The help's text after the options: details, examples, exit statuses.
  static var discussion: String { get }
  /// Runs it with the arguments after its name; returns the exit status.
  static func run(arguments: [String]) -> Int32
}

extension Subcommand {
  /// No operands.
  static var operandSynopsis: String { "" }
  /// No options.
  static var optionSections: [OptionSection] { [] }
  /// Nothing after the options.
  static var discussion: String { "" }

  /// Every option it accepts.
  static var options: [CommandOption] { optionSections.flatMap(\.options) }

  /// How error messages name it: `lodestar-demo render`.
  static var commandName: String { "lodestar-demo \(name)" }

  /// The usage line, generated from the declarations.
  static var usageLine: String { CommandHelp.usageLine(commandName, operands: operandSynopsis, options: options) }

  /// The full help text, generated from the declarations; ends with a line feed.
  static var help: String {
    CommandHelp.text(usageLine: usageLine, abstract: abstract, sections: optionSections, discussion: discussion)
  }

  /// Splits `arguments` with the declared options (``OptionParser``).
  static func parse(_ arguments: [String], command: String? = nil) throws(DemoFailure) -> ParsedArguments {
    try OptionParser.parse(arguments, options: options, command: command ?? commandName, usageLine: usageLine)
  }
}
