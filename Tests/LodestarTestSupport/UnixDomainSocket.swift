#if canImport(Glibc)
  import Glibc

  /// A system call a test fixture made failed (``bindUnixDomainSocket(at:)``, ``NonRegularFiles``).
  public struct SystemCallError: Error, CustomStringConvertible {
    /// What failed, with the system's error number.
    public let description: String
  }

  /// A Unix-domain stream socket bound at `path`, for tests of paths that are not regular files.
  ///
  /// - Parameter path: Where to bind the socket; shorter than `sockaddr_un`'s path field.
  /// - Returns: The socket's file descriptor; the caller closes it.
  /// - Throws: A ``SystemCallError`` when the socket cannot be made or bound, or the path is too long.
  public func bindUnixDomainSocket(at path: String) throws -> Int32 {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SystemCallError(description: "socket failed: errno \(errno)") }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      close(descriptor)
      throw SystemCallError(description: "the path is too long for a socket: \(path)")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard result == 0 else {
      let number = errno
      close(descriptor)
      throw SystemCallError(description: "bind failed: errno \(number)")
    }
    return descriptor
  }
#endif
