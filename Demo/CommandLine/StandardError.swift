import LodestarRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard error (after flushing standard output, so the two interleave in order).
///
/// Messages quote paths and input, so control characters other than line feeds are shown as U+FFFD
/// (``TerminalText``): a file name or a tour cannot send escape sequences to the terminal through an error.
func printError(_ message: String) {
  let message = TerminalText.sanitized(message, keepingLineFeeds: true)
  let line = message.hasSuffix("\n") ? message : message + "\n"
  fflush(nil)
  let bytes = Array(line.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      return write(STDERR_FILENO, base + offset, buffer.count - offset)
    }
    if written <= 0 { break }
    offset += written
  }
}
