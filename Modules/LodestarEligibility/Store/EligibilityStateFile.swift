import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The eligibility state in a JSON file, read and changed synchronously under an advisory lock.
///
/// ``FileEligibilityStore`` uses it; command-line tools and scripts can use it directly.
///
/// - Crash safety: every change is written to a temporary file in the same directory, flushed with
///   `fsync`, renamed over the state file, and the directory is flushed too, so the file always holds
///   either the old or the new state. Temporary files left by an interrupted write are removed at the
///   next change.
/// - Corruption: a file that does not decode is never used: it is moved aside as
///   `<name>.corrupt-<UTC timestamp>`, an empty state is used, and ``diagnostics`` is told.
/// - Processes: every read and change holds an exclusive `flock` on `<name>.lock` and re-reads the file
///   under it, so changes from several processes are serialized and merged.
/// - Schema: the file carries ``EligibilityState/currentSchemaVersion``; older files go through
///   ``migration``; newer files are left alone and reported as an error.
public struct EligibilityStateFile: Sendable {
  /// The state file's name in the default directory.
  public static let defaultFileName = "eligibility.json"

  /// The state file.
  public let url: URL
  /// Turns older schema versions into the current one; `nil`: older files count as unreadable.
  public var migration: EligibilityStateMigration?
  /// Told about corrupt files moved aside, migrations and leftover temporary files.
  public var diagnostics: (@Sendable (EligibilityStoreDiagnostic) -> Void)?

  /// Creates access to the state file at `url` (created, with its directory, at the first change).
  public init(
    url: URL, migration: EligibilityStateMigration? = nil,
    diagnostics: (@Sendable (EligibilityStoreDiagnostic) -> Void)? = nil
  ) {
    self.url = url
    self.migration = migration
    self.diagnostics = diagnostics
  }

  /// The default directory for an application's eligibility state.
  ///
  /// On Linux `$XDG_DATA_HOME/<application>/lodestar`, or `~/.local/share/<application>/lodestar` when
  /// `XDG_DATA_HOME` is unset or not absolute; on Apple platforms
  /// `<Application Support>/<application>/lodestar`.
  ///
  /// - Parameters:
  ///   - applicationName: The application's name: one path component.
  ///   - environment: The environment variables to read `XDG_DATA_HOME` and `HOME` from.
  /// - Throws: ``EligibilityStoreError/noDefaultLocation(reason:)`` for a name that is not one path component,
  ///   or when no base directory can be found.
  public static func defaultDirectory(
    applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(EligibilityStoreError) -> URL {
    guard !applicationName.isEmpty, !applicationName.contains("/"), applicationName != ".",
      applicationName != ".."
    else {
      throw .noDefaultLocation(reason: "the application name '\(applicationName)' is not a single path component")
    }
    #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      guard let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      else { throw .noDefaultLocation(reason: "no application support directory") }
      return support.appendingPathComponent(applicationName, isDirectory: true)
        .appendingPathComponent("lodestar", isDirectory: true)
    #else
      let base: URL
      if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
        base = URL(fileURLWithPath: data, isDirectory: true)
      } else if let home = environment["HOME"], home.hasPrefix("/") {
        base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
      } else {
        throw .noDefaultLocation(reason: "neither XDG_DATA_HOME nor HOME is an absolute path")
      }
      return base.appendingPathComponent(applicationName, isDirectory: true)
        .appendingPathComponent("lodestar", isDirectory: true)
    #endif
  }

  /// The default state file for an application: ``defaultFileName`` in
  /// ``defaultDirectory(applicationName:environment:)``.
  ///
  /// - Parameters:
  ///   - applicationName: The application's name: one path component.
  ///   - environment: The environment variables to read `XDG_DATA_HOME` and `HOME` from.
  /// - Throws: ``EligibilityStoreError/noDefaultLocation(reason:)``, as
  ///   ``defaultDirectory(applicationName:environment:)`` does.
  public static func defaultURL(
    applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(EligibilityStoreError) -> URL {
    try defaultDirectory(applicationName: applicationName, environment: environment)
      .appendingPathComponent(defaultFileName, isDirectory: false)
  }

  /// The lock file next to the state file.
  public var lockURL: URL {
    url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock", isDirectory: false)
  }

  /// The current state, read under the lock.
  ///
  /// - Returns: The stored state, or an empty state when the file does not exist yet (nothing is created then).
  /// - Throws: An ``EligibilityStoreError`` when the file cannot be locked, read, decoded or migrated.
  public func read() throws(EligibilityStoreError) -> EligibilityState {
    guard access(directoryPath, F_OK) == 0 else { return EligibilityState() }
    return try withLock { () throws(EligibilityStoreError) in try currentState() }
  }

  /// Re-reads the state under the lock, applies a change and writes the result durably.
  ///
  /// - Parameter change: Changes the freshest state in place.
  /// - Returns: The state written.
  /// - Throws: An ``EligibilityStoreError`` when the file cannot be locked, read, decoded, migrated or written.
  public func update(_ change: (inout EligibilityState) -> Void) throws(EligibilityStoreError) -> EligibilityState {
    try withLock { () throws(EligibilityStoreError) in
      removeTemporaryFiles()
      var state = try currentState()
      change(&state)
      try write(state)
      return state
    }
  }

  /// Replaces the state with an empty one, durably.
  ///
  /// - Returns: The empty state written.
  /// - Throws: An ``EligibilityStoreError`` when the file cannot be locked or written.
  public func reset() throws(EligibilityStoreError) -> EligibilityState {
    try withLock { () throws(EligibilityStoreError) in
      removeTemporaryFiles()
      let state = EligibilityState()
      try write(state)
      return state
    }
  }

  // MARK: - Steps, each under the lock

  private var directoryPath: String { url.deletingLastPathComponent().path }

  private var temporaryPrefix: String { "." + url.lastPathComponent + ".tmp-" }

  private func withLock<Result>(
    _ body: () throws(EligibilityStoreError) -> Result
  ) throws(EligibilityStoreError) -> Result {
    try EligibilityFileSystem.makeDirectories(directoryPath)
    let lockPath = lockURL.path
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .fileSystem(operation: "opening the lock file", path: lockPath, errorNumber: errno)
    }
    defer { close(descriptor) }  // Closing releases the lock.
    while flock(descriptor, LOCK_EX) != 0 {
      let error = errno
      if error != EINTR {
        throw .fileSystem(operation: "locking", path: lockPath, errorNumber: error)
      }
    }
    return try body()
  }

  private func currentState() throws(EligibilityStoreError) -> EligibilityState {
    let path = url.path
    guard let data = try EligibilityFileSystem.contents(of: path) else { return EligibilityState() }
    do {
      let decoded = try EligibilityState.decode(data, migration: migration)
      if let version = decoded.migratedFrom {
        diagnostics?(.migrated(path: path, fromVersion: version))
      }
      return decoded.state
    } catch  where error.isUnusableData {
      let movedTo = try moveAside()
      diagnostics?(.corruptFileMovedAside(path: path, movedTo: movedTo, reason: error.description))
      return EligibilityState()
    }
  }

  private func moveAside() throws(EligibilityStoreError) -> String {
    let base = url.path + ".corrupt-" + EligibilityFileSystem.timestamp()
    var target = base
    var attempt = 1
    while access(target, F_OK) == 0 {
      attempt += 1
      target = base + "-\(attempt)"
    }
    guard rename(url.path, target) == 0 else {
      throw .fileSystem(operation: "moving aside the corrupt file", path: url.path, errorNumber: errno)
    }
    try EligibilityFileSystem.synchronizeDirectory(directoryPath)
    return target
  }

  private func write(_ state: EligibilityState) throws(EligibilityStoreError) {
    let data = try state.jsonData()
    let temporaryPath = directoryPath + "/" + temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    do throws(EligibilityStoreError) {
      try EligibilityFileSystem.writeDurably(data, to: temporaryPath)
      guard rename(temporaryPath, url.path) == 0 else {
        throw .fileSystem(operation: "renaming '\(temporaryPath)' over", path: url.path, errorNumber: errno)
      }
    } catch {
      unlink(temporaryPath)
      throw error
    }
    try EligibilityFileSystem.synchronizeDirectory(directoryPath)
  }

  private func removeTemporaryFiles() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directoryPath) else { return }
    for name in names where name.hasPrefix(temporaryPrefix) {
      let path = directoryPath + "/" + name
      if unlink(path) == 0 {
        diagnostics?(.temporaryFileRemoved(path: path))
      }
    }
  }
}
