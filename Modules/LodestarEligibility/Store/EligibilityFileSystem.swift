import Foundation

/// The POSIX steps of the file store, each reporting failures as ``EligibilityStoreError/fileSystem``.
enum EligibilityFileSystem {
  /// Creates a directory and its missing ancestors.
  static func makeDirectories(_ path: String) throws(EligibilityStoreError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return }
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o755) != 0 {
        let error = errno
        if error != EEXIST {
          throw .fileSystem(operation: "creating the directory", path: current, errorNumber: error)
        }
      }
    }
  }

  /// What a file mode describes when it is not a regular file (`a directory`, `a FIFO`), or `nil` for a
  /// regular file.
  static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  /// The bytes of the regular file at `path`; `nil` when nothing is there (nor can be: a path below a file).
  ///
  /// Anything that is not a regular file is refused before it is opened for reading (`stat`), and again
  /// after the open (`fstat`, in case the file was replaced in between): the open never blocks (a FIFO is
  /// opened with `O_NONBLOCK`) and never makes a terminal the controlling one (`O_NOCTTY`).
  ///
  /// - Throws: ``EligibilityStoreError/notARegularFile(path:kind:)``, or
  ///   ``EligibilityStoreError/fileSystem(operation:path:errorNumber:)`` when the file cannot be read.
  static func contents(of path: String) throws(EligibilityStoreError) -> Data? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let error = errno
      if error == ENOENT || error == ENOTDIR { return nil }
      throw .fileSystem(operation: "examining", path: path, errorNumber: error)
    }
    if let kind = nonRegularKind(status.st_mode) { throw .notARegularFile(path: path, kind: kind) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    if descriptor < 0 {
      let error = errno
      if error == ENOENT { return nil }
      throw .fileSystem(operation: "opening", path: path, errorNumber: error)
    }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else {
      throw .fileSystem(operation: "examining", path: path, errorNumber: errno)
    }
    if let kind = nonRegularKind(status.st_mode) { throw .notARegularFile(path: path, kind: kind) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count == 0 {
        return data
      } else if errno != EINTR {
        throw .fileSystem(operation: "reading", path: path, errorNumber: errno)
      }
    }
  }

  /// Whether `data` starts like a state file: after any JSON whitespace, a `{` (the state is a JSON
  /// object). Only such a file is ever moved aside as corrupt.
  static func startsLikeAStateFile(_ data: Data) -> Bool {
    for byte in data {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D: continue
      default: return byte == UInt8(ascii: "{")
      }
    }
    return false
  }

  /// Creates a new file holding `data` and flushes it to the device (``EligibilityPlatform/flushToStorage(_:)``:
  /// `F_FULLFSYNC` on Apple's systems).
  static func writeDurably(_ data: Data, to path: String) throws(EligibilityStoreError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .fileSystem(operation: "creating", path: path, errorNumber: errno)
    }
    var failure: EligibilityStoreError?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          failure = .fileSystem(operation: "writing", path: path, errorNumber: written < 0 ? errno : EIO)
          return
        }
      }
    }
    if failure == nil && EligibilityPlatform.flushToStorage(descriptor) != 0 {
      failure = .fileSystem(operation: "flushing", path: path, errorNumber: errno)
    }
    if close(descriptor) != 0 && failure == nil {
      failure = .fileSystem(operation: "closing", path: path, errorNumber: errno)
    }
    if let failure { throw failure }
  }

  /// Flushes a directory's entries (a rename in it) to the device.
  static func synchronizeDirectory(_ path: String) throws(EligibilityStoreError) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .fileSystem(operation: "opening the directory", path: path, errorNumber: errno)
    }
    defer { close(descriptor) }
    if EligibilityPlatform.flushToStorage(descriptor) != 0 {
      throw .fileSystem(operation: "flushing the directory", path: path, errorNumber: errno)
    }
  }

  /// The current UTC time as `yyyyMMdd'T'HHmmss'Z'`.
  static func timestamp() -> String {
    var seconds = time(nil)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
  }
}
