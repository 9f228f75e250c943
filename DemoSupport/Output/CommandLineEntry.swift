#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point every command-line tool of the package shares (`lodestar-demo`, `lodestar-bench`,
/// `lodestar-test-aid`): names the tool in its messages, makes a closed pipe an I/O error, runs the command
/// line and exits with its status (or the I/O status after a failed write).
package enum CommandLineEntry {
  /// Runs `command` with the process's arguments (without the program's name) as the tool `programName`,
  /// and exits the process with the status it returns (see ``StandardOutput/exitStatus(after:)``).
  package static func run(programName: String, _ command: ([String]) -> Int32) -> Never {
    StandardOutput.programName = programName
    StandardOutput.ignoreBrokenPipeSignal()
    let status = command(Array(CommandLine.arguments.dropFirst()))
    exit(StandardOutput.exitStatus(after: status))
  }
}
