import Foundation

/// Writes a command's results to standard output.
enum StandardOutput {
  /// Writes `text` whole (retrying short writes); returns the exit status, the I/O status when it cannot.
  static func write(_ text: String) -> Int32 {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Foundation.write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        printError("lodestar-demo: cannot write the output (errno \(errno))")
        return ExitStatus.ioError
      }
      offset += written
    }
    return ExitStatus.success
  }

  /// Whether standard output is a terminal.
  static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
