import Lodestar
import LodestarDemoSupport

/// Dispatches the command line to a subcommand.
enum CommandLineTool {
  /// Every subcommand, in the order `--help` lists them. Add new subcommands here.
  static let subcommands: [any Subcommand.Type] = [
    GeometryCommand.self,
    StoreCommand.self,
    PlaceCommand.self,
    RunCommand.self,
    RenderCommand.self,
    CheckCommand.self,
    WalkthroughCommand.self,
  ]

  static let version = "0.1.0"

  /// The options of the tool itself, before any subcommand.
  static let options: [CommandOption] = [
    .flag(
      "--help",
      help: "this text; `lodestar-demo SUBCOMMAND --help` or `lodestar-demo help SUBCOMMAND` for one subcommand"),
    .flag("--version", help: "the version and the build flavour"),
  ]

  /// The overview `--help` prints: the subcommands, the built-in tour's options and the tool's own, all
  /// generated from their declarations.
  static var usage: String {
    var entries: [(name: String, summary: String)] = []
    for command in subcommands { entries.append((command.name, command.summary)) }
    let column = (entries.map { $0.name.count }.max() ?? 0) + 1
    let subcommandList = entries.map { entry in
      "  \(entry.name)\(String(repeating: " ", count: column - entry.name.count))\(entry.summary)"
    }
    let blocks = [
      "lodestar-demo: the Lodestar coach-marks engine, demonstrated.",
      "Usage: lodestar-demo [SUBCOMMAND] [OPTIONS]\n       "
        + CommandHelp.usageLine("lodestar-demo", options: RunCommand.options),
      "With no subcommand it plays the built-in tour (as `run` does, with the same options).",
      "Subcommands:\n" + subcommandList.joined(separator: "\n"),
      "Options of the built-in tour (and of `run`):\n" + RunCommand.optionsHelp,
      "Options:\n" + CommandHelp.optionList(options),
      "Options take their value as the next argument or after `=`: `--color always` or `--color=always`.",
    ]
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// The words that can follow `lodestar-demo`, for "did you mean": the subcommands and `help`.
  static var nameWords: [String] {
    subcommands.map { $0.name } + ["help"]
  }

  static func run(arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      return RunCommand.run(arguments: [])
    }
    switch first {
    case "--help", "-h":
      return StandardOutput.write(usage)
    case "help":
      return help(for: Array(arguments.dropFirst()))
    case "--version":
      guard arguments.count == 1 else {
        printError("lodestar-demo: --version takes no arguments\nUsage: lodestar-demo --version")
        return ExitStatus.usage
      }
      return StandardOutput.write("lodestar-demo \(version) (\(LodestarFlavour.current.displayName) flavour)\n")
    case let option where option.hasPrefix("-"):
      // Options without a subcommand belong to the built-in tour (`--script`, `--color`, `--rtl`, ...); the
      // run command rejects the ones it does not know (`-x`, `-V`) as usage errors, after a misspelling of
      // the tool's own options (`--verison`) is pointed out.
      if let message = misspeltToolOption(option) {
        printError(message)
        return ExitStatus.usage
      }
      return runSubcommand(RunCommand.self, arguments: arguments)
    default:
      break
    }
    guard let command = subcommand(named: first) else {
      let hint = CommandLineSuggestion.hint(for: first, in: nameWords)
      printError(
        "lodestar-demo: unknown subcommand '\(first.prefix(80))'\(hint)\n"
          + "Usage: lodestar-demo [SUBCOMMAND] [OPTIONS] (see --help)")
      return ExitStatus.usage
    }
    return runSubcommand(command, arguments: Array(arguments.dropFirst()))
  }

  /// The usage error for `argument` when it is not an option of the built-in tour but is close to one of the
  /// tool's own (`--verison`: `--version`); `nil` otherwise.
  static func misspeltToolOption(_ argument: String) -> String? {
    let name = String(argument.prefix { $0 != "=" })
    guard !RunCommand.options.contains(where: { $0.name == name }),
      let meant = CommandLineSuggestion.closest(to: name, in: options.map(\.name))
    else { return nil }
    return "lodestar-demo: unknown option '\(argument.prefix(80))' (did you mean '\(meant)'?)\n"
      + "Usage: lodestar-demo [SUBCOMMAND] [OPTIONS] (see --help)"
  }

  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.name == name }
  }

  /// Runs `command`, or prints its help when `--help` or `-h` comes before any `--`.
  static func runSubcommand(_ command: any Subcommand.Type, arguments: [String]) -> Int32 {
    let options = arguments.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      return writeHelp(of: command)
    }
    return command.run(arguments: arguments)
  }

  /// `lodestar-demo help [SUBCOMMAND]`.
  static func help(for arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
      return StandardOutput.write(usage)
    }
    guard arguments.count == 1, let command = subcommand(named: name) else {
      let hint = arguments.count == 1 ? CommandLineSuggestion.hint(for: name, in: nameWords.dropLast()) : ""
      printError(
        "lodestar-demo help: unknown subcommand '\(arguments.joined(separator: " ").prefix(80))'\(hint)\n"
          + "Usage: lodestar-demo help [SUBCOMMAND]")
      return ExitStatus.usage
    }
    return writeHelp(of: command)
  }

  /// Writes a subcommand's help text, which ends with a line feed.
  static func writeHelp(of command: any Subcommand.Type) -> Int32 {
    StandardOutput.write(command.help)
  }
}

extension LodestarFlavour {
  /// How `--version` names the flavour.
  var displayName: String {
    switch self {
    case .full: "full"
    case .appExtensionSafe: "app-extension-safe"
    }
  }
}
