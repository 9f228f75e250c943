import Foundation
import LodestarJSON

/// Turns the data of an older schema version into a current state: `(data, schemaVersion) -> state`.
public typealias EligibilityStateMigration = @Sendable (_ data: Data, _ schemaVersion: Int) throws -> EligibilityState

extension EligibilityState {
  /// Decodes a state from its JSON form (as written by ``jsonData(prettyPrinted:)``).
  ///
  /// The JSON is read strictly (RFC 8259; duplicate keys are errors) and every value is checked: counts are
  /// integers from 0 to 2^53 − 1, durations finite and at least 0, dates between the years 1 and 9999.
  /// Unknown keys are ignored. Data of schema version 1 (the state before it could be merged) becomes a
  /// mergeable state with nothing lost: its counts, donations and records belong to no device
  /// (``EligibilityDeviceID/unassigned``) until the state gets one (``assignDevice(_:)``), and its donations
  /// get distinct identifiers. Data of an older schema version goes through `migration`; data of a newer
  /// version is rejected with ``EligibilityStoreError/newerSchemaVersion(found:supported:)``.
  ///
  /// - Throws: ``EligibilityStoreError/malformedData(reason:)`` naming the JSON path, the line and the
  ///   column of the first problem, such as
  ///   `records.tour.displayCount: expected an integer from 0 to 9007199254740991, found -3 (line 1, column 90)`.
  public init(jsonData data: Data, migration: EligibilityStateMigration? = nil) throws(EligibilityStoreError) {
    self = try Self.decode(data, migration: migration).state
  }

  /// Decodes a state and says from which older schema version it was migrated, if any.
  static func decode(
    _ data: Data, migration: EligibilityStateMigration?
  ) throws(EligibilityStoreError) -> (state: EligibilityState, migratedFrom: Int?) {
    let bytes = [UInt8](data)
    let root: JSONValue
    do {
      root = try JSONReader(maximumDepth: EligibilityStateReader.nestingLimit).read(bytes)
    } catch {
      throw .malformedData(reason: error.description)
    }
    let reader = EligibilityStateReader(source: JSONSourceText(bytes))
    let members = try reader.members(of: root, path: "", expected: "an object (the eligibility state)")
    let schemaVersion = try reader.integer(
      try reader.required("schemaVersion", in: members, of: root, path: ""), path: "schemaVersion",
      in: 0...Int.max)
    if schemaVersion > currentSchemaVersion {
      throw .newerSchemaVersion(found: schemaVersion, supported: currentSchemaVersion)
    }
    if schemaVersion == 1 {
      return (try reader.state(root, members: members, schemaVersion: 1), 1)
    }
    if schemaVersion < currentSchemaVersion {
      guard let migration else { throw .missingMigration(fromVersion: schemaVersion) }
      var state: EligibilityState
      do {
        state = try migration(data, schemaVersion)
      } catch {
        throw .migrationFailed(fromVersion: schemaVersion, reason: "\(error)")
      }
      state.schemaVersion = currentSchemaVersion
      return (state, schemaVersion)
    }
    return (try reader.state(root, members: members, schemaVersion: schemaVersion), nil)
  }

  /// The state's JSON form (keys sorted), always with the current schema version. Transient parameters are
  /// not included.
  ///
  /// - Throws: ``EligibilityStoreError/encodingFailed(reason:)`` naming the path of a number that is not
  ///   finite (JSON cannot represent it).
  public func jsonData(prettyPrinted: Bool = false) throws(EligibilityStoreError) -> Data {
    var current = self
    current.schemaVersion = Self.currentSchemaVersion
    return try Self.text(of: current.fileOutput(includingDevice: true), prettyPrinted: prettyPrinted)
  }

  /// The bytes an app's sync layer carries to the state's other devices: the state's JSON form (keys
  /// sorted, compact) without its ``device``, which stays on this device. Another device merges them with
  /// ``EligibilityStore/merge(_:)``, or with ``merge(_:)`` after ``init(jsonData:migration:)``.
  ///
  /// - Returns: The state as UTF-8 JSON text.
  /// - Throws: ``EligibilityStoreError/encodingFailed(reason:)`` naming the path of a number that is not
  ///   finite.
  /// - Complexity: O(*n*) in the size of the state.
  public func synchronizationData() throws(EligibilityStoreError) -> Data {
    var current = self
    current.schemaVersion = Self.currentSchemaVersion
    return try Self.text(of: current.fileOutput(includingDevice: false), prettyPrinted: false)
  }

  private static func text(of output: JSONOutput, prettyPrinted: Bool) throws(EligibilityStoreError) -> Data {
    if let path = output.pathOfNonFiniteNumber() {
      throw .encodingFailed(reason: "\(path): expected a finite number: JSON cannot represent it")
    }
    let writer = JSONWriter(layout: prettyPrinted ? .indented : .compact, sortsKeys: true)
    return Data(writer.text(of: output).utf8)
  }
}
