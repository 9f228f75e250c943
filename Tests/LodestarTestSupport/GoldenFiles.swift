import Foundation

/// Golden files under a directory, compared byte for byte.
///
/// Regenerate them with `LODESTAR_UPDATE_GOLDENS=1 swift test --filter Golden` (after `swift build`, since
/// some come from the built `lodestar-demo`), then review the diff. Each test target records the mismatch
/// this returns as an issue (its own `GoldenFile.check`).
public struct GoldenFiles: Sendable {
  /// The directory the names are relative to.
  public let directory: URL

  /// Golden files under `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// Whether the run writes the golden files instead of comparing (`LODESTAR_UPDATE_GOLDENS=1`).
  public static var isUpdating: Bool { ProcessInfo.processInfo.environment["LODESTAR_UPDATE_GOLDENS"] == "1" }

  /// Compares `bytes` with the golden file `name` (a path under ``directory``), or writes it when updating.
  ///
  /// - Returns: Nil when the bytes match (or were written); otherwise what differs, with the first line
  ///   that differs.
  public func mismatch(_ bytes: [UInt8], _ name: String) -> String? {
    let url = directory.appendingPathComponent(name)
    if Self.isUpdating {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      return (try? Data(bytes).write(to: url)) == nil ? "cannot write \(url.path)" : nil
    }
    guard let expected = try? Data(contentsOf: url) else {
      return "missing golden file \(name); run LODESTAR_UPDATE_GOLDENS=1 swift test --filter Golden"
    }
    guard Array(expected) != bytes else { return nil }
    let expectedLines = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let actualLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      Array(zip(expectedLines, actualLines)).firstIndex { $0.0 != $0.1 } ?? min(expectedLines.count, actualLines.count)
    let expectedLine = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
    let actualLine = line < actualLines.count ? String(actualLines[line]) : "<end>"
    return "\(name) differs at line \(line + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)"
  }
}
