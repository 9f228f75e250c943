import Lodestar

/// Exit statuses, from BSD's sysexits.
enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let dataError: Int32 = 65
  static let noInput: Int32 = 66
  static let ioError: Int32 = 74
}

/// A subcommand of lodestar-demo.
protocol Subcommand: Sendable {
  /// The word that selects it, such as `bench`.
  static var name: String { get }
  /// One line for the overview.
  static var summary: String { get }
  /// The full help text.
  static var help: String { get }
  /// Runs it with the arguments after its name; returns the exit status.
  static func run(arguments: [String]) -> Int32
}

/// Dispatches the command line to a subcommand.
enum CommandLineTool {
  /// Every subcommand, in the order `--help` lists them. Add new subcommands here.
  static let subcommands: [any Subcommand.Type] = [
    GeometryDemoCommand.self,
    BenchCommand.self,
    StoreCommand.self,
    PlaceCommand.self,
    TerminalSelfTestCommand.self,
    RunCommand.self,
    RenderCommand.self,
    WalkthroughCommand.self,
  ]

  static let version = "0.1.0"

  static var usage: String {
    var text = """
      lodestar-demo: the Lodestar coach-marks engine, demonstrated.

      Usage: lodestar-demo [SUBCOMMAND] [OPTIONS]

      With no subcommand it runs the built-in demo.

      Subcommands:

      """
    for command in subcommands {
      let gap = String(repeating: " ", count: max(1, 12 - command.name.count))
      text += "  \(command.name)\(gap)\(command.summary)\n"
    }
    text += """

      Options:
        --help      this text; `lodestar-demo SUBCOMMAND --help` for one subcommand
        --version   the version and the build flavour

      """
    return text
  }

  static func run(arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      return RunCommand.run(arguments: [])
    }
    switch first {
    case "--help", "-h", "help":
      print(usage, terminator: "")
      return ExitStatus.success
    case "--version":
      print("lodestar-demo \(version) (\(LodestarFlavour.current.displayName) flavour)")
      return ExitStatus.success
    case let option where option.hasPrefix("-"):
      // Options without a subcommand belong to the default demo (`--script`, `--color`, `--rtl`, ...).
      return RunCommand.run(arguments: arguments)
    default:
      break
    }
    guard let command = subcommands.first(where: { $0.name == first }) else {
      printError(
        "lodestar-demo: unknown subcommand '\(first)'\nUsage: lodestar-demo [SUBCOMMAND] [OPTIONS] (see --help)")
      return ExitStatus.usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      print(command.help, terminator: command.help.hasSuffix("\n") ? "" : "\n")
      return ExitStatus.success
    }
    return command.run(arguments: rest)
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
