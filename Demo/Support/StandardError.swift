#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard error (after flushing standard output, so the two interleave in order).
func printError(_ message: String) {
  let line = message.hasSuffix("\n") ? message : message + "\n"
  fflush(nil)
  var bytes = Array(line.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes { buffer in
      write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
    }
    if written <= 0 { break }
    offset += written
  }
  bytes.removeAll()
}
