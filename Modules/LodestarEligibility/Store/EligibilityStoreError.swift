#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
      "\(operation) '\(path)' failed: \(String(cString: strerror(errorNumber))) (errno \(errorNumber))"
    case .noDefaultLocation(let reason):
      "no default location for the eligibility store: \(reason)"
    }
  }

  /// Whether the data itself is unusable (malformed, unmigratable), as opposed to an I/O failure or a newer
  /// version; file stores move such data aside and start afresh.
  public var isUnusableData: Bool {
    switch self {
    case .malformedData, .missingMigration, .migrationFailed: true
    default: false
    }
  }
}
