import Foundation

/// Turns the data of an older schema version into a current state: `(data, schemaVersion) -> state`.
public typealias EligibilityStateMigration = @Sendable (_ data: Data, _ schemaVersion: Int) throws -> EligibilityState

extension EligibilityState {
  private struct Header: Decodable {
    var schemaVersion: Int
  }

  /// Decodes a state from its JSON form (as written by ``jsonData(prettyPrinted:)``).
  ///
  /// Data of an older schema version goes through `migration`; data of a newer version is rejected with
  /// ``EligibilityStoreError/newerSchemaVersion(found:supported:)``; anything else that does not decode is
  /// ``EligibilityStoreError/malformedData(reason:)``.
  public init(jsonData data: Data, migration: EligibilityStateMigration? = nil) throws(EligibilityStoreError) {
    self = try Self.decode(data, migration: migration).state
  }

  /// Decodes a state and says from which older schema version it was migrated, if any.
  static func decode(
    _ data: Data, migration: EligibilityStateMigration?
  ) throws(EligibilityStoreError) -> (state: EligibilityState, migratedFrom: Int?) {
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw .malformedData(reason: describe(error))
    }
    if header.schemaVersion > currentSchemaVersion {
      throw .newerSchemaVersion(found: header.schemaVersion, supported: currentSchemaVersion)
    }
    if header.schemaVersion < currentSchemaVersion {
      guard let migration else { throw .missingMigration(fromVersion: header.schemaVersion) }
      var state: EligibilityState
      do {
        state = try migration(data, header.schemaVersion)
      } catch {
        throw .migrationFailed(fromVersion: header.schemaVersion, reason: "\(error)")
      }
      state.schemaVersion = currentSchemaVersion
      return (state, header.schemaVersion)
    }
    do {
      return (try decoder.decode(EligibilityState.self, from: data), nil)
    } catch {
      throw .malformedData(reason: describe(error))
    }
  }

  /// The state's JSON form (keys sorted), always with the current schema version. Transient parameters are
  /// not included.
  public func jsonData(prettyPrinted: Bool = false) throws(EligibilityStoreError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
    var current = self
    current.schemaVersion = Self.currentSchemaVersion
    do {
      return try encoder.encode(current)
    } catch {
      throw .encodingFailed(reason: "\(error)")
    }
  }

  private static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return "\(error)" }
    switch decodingError {
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(type)"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(type), found null"
    @unknown default:
      return "\(error)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty ? "top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}
