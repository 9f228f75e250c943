import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the files a command is asked to write (`--out`), with the system's reason when it cannot: 73
/// (cannot create output) when the file or its directory cannot be created, 74 (I/O error) when writing
/// fails, as on a full disk.
enum OutputFile {
  /// Creates the directory at `path` and its parents when they do not exist.
  ///
  /// - Throws: ``DemoFailure`` with status 73 and the reason ("not a directory", "permission denied").
  static func makeDirectory(_ path: String, command: String) throws(DemoFailure) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let reason = exists && !isDirectory.boolValue ? "not a directory" : "cannot create the directory"
      throw DemoFailure(status: ExitStatus.cannotCreate, message: "\(command): \(path): \(reason)")
    }
  }

  /// Writes `bytes` to the file at `path`, creating it or replacing what it held.
  ///
  /// - Throws: ``DemoFailure`` with status 73 when the file cannot be opened for writing, 74 when a write
  ///   fails; the message names the path and the system's reason.
  static func write(_ bytes: [UInt8], to path: String, command: String) throws(DemoFailure) {
    // Opened without blocking, so a FIFO no program reads is refused at once ("no such device or address")
    // instead of waited for; writes block again afterwards.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o644)
    guard descriptor >= 0 else {
      throw DemoFailure(
        status: ExitStatus.cannotCreate, message: "\(command): cannot write \(path): \(InputFile.reason(errno))")
    }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        writeSystemCall(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = written < 0 ? InputFile.reason(errno) : "nothing was written"
        throw DemoFailure(status: ExitStatus.ioError, message: "\(command): cannot write \(path): \(reason)")
      }
      offset += written
    }
  }
}

/// `write(2)`, under a name the static `OutputFile.write` does not hide.
private func writeSystemCall(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
