#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing whole byte arrays to a file descriptor, the one loop standard output, standard error and output
/// files share.
package enum FileDescriptorWriting {
  /// Writes `bytes` whole to `descriptor`, retrying interrupted and short writes.
  ///
  /// - Returns: `nil` when every byte was written, or the reason it could not be ("no space left on device",
  ///   "broken pipe"; "nothing was written" for a write that took no byte).
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        writeSystemCall(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return written < 0 ? reason(errno) : "nothing was written" }
      offset += written
    }
    return nil
  }

  /// The system's description of `error`, starting with a lower-case letter ("permission denied").
  package static func reason(_ error: Int32) -> String {
    let text = String(cString: strerror(error))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// `write(2)`, under a name `FileDescriptorWriting` and its callers do not hide.
private func writeSystemCall(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
