import Foundation
import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the demo reads the files it is given (tours, screens, walkthroughs).
///
/// - `-` is standard input.
/// - Any other path is opened without blocking, so opening never waits: a regular file, a pipe (`/dev/stdin`
///   on a pipe, process substitution such as `run <(cat tour.json)`, which gives a path like `/dev/fd/63`),
///   a FIFO a program writes to, or a character device is read to its end.
/// - A FIFO that no program has opened for writing reads as empty at once instead of being waited for
///   (nothing would ever arrive), and is refused: "nothing to read (a FIFO no program wrote to)".
/// - A directory is refused with "is a directory", a missing file with "no such file", other failures to
///   open with the system's reason ("permission denied").
/// - At most ``maximumSize`` bytes are read: a longer file, or an endless device such as `/dev/zero`, is
///   refused once the limit is passed, so reading is bounded in time and memory.
enum InputFile {
  /// The largest input read: 16 MiB (16,777,216 bytes), far more than any tour, screen or walkthrough needs
  /// (the examples are a few kilobytes).
  static let maximumSize = 16 << 20

  /// The path that means standard input.
  static let standardInputPath = "-"

  /// The bytes of the file at `path` (or of standard input for `-`).
  ///
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - command: How error messages name the command, such as `lodestar-demo walkthrough`.
  ///   - limit: The most bytes read (``maximumSize`` unless a test asks for less).
  /// - Returns: The file's bytes.
  /// - Throws: ``DemoFailure``: 66 (cannot open input) for a missing file, a directory, a FIFO without a
  ///   writer or a file that cannot be opened; 65 (data error) for more than `limit` bytes; 74 (I/O error)
  ///   when reading fails.
  static func read(_ path: String, command: String, limit: Int = maximumSize) throws(DemoFailure) -> Data {
    let name = Self.name(of: path)
    func failure(_ status: Int32, _ reason: String) -> DemoFailure {
      DemoFailure(status: status, message: "\(command): \(name): \(reason)")
    }
    let descriptor: Int32
    if path == standardInputPath {
      descriptor = STDIN_FILENO
    } else {
      descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
      guard descriptor >= 0 else {
        let error = errno
        throw failure(ExitStatus.noInput, error == ENOENT ? "no such file" : Self.reason(error))
      }
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure(ExitStatus.noInput, "cannot read: \(Self.reason(errno))")
    }
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR { throw failure(ExitStatus.noInput, "is a directory") }
    if type == S_IFREG, status.st_size > limit {
      throw failure(ExitStatus.dataError, "\(status.st_size) bytes is more than the \(limit) an input file may have")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { readSystemCall(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
        if bytes.count > limit {
          throw failure(ExitStatus.dataError, "more than the \(limit) bytes an input file may have")
        }
        continue
      }
      if count == 0 { break }
      let error = errno
      if error == EINTR { continue }
      if error == EAGAIN || error == EWOULDBLOCK {
        // A pipe or device opened without blocking that has nothing yet: wait until it has.
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
        continue
      }
      throw failure(ExitStatus.ioError, "cannot read: \(Self.reason(error))")
    }
    if bytes.isEmpty, type == S_IFIFO, path != standardInputPath {
      throw failure(ExitStatus.noInput, "nothing to read (a FIFO no program wrote to)")
    }
    return Data(bytes)
  }

  /// How messages name an input: its path, or "standard input" for `-`.
  static func name(of path: String) -> String {
    path == standardInputPath ? "standard input" : path
  }

  /// The system's description of `error`, starting with a lower-case letter ("permission denied").
  static func reason(_ error: Int32) -> String {
    FileDescriptorWriting.reason(error)
  }
}

/// `read(2)`, under a name the static `InputFile.read` does not hide.
private func readSystemCall(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
