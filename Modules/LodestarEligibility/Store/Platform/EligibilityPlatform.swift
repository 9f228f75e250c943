import Foundation

// Every difference between Apple's systems and Linux that the file store has, in one file. The rest of the
// store calls POSIX functions whose spelling and types are the same on both (checked by
// Scripts/check-apple-platforms against Darwin's declarations): `open`, `read`, `write`, `close`, `fstat`,
// `stat`, `mkdir`, `rename`, `unlink`, `access`, `flock` and `errno`, reached through Foundation, which
// re-exports the C library on both.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the store needs from the system that differs between Apple's systems and Linux.
package enum EligibilityPlatform {
  /// Flushes a file's data and metadata to the storage device, so that a rename after it is durable.
  ///
  /// On Apple's systems `fsync` only moves the data to the drive, which may keep it in its cache and write it
  /// later, out of order (Darwin's fsync(2) manual page). `fcntl(F_FULLFSYNC)` asks the drive to flush its cache
  /// too; where it fails (some file systems do not support it), this falls back to `fsync`, as SQLite
  /// (`PRAGMA fullfsync`), LevelDB and Go's `os.File.Sync` do. On Linux `fsync` already flushes the cache.
  ///
  /// - Parameter descriptor: An open file or directory.
  /// - Returns: 0, or -1 with `errno` set by the last call.
  package static func flushToStorage(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      // F_FULLFSYNC: bsd/sys/fcntl.h (`#define F_FULLFSYNC 51`), an `int` command of fcntl(2); fcntl as the
      // Swift overlay declares it, `fcntl(_: Int32, _: Int32) -> Int32`.
      flushToStorage(descriptor, fullSynchronize: { fcntl($0, F_FULLFSYNC) }, synchronize: { fsync($0) })
    #else
      flushToStorage(descriptor, fullSynchronize: nil, synchronize: { fsync($0) })
    #endif
  }

  /// The rule of ``flushToStorage(_:)``, with the system calls passed in so tests can run it on any system:
  /// the full synchronization when there is one and it succeeds, else `synchronize`.
  ///
  /// - Parameters:
  ///   - descriptor: An open file or directory.
  ///   - fullSynchronize: `fcntl(F_FULLFSYNC)` where the system has it, `nil` elsewhere.
  ///   - synchronize: `fsync`.
  /// - Returns: 0, or the failing call's -1.
  package static func flushToStorage(
    _ descriptor: Int32, fullSynchronize: ((Int32) -> Int32)?, synchronize: (Int32) -> Int32
  ) -> Int32 {
    if let fullSynchronize, fullSynchronize(descriptor) != -1 { return 0 }
    return synchronize(descriptor)
  }

  /// The system's description of an error number (`strerror`: Libc's string.h on Apple's systems, Glibc's on
  /// Linux; the same signature on both).
  static func errorDescription(_ errorNumber: Int32) -> String {
    String(cString: strerror(errorNumber))
  }

  /// The folder below which an application's data lives: `Application Support` in the user's domain on Apple's
  /// systems; on Linux `$XDG_DATA_HOME`, or `~/.local/share` when it is unset or not absolute.
  ///
  /// - Parameter environment: The environment variables to read `XDG_DATA_HOME` and `HOME` from (Linux only).
  /// - Throws: ``EligibilityStoreError/noDefaultLocation(reason:)`` when there is no such folder.
  static func applicationDataDirectory(environment: [String: String]) throws(EligibilityStoreError) -> URL {
    #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      // FileManager.urls(for:in:): iOS 4, macOS 10.6, tvOS 9, watchOS 2, visionOS 1 (Apple's documentation).
      guard let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      else { throw .noDefaultLocation(reason: "no application support directory") }
      return support
    #else
      if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
        return URL(fileURLWithPath: data, isDirectory: true)
      }
      if let home = environment["HOME"], home.hasPrefix("/") {
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
      }
      throw .noDefaultLocation(reason: "neither XDG_DATA_HOME nor HOME is an absolute path")
    #endif
  }
}
