#if canImport(Glibc)
  import Foundation
  import Glibc

  /// Three paths in one directory that are not regular files, for tests of code that must refuse them before it
  /// opens them: a FIFO, a bound Unix-domain socket and a directory.
  public struct NonRegularFiles {
    /// A FIFO (opening it for reading would wait for a writer).
    public let fifo: String
    /// A bound Unix-domain stream socket.
    public let socket: String
    /// An empty directory.
    public let folder: String
    private let socketDescriptor: Int32

    /// Makes `fifo`, `socket` and `folder` in `directory`.
    ///
    /// - Parameter directory: An existing directory, such as one from ``makeTemporaryDirectory(prefix:)``.
    /// - Throws: A ``SystemCallError``, or the error of creating the folder or the FIFO.
    public init(in directory: URL) throws {
      fifo = directory.appendingPathComponent("fifo").path
      guard mkfifo(fifo, 0o600) == 0 else {
        throw SystemCallError(description: "mkfifo failed: errno \(errno)")
      }
      socket = directory.appendingPathComponent("socket").path
      socketDescriptor = try bindUnixDomainSocket(at: socket)
      folder = directory.appendingPathComponent("folder").path
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      } catch {
        Glibc.close(socketDescriptor)
        throw error
      }
    }

    /// Closes the socket.
    public func close() {
      Glibc.close(socketDescriptor)
    }
  }
#endif
