import Foundation

/// The eligibility state in a JSON file, read and changed synchronously under an advisory lock.
///
/// ``FileEligibilityStore`` uses it; command-line tools and scripts can use it directly.
///
/// - Crash safety: every change is written to a temporary file in the same directory, flushed to the device
///   (`fsync` on Linux, `fcntl(F_FULLFSYNC)` on Apple's systems, whose `fsync` leaves the data in the drive's
///   cache), renamed over the state file, and the directory is flushed too, so the file always holds
///   either the old or the new state. Temporary files left by an interrupted write are removed at the
///   next change.
/// - Reading: ``read()`` never changes the file system (no lock file, no directory, no file moved). Since
///   every change replaces the file with a rename, a read sees either the old or the new state whole.
/// - What is at the path: anything that is not a regular file (a directory, a FIFO, a device, a socket) is
///   refused with ``EligibilityStoreError/notARegularFile(path:kind:)`` before it is opened for reading,
///   and left alone. A FIFO never blocks a read.
/// - Corruption: a file that does not decode is never used. ``read()`` throws
///   ``EligibilityStoreError/unreadableFile(path:reason:)``, saying what is wrong and where. A change
///   (``update(_:)``, ``readMovingCorruptFileAside()``) moves it aside as `<name>.corrupt-<UTC timestamp>`,
///   uses an empty state and tells ``diagnostics``, but only when it starts like a state file (a JSON object,
///   `{`); any other file (notes, an empty file) is refused with
///   ``EligibilityStoreError/unreadableFile(path:reason:)`` and left alone. ``reset()`` refuses every file
///   that does not decode, as ``read()`` does, and leaves it alone.
/// - Processes: every change holds an exclusive `flock` on `<name>.lock` and re-reads the file under it, so
///   changes from several processes are serialized and merged. The lock file is created by the first change
///   (with the missing directories of the state file) and stays: were it removed after a change, a process
///   still waiting on the removed file and one that created it afresh could both hold "the" lock.
/// - Schema: the file carries ``EligibilityState/currentSchemaVersion``; version 1 files are read and
///   migrated with nothing lost, older files go through ``migration``; newer files are left alone and
///   reported as an error.
/// - Devices: the first change gives a state without a device a random one
///   (``EligibilityState/assignDevice(_:)``), kept in the file; every process sharing the file is that
///   device. ``merge(_:)`` merges another device's state under the lock.
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
    return try EligibilityPlatform.applicationDataDirectory(environment: environment)
      .appendingPathComponent(applicationName, isDirectory: true)
      .appendingPathComponent("lodestar", isDirectory: true)
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

  /// The current state, without changing the file system: no lock file, directory or file is created,
  /// moved or written.
  ///
  /// - Returns: The stored state, or an empty state when the file does not exist.
  /// - Throws: ``EligibilityStoreError/notARegularFile(path:kind:)`` when something other than a regular
  ///   file is at the path (it is not opened), ``EligibilityStoreError/unreadableFile(path:reason:)`` when
  ///   the file does not decode, ``EligibilityStoreError/newerSchemaVersion(found:supported:)``, or a file
  ///   system error.
  public func read() throws(EligibilityStoreError) -> EligibilityState {
    guard let data = try EligibilityFileSystem.contents(of: url.path) else { return EligibilityState() }
    do {
      return try decode(data)
    } catch  where error.isUnusableData {
      throw .unreadableFile(path: url.path, reason: error.description)
    }
  }

  /// The current state, read under the lock as a change reads it: a corrupt state file is moved aside
  /// (see Corruption above) and an empty state is returned. ``FileEligibilityStore`` loads its state this
  /// way, since it writes the file anyway at the next change.
  ///
  /// - Returns: The stored state, or an empty state when the file does not exist or was moved aside.
  /// - Throws: ``EligibilityStoreError/notARegularFile(path:kind:)``,
  ///   ``EligibilityStoreError/unreadableFile(path:reason:)`` for a file that does not decode and does not
  ///   start like a state file (left alone), ``EligibilityStoreError/newerSchemaVersion(found:supported:)``,
  ///   or a file system error.
  public func readMovingCorruptFileAside() throws(EligibilityStoreError) -> EligibilityState {
    try requireStateFileOrNothing()
    guard access(directoryPath, F_OK) == 0 else { return EligibilityState() }
    return try withLock { () throws(EligibilityStoreError) in try currentState() }
  }

  /// Re-reads the state under the lock, applies a change and writes the result durably.
  ///
  /// - Parameter change: Changes the freshest state in place.
  /// - Returns: The state written.
  /// - Throws: ``EligibilityStoreError/notARegularFile(path:kind:)`` and, for a file that does not start
  ///   like a state file (left alone), ``EligibilityStoreError/unreadableFile(path:reason:)``, both checked
  ///   before the directory or the lock file is created;
  ///   ``EligibilityStoreError/newerSchemaVersion(found:supported:)``; or an ``EligibilityStoreError`` when
  ///   the file cannot be locked, read, decoded, migrated or written.
  public func update(_ change: (inout EligibilityState) -> Void) throws(EligibilityStoreError) -> EligibilityState {
    try requireStateFileOrNothing()
    return try withLock { () throws(EligibilityStoreError) in
      removeTemporaryFiles()
      var state = try currentState()
      if state.device.isUnassigned {
        state.assignDevice(.random())
      }
      change(&state)
      try write(state)
      return state
    }
  }

  /// Merges a state another device sent (its ``EligibilityState/synchronizationData()``) into the file's
  /// state, under the lock, and writes the result durably, as ``update(_:)`` does.
  ///
  /// - Parameter data: The received bytes; data of an older schema version goes through ``migration``
  ///   (schema version 1 is read as it is).
  /// - Returns: The state written.
  /// - Throws: ``EligibilityStoreError/malformedData(reason:)`` when the bytes are not a state (the file is
  ///   not touched), ``EligibilityStoreError/newerSchemaVersion(found:supported:)``, or what ``update(_:)``
  ///   throws.
  /// - Complexity: O(*n* + *m*) for the file's and the received state's sizes, plus the durable write.
  public func merge(_ data: Data) throws(EligibilityStoreError) -> EligibilityState {
    let received = try EligibilityState(jsonData: data, migration: migration)
    return try update { $0.merge(received) }
  }

  /// Replaces the state with an empty one, durably, when the file holds a state to clear.
  ///
  /// `reset()` refuses whatever ``read()`` refuses, and leaves it as it is: a file that is not a state file (a
  /// `package.json`, a tour, notes), a state file that does not decode, one of a newer schema version. A
  /// corrupt state file is not replaced either; ``update(_:)`` moves it aside. When there is no file, the
  /// state is empty already: nothing is written, and no directory or lock file is created. Otherwise the
  /// empty state replaces the file as every change does, and the lock file stays (see Processes above).
  ///
  /// - Returns: The empty state.
  /// - Throws: ``EligibilityStoreError/notARegularFile(path:kind:)``;
  ///   ``EligibilityStoreError/unreadableFile(path:reason:)`` for a file that does not decode (left alone);
  ///   ``EligibilityStoreError/newerSchemaVersion(found:supported:)``; or an ``EligibilityStoreError`` when the
  ///   file cannot be locked, read or written.
  public func reset() throws(EligibilityStoreError) -> EligibilityState {
    // Refused before the directory or the lock file is created, then checked again under the lock.
    guard try holdsAStateToReset() else { return EligibilityState() }
    return try withLock { () throws(EligibilityStoreError) in
      removeTemporaryFiles()
      guard try holdsAStateToReset() else { return EligibilityState() }
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
    // O_NONBLOCK: whatever is at the lock's path, opening it never waits.
    // O_NOFOLLOW: a symbolic link planted at the lock's path is refused, never followed to create its target.
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, 0o644)
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

  /// Why a file that does not decode was left alone.
  private static let notAStateFile =
    "it does not start like an eligibility state file (a JSON object), so it was left alone"

  /// Refuses, before a change creates anything, what it would have to refuse under the lock anyway:
  /// something that is not a regular file (not opened), and a file that does not start like a state file.
  private func requireStateFileOrNothing() throws(EligibilityStoreError) {
    guard let data = try EligibilityFileSystem.contents(of: url.path) else { return }
    if !EligibilityFileSystem.startsLikeAStateFile(data) {
      throw .unreadableFile(path: url.path, reason: Self.notAStateFile)
    }
  }

  /// Whether there is a state file for ``reset()`` to replace: `false` when there is no file; for a file that
  /// ``read()`` refuses, the same error.
  private func holdsAStateToReset() throws(EligibilityStoreError) -> Bool {
    try requireStateFileOrNothing()
    guard let data = try EligibilityFileSystem.contents(of: url.path) else { return false }
    do {
      _ = try EligibilityState.decode(data, migration: migration)
    } catch  where error.isUnusableData {
      throw .unreadableFile(path: url.path, reason: "\(error.description); it was left alone")
    }
    return true
  }

  /// Decodes the file's data, telling ``diagnostics`` about a migration.
  private func decode(_ data: Data) throws(EligibilityStoreError) -> EligibilityState {
    let decoded = try EligibilityState.decode(data, migration: migration)
    if let version = decoded.migratedFrom {
      diagnostics?(.migrated(path: url.path, fromVersion: version))
    }
    return decoded.state
  }

  /// The state a change starts from: the file's, or an empty state when there is none or the file was
  /// corrupt and has been moved aside.
  private func currentState() throws(EligibilityStoreError) -> EligibilityState {
    let path = url.path
    guard let data = try EligibilityFileSystem.contents(of: path) else { return EligibilityState() }
    do {
      return try decode(data)
    } catch  where error.isUnusableData {
      guard EligibilityFileSystem.startsLikeAStateFile(data) else {
        throw .unreadableFile(path: path, reason: "\(error.description); \(Self.notAStateFile)")
      }
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
