#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing whole byte arrays to a file descriptor, the one loop standard output, standard error and output
/// files share.
enum FileDescriptorWriting {
  /// Writes `bytes` whole to `descriptor`, retrying interrupted and short writes.
  ///
  /// - Returns: `nil` when every byte was written, or the reason it could not be ("no space left on device",
  ///   "broken pipe"; "nothing was written" for a write that took no byte).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        writeSystemCall(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return written < 0 ? InputFile.reason(errno) : "nothing was written" }
      offset += written
    }
    return nil
  }
}

/// `write(2)`, under a name `FileDescriptorWriting` and its callers do not hide.
private func writeSystemCall(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
