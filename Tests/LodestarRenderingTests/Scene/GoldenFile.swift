import Foundation
import Testing

/// Golden files under Tests/LodestarRenderingTests/Golden, compared byte for byte.
///
/// Regenerate them with `LODESTAR_UPDATE_GOLDENS=1 swift test --filter Golden` (after `swift build`, since
/// the built-in tour's goldens come from the built `lodestar-demo`), then review the diff.
enum GoldenFile {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static var isUpdating: Bool { ProcessInfo.processInfo.environment["LODESTAR_UPDATE_GOLDENS"] == "1" }

  /// Checks `bytes` against the golden file at `name` (a path under Golden/), or writes it when updating.
  static func check(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = directory.appendingPathComponent(name)
    if isUpdating {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect((try? Data(bytes).write(to: url)) != nil, "cannot write \(url.path)", sourceLocation: sourceLocation)
      return
    }
    guard let expected = try? Data(contentsOf: url) else {
      Issue.record(
        "missing golden file \(name); run LODESTAR_UPDATE_GOLDENS=1 swift test --filter Golden",
        sourceLocation: sourceLocation)
      return
    }
    guard Array(expected) != bytes else { return }
    let expectedLines = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let actualLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      Array(zip(expectedLines, actualLines)).firstIndex { $0.0 != $0.1 } ?? min(expectedLines.count, actualLines.count)
    let expectedLine = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
    let actualLine = line < actualLines.count ? String(actualLines[line]) : "<end>"
    Issue.record(
      "\(name) differs at line \(line + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)",
      sourceLocation: sourceLocation)
  }
}
