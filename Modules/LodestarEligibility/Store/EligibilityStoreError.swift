/// Why a store could not read or write the eligibility state.
public enum EligibilityStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The data is not a valid eligibility state.
  case malformedData(reason: String)
  /// The data was written by a newer version (its schema version is above
  /// ``EligibilityState/currentSchemaVersion``); it is left untouched.
  case newerSchemaVersion(found: Int, supported: Int)
  /// The data has an older schema version and no migration was given.
  case missingMigration(fromVersion: Int)
  /// The migration for older data failed.
  case migrationFailed(fromVersion: Int, reason: String)
  /// The state could not be encoded.
  case encodingFailed(reason: String)
  /// A file system operation failed: what was being done, on which path, and the system's error number.
  case fileSystem(operation: String, path: String, errorNumber: Int32)
  /// No default location could be determined.
  case noDefaultLocation(reason: String)
  /// Something other than a regular file is at the state file's path (`kind` says what: `a directory`,
  /// `a FIFO`, `a character device`, `a socket`); it was neither opened for reading nor changed.
  case notARegularFile(path: String, kind: String)
  /// The state file does not decode, and was left as it is: a read never changes a file, and a change
  /// moves a corrupt file aside only when it starts like a state file. `reason` says what is wrong and
  /// where.
  case unreadableFile(path: String, reason: String)

  /// A sentence saying what went wrong and where.
  public var description: String {
    switch self {
    case .malformedData(let reason):
      "the eligibility state is malformed: \(reason)"
    case .newerSchemaVersion(let found, let supported):
      "the eligibility state has schema version \(found); this build reads up to \(supported)"
    case .missingMigration(let version):
      "the eligibility state has the older schema version \(version) and no migration was given"
    case .migrationFailed(let version, let reason):
      "migrating the eligibility state from schema version \(version) failed: \(reason)"
    case .encodingFailed(let reason):
      "the eligibility state could not be encoded: \(reason)"
    case .fileSystem(let operation, let path, let errorNumber):
      "\(operation) '\(path)' failed: \(EligibilityPlatform.errorDescription(errorNumber)) (errno \(errorNumber))"
    case .noDefaultLocation(let reason):
      "no default location for the eligibility store: \(reason)"
    case .notARegularFile(let path, let kind):
      "'\(path)' is \(kind), not a regular file: it is not an eligibility state file and was left alone"
    case .unreadableFile(let path, let reason):
      "the eligibility state file '\(path)' cannot be read: \(reason)"
    }
  }

  /// Whether the data itself is unusable (malformed, unmigratable), as opposed to an I/O failure or a newer
  /// version; a change moves such a state file aside and starts afresh when the file starts like a state
  /// file (see ``EligibilityStateFile``).
  public var isUnusableData: Bool {
    switch self {
    case .malformedData, .missingMigration, .migrationFailed: true
    default: false
    }
  }

  /// Whether the error is about what the file holds or what is at its path (malformed or unmigratable data,
  /// a newer schema version, something that is not a regular file, a file left alone), as opposed to an
  /// I/O failure, a missing location or an encoding failure. Command-line tools report such errors as
  /// data errors (exit status 65).
  public var isDataError: Bool {
    switch self {
    case .malformedData, .newerSchemaVersion, .missingMigration, .migrationFailed, .notARegularFile, .unreadableFile:
      true
    case .encodingFailed, .fileSystem, .noDefaultLocation: false
    }
  }
}
