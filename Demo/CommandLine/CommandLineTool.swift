import Lodestar

/// Dispatches the command line to a subcommand.
enum CommandLineTool {
  /// Every subcommand, in the order `--help` lists them (hidden test aids are left out). Add new subcommands
  /// here.
  static let subcommands: [any Subcommand.Type] = [
    GeometryCommand.self,
    BenchCommand.self,
    StoreCommand.self,
    PlaceCommand.self,
    TerminalSelfTestCommand.self,
    RunCommand.self,
    RenderCommand.self,
    CheckCommand.self,
    WalkthroughCommand.self,
  ]

  static let version = "0.1.0"

  static var usage: String {
    var text = """
      lodestar-demo: the Lodestar coach-marks engine, demonstrated.

      Usage: lodestar-demo [SUBCOMMAND] [OPTIONS]
             lodestar-demo [--screen SCREEN.json] [--script LIST] [--rtl] [--size WxH] [--color WHEN] [--state PATH]

      With no subcommand it plays the built-in tour (as `run` does, with the same options).

      Subcommands:

      """
    for command in subcommands where !command.isHidden {
      let gap = String(repeating: " ", count: max(1, 12 - command.name.count))
      text += "  \(command.name)\(gap)\(command.summary)\n"
    }
    text += """

      Options of the built-in tour (and of `run`):
      \(RunCommand.optionsHelp)

      Options:
        --help      this text; `lodestar-demo SUBCOMMAND --help` or `lodestar-demo help SUBCOMMAND` for one
                    subcommand
        --version   the version and the build flavour

      Options take their value as the next argument or after `=`: `--color always` or `--color=always`.

      """
    return text
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
      // run command rejects the ones it does not know (`-x`, `-V`) as usage errors.
      return runSubcommand(RunCommand.self, arguments: arguments)
    default:
      break
    }
    guard let command = subcommand(named: first) else {
      printError(
        "lodestar-demo: unknown subcommand '\(first.prefix(80))'\nUsage: lodestar-demo [SUBCOMMAND] [OPTIONS] (see --help)"
      )
      return ExitStatus.usage
    }
    return runSubcommand(command, arguments: Array(arguments.dropFirst()))
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
      printError(
        "lodestar-demo help: unknown subcommand '\(arguments.joined(separator: " ").prefix(80))'\nUsage: lodestar-demo help [SUBCOMMAND]"
      )
      return ExitStatus.usage
    }
    return writeHelp(of: command)
  }

  /// Writes a subcommand's help text, ending with a line feed.
  static func writeHelp(of command: any Subcommand.Type) -> Int32 {
    StandardOutput.write(command.help.hasSuffix("\n") ? command.help : command.help + "\n")
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
