import Foundation
import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--out FILE`: one file written through ``OutputDirectory`` (a temporary file renamed over the path; a
/// symbolic link at the path is replaced, not followed), or, when the path is a FIFO or a character device
/// (`/dev/stdout`, `/dev/null`, a pipe from `>(…)`), written to as it is.
enum OutputFile {
  /// Writes `bytes` as the file at `path`.
  ///
  /// - Throws: ``DemoFailure`` with status 73 when the file cannot be created or something other than a
  ///   regular file, a link, a FIFO or a character device is at the path (a directory, a link to one), 74
  ///   when writing fails; the message names the path and the system's reason.
  static func write(_ bytes: [UInt8], to path: String, command: String) throws(DemoFailure) {
    let (directory, name) = try OutputDirectory.containing(file: path, command: command)
    switch directory.existingKind(of: name) {
    case .stream:
      try writeToStream(bytes, at: path, command: command)
      return
    case .symbolicLink:
      // The link is replaced, unless it leads to standard output or error (`/dev/stdout` with output sent to
      // a file: written there, never replacing /dev/stdout), a stream (written to) or a directory (refused).
      var status = stat()
      if stat(path, &status) == 0 {
        if let descriptor = standardDescriptor(sameAs: status) {
          try writeAll(bytes, to: descriptor, path: path, command: command)
          return
        }
        switch status.st_mode & S_IFMT {
        case S_IFIFO, S_IFCHR:
          try writeToStream(bytes, at: path, command: command)
          return
        case S_IFDIR:
          throw DemoFailure(
            status: ExitStatus.cannotCreate, message: "\(command): cannot write \(path): is a link to a directory")
        default: break
        }
      }
    case .refused(let reason):
      throw DemoFailure(status: ExitStatus.cannotCreate, message: "\(command): cannot write \(path): \(reason)")
    case .nothing, .regularFile: break
    }
    try directory.stage(bytes, as: name)
    try directory.commit()
  }

  /// Writes to a FIFO or character device. It is opened without blocking, so a FIFO no program reads is
  /// refused at once ("no such device or address") instead of waited for; writes block again afterwards.
  /// Nothing is created or truncated, and what was opened must still be a FIFO or a character device.
  private static func writeToStream(_ bytes: [UInt8], at path: String, command: String) throws(DemoFailure) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw DemoFailure(
        status: ExitStatus.cannotCreate, message: "\(command): cannot write \(path): \(InputFile.reason(errno))")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, [S_IFIFO, S_IFCHR].contains(status.st_mode & S_IFMT) else {
      throw DemoFailure(
        status: ExitStatus.cannotCreate, message: "\(command): cannot write \(path): it changed while it was opened")
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    try writeAll(bytes, to: descriptor, path: path, command: command)
  }

  /// Standard output or standard error, when it is the file `status` describes.
  private static func standardDescriptor(sameAs status: stat) -> Int32? {
    for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
      var standard = stat()
      if fstat(descriptor, &standard) == 0, standard.st_dev == status.st_dev, standard.st_ino == status.st_ino {
        return descriptor
      }
    }
    return nil
  }

  /// Writes `bytes` to an open descriptor; a failure is the I/O status (74) naming `path`.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String, command: String)
    throws(DemoFailure)
  {
    if let reason = FileDescriptorWriting.writeAll(bytes, to: descriptor) {
      throw DemoFailure(status: ExitStatus.ioError, message: "\(command): cannot write \(path): \(reason)")
    }
  }
}
