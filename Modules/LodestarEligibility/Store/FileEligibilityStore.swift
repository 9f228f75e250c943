import Foundation

/// A store that keeps the state in a JSON file, crash-safe and shared safely between processes.
///
/// The actor serializes changes within the process; an advisory lock serializes them across processes,
/// and every change is applied to the state re-read under that lock. See ``EligibilityStateFile`` for the
/// file format, crash safety and corruption handling.
///
/// File operations are synchronous inside the actor: a change waits (blocking the executor's thread) while
/// another process holds the lock, which is only ever held for one read-change-write.
public actor FileEligibilityStore: EligibilityStore {
  /// The file access this store uses.
  public nonisolated let file: EligibilityStateFile

  /// Creates a store for the state file at `url`.
  public init(
    url: URL, migration: EligibilityStateMigration? = nil,
    diagnostics: (@Sendable (EligibilityStoreDiagnostic) -> Void)? = nil
  ) {
    file = EligibilityStateFile(url: url, migration: migration, diagnostics: diagnostics)
  }

  /// Creates a store at the application's default location,
  /// ``EligibilityStateFile/defaultURL(applicationName:environment:)``.
  ///
  /// - Parameters:
  ///   - applicationName: The application's name: one path component.
  ///   - environment: The environment variables to read `XDG_DATA_HOME` and `HOME` from.
  ///   - migration: Turns the data of an older schema version into a current state.
  ///   - diagnostics: Told about problems the store noticed and handled on its own.
  /// - Throws: ``EligibilityStoreError/noDefaultLocation(reason:)`` when there is no default location.
  public init(
    applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment,
    migration: EligibilityStateMigration? = nil,
    diagnostics: (@Sendable (EligibilityStoreDiagnostic) -> Void)? = nil
  ) throws(EligibilityStoreError) {
    let url = try EligibilityStateFile.defaultURL(applicationName: applicationName, environment: environment)
    file = EligibilityStateFile(url: url, migration: migration, diagnostics: diagnostics)
  }

  /// The current state, read under the lock; a corrupt state file is moved aside first when it starts like
  /// a state file (``EligibilityStateFile/readMovingCorruptFileAside()``).
  ///
  /// - Throws: An ``EligibilityStoreError`` when the file is not a regular file or not a state file, or
  ///   cannot be locked, read, decoded or migrated.
  public func load() throws -> EligibilityState {
    try file.readMovingCorruptFileAside()
  }

  /// Applies a change to the state re-read under the lock and writes it durably.
  ///
  /// - Parameter change: Changes the freshest state in place.
  /// - Returns: The state written.
  /// - Throws: An ``EligibilityStoreError`` when the file cannot be locked, read, decoded, migrated or written.
  public func update(_ change: @Sendable (inout EligibilityState) -> Void) throws -> EligibilityState {
    try file.update(change)
  }

  /// Merges a state another device sent (its ``EligibilityState/synchronizationData()``) under the lock:
  /// the file is re-read, the received state merged in (``EligibilityState/merge(_:)``) and the result
  /// written durably (``EligibilityStateFile/merge(_:)``).
  ///
  /// - Parameter data: The received bytes.
  /// - Returns: The state written.
  /// - Throws: ``EligibilityStoreError/malformedData(reason:)`` when the bytes are not a state (the file is
  ///   not touched), or an ``EligibilityStoreError`` when the file cannot be locked, read, decoded or written.
  /// - Complexity: O(*n* + *m*) for the file's and the received state's sizes, plus the durable write.
  public func merge(_ data: Data) throws -> EligibilityState {
    try file.merge(data)
  }

  /// Replaces the state with an empty one, durably (``EligibilityStateFile/reset()``: a file that does not
  /// decode is refused and left alone; when there is no file, nothing is written).
  ///
  /// - Throws: An ``EligibilityStoreError`` when the file does not decode, or cannot be locked or written.
  public func reset() throws {
    _ = try file.reset()
  }
}
