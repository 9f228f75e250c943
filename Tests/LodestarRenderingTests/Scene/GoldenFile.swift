import Foundation
import LodestarTestSupport
import Testing

/// The renderers' golden files under Tests/LodestarRenderingTests/Golden, compared byte for byte.
///
/// Regenerate them with `LODESTAR_UPDATE_GOLDENS=1 swift test --filter Golden`, then review the diff.
enum GoldenFile {
  static let files = GoldenFiles(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Golden"))

  /// Checks `bytes` against the golden file at `name` (a path under Golden/), or writes it when updating.
  static func check(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let mismatch = files.mismatch(bytes, name) {
      Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
  }
}
