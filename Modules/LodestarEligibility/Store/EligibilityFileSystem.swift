import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The file's bytes; `nil` when it does not exist.
  static func contents(of path: String) throws(EligibilityStoreError) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      let error = errno
      if error == ENOENT { return nil }
      throw .fileSystem(operation: "opening", path: path, errorNumber: error)
    }
    defer { close(descriptor) }
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

  /// Creates a new file holding `data` and flushes it to the device.
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
    if failure == nil && fsync(descriptor) != 0 {
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
    if fsync(descriptor) != 0 {
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
