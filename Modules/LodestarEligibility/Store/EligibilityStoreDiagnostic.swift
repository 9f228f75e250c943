/// Something a file store noticed and handled on its own, reported through its diagnostics callback.
public enum EligibilityStoreDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The state file did not decode; it was moved aside and an empty state is used.
  case corruptFileMovedAside(path: String, movedTo: String, reason: String)
  /// The state file had an older schema version and was migrated (it is rewritten at the next change).
  case migrated(path: String, fromVersion: Int)
  /// A temporary file left by an interrupted write was removed.
  case temporaryFileRemoved(path: String)

  /// A sentence describing what happened.
  public var description: String {
    switch self {
    case .corruptFileMovedAside(let path, let movedTo, let reason):
      "the eligibility state '\(path)' was unreadable (\(reason)); moved to '\(movedTo)', starting afresh"
    case .migrated(let path, let version):
      "the eligibility state '\(path)' was migrated from schema version \(version)"
    case .temporaryFileRemoved(let path):
      "removed '\(path)', left by an interrupted write"
    }
  }
}
