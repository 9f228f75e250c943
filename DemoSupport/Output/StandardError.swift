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
package func printError(_ message: String) {
  let message = TerminalText.sanitized(message, keepingLineFeeds: true)
  let line = message.hasSuffix("\n") ? message : message + "\n"
  fflush(nil)
  // Nothing more can be said when standard error itself fails.
  _ = FileDescriptorWriting.writeAll(Array(line.utf8), to: STDERR_FILENO)
}
