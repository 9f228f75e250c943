#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's results to standard output. Every command writes through it (never `print`), so a
/// write error is never lost: it is reported once with the system's reason ("no space left on device") and
/// the process exits with the I/O status, 74.
package enum StandardOutput {
  /// The I/O status once a write failed: every later write is skipped, and ``exitStatus(after:)`` turns a
  /// command's success into it. Only the main thread writes (commands run one after another).
  nonisolated(unsafe) private static var hasFailed = false

  /// Writes `text` whole (retrying interrupted and short writes).
  ///
  /// - Returns: The success status, or the I/O status (74) when the text could not be written: the reason is
  ///   printed on standard error the first time.
  @discardableResult
  package static func write(_ text: String) -> Int32 {
    write(Array(text.utf8))
  }

  /// Writes `bytes` whole (retrying interrupted and short writes); see ``write(_:)-(String)``.
  @discardableResult
  package static func write(_ bytes: [UInt8]) -> Int32 {
    guard !hasFailed else { return ExitStatus.ioError }
    guard let reason = FileDescriptorWriting.writeAll(bytes, to: STDOUT_FILENO) else { return ExitStatus.success }
    hasFailed = true
    printError("\(programName): cannot write to standard output: \(reason)")
    return ExitStatus.ioError
  }

  /// Makes a write to a pipe no program reads any more (`lodestar-demo render | head -1`) fail with "broken
  /// pipe", so it ends the command with the I/O status (74) and that reason, instead of SIGPIPE ending the
  /// process without a word (status 141 in a shell). Called once, before any command runs.
  package static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// The status a command that ended with `status` exits with: the I/O status (74) when a write to standard
  /// output failed, whatever the command returned, and `status` otherwise.
  package static func exitStatus(after status: Int32) -> Int32 {
    hasFailed && status == ExitStatus.success ? ExitStatus.ioError : status
  }

  /// The name a failed write's message starts with: the running tool's, set by ``CommandLineEntry`` on the
  /// main thread before any command runs.
  nonisolated(unsafe) package static var programName = "lodestar-demo"

  /// Whether standard output is a terminal.
  package static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
