#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's results to standard output. Every command writes through it (never `print`), so a
/// write error is never lost: it is reported once with the system's reason ("no space left on device") and
/// the process exits with the I/O status, 74.
enum StandardOutput {
  /// The I/O status once a write failed: every later write is skipped, and ``exitStatus(after:)`` turns a
  /// command's success into it. Only the main thread writes (commands run one after another).
  nonisolated(unsafe) private static var hasFailed = false

  /// Writes `text` whole (retrying interrupted and short writes).
  ///
  /// - Returns: The success status, or the I/O status (74) when the text could not be written: the reason is
  ///   printed on standard error the first time.
  @discardableResult
  static func write(_ text: String) -> Int32 {
    write(Array(text.utf8))
  }

  /// Writes `bytes` whole (retrying interrupted and short writes); see ``write(_:)-(String)``.
  @discardableResult
  static func write(_ bytes: [UInt8]) -> Int32 {
    guard !hasFailed else { return ExitStatus.ioError }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        writeSystemCall(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = written < 0 ? InputFile.reason(errno) : "nothing was written"
        hasFailed = true
        printError("lodestar-demo: cannot write to standard output: \(reason)")
        return ExitStatus.ioError
      }
      offset += written
    }
    return ExitStatus.success
  }

  /// The status a command that ended with `status` exits with: the I/O status (74) when a write to standard
  /// output failed, whatever the command returned, and `status` otherwise.
  static func exitStatus(after status: Int32) -> Int32 {
    hasFailed && status == ExitStatus.success ? ExitStatus.ioError : status
  }

  /// Whether standard output is a terminal.
  static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}

/// `write(2)`, under a name the static `StandardOutput.write` does not hide.
private func writeSystemCall(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
