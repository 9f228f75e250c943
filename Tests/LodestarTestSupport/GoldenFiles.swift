import Foundation
import Testing

/// The golden files of one test target, under `Tests/<target>/Golden`, compared byte for byte.
///
/// On a mismatch the test records an issue with the first line that differs, writes what it got beside the
/// package's build products, under `.build/golden-failures/<target>/<name>`, and prints the command that shows
/// the whole difference: `diff -u Tests/<target>/Golden/<name> .build/golden-failures/<target>/<name>`.
///
/// Regenerate them with `LODESTAR_UPDATE_GOLDENS=1 swift test --filter Golden` (after `swift build`, since
/// some come from the built `lodestar-demo`), then review the diff (`git diff`, and look at what they draw).
/// `LODESTAR_UPDATE_GOLDENS=TEXT` writes only the golden files whose names contain `TEXT` (such as
/// `Walkthrough/rtl`) and compares the others.
public struct GoldenFiles: Sendable {
  /// The test target whose `Golden` directory holds the files.
  public let testTarget: String
  /// The package's root directory.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The golden files of `testTarget`: `Tests/<testTarget>/Golden`.
  ///
  /// - Parameter testTarget: The test target's name, such as `LodestarRenderingTests`.
  public init(testTarget: String) {
    self.testTarget = testTarget
  }

  /// The directory the names are relative to.
  public var directory: URL {
    Self.root.appendingPathComponent("Tests").appendingPathComponent(testTarget).appendingPathComponent("Golden")
  }

  /// Where a mismatching run writes what it got.
  public var failureDirectory: URL {
    Self.root.appendingPathComponent(".build/golden-failures").appendingPathComponent(testTarget)
  }

  /// Whether the run writes the golden file `name` instead of comparing it: `LODESTAR_UPDATE_GOLDENS` is `1`,
  /// or text that `name` contains.
  ///
  /// - Parameter name: The golden file's path under ``directory``.
  /// - Returns: Whether `name` is written.
  public static func isUpdating(_ name: String) -> Bool {
    guard let selection = ProcessInfo.processInfo.environment["LODESTAR_UPDATE_GOLDENS"], !selection.isEmpty else {
      return false
    }
    return selection == "1" || name.contains(selection)
  }

  /// Checks `bytes` against the golden file `name` and records an issue when they differ (or writes the file
  /// when updating).
  ///
  /// - Parameters:
  ///   - bytes: What the test produced.
  ///   - name: The golden file's path under ``directory``, such as `Sample/sample.svg`.
  ///   - sourceLocation: Where the issue is recorded.
  public func check(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let mismatch = mismatch(bytes, name) {
      Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
  }

  /// Compares `bytes` with the golden file `name`, or writes it when updating; a mismatch writes `bytes` under
  /// ``failureDirectory``.
  ///
  /// - Parameters:
  ///   - bytes: What the test produced.
  ///   - name: The golden file's path under ``directory``.
  /// - Returns: Nil when the bytes match (or were written); otherwise what differs: the first line that
  ///   differs, where the actual output was saved, and the command that shows the whole difference.
  public func mismatch(_ bytes: [UInt8], _ name: String) -> String? {
    let url = directory.appendingPathComponent(name)
    if Self.isUpdating(name) {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      return (try? Data(bytes).write(to: url)) == nil ? "cannot write \(url.path)" : nil
    }
    let saved = failureDirectory.appendingPathComponent(name)
    try? FileManager.default.createDirectory(at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard let expected = try? Data(contentsOf: url) else {
      let wrote = (try? Data(bytes).write(to: saved)) != nil
      return "missing golden file \(name)" + (wrote ? " (the output is in \(relative(saved)))" : "")
        + "; run LODESTAR_UPDATE_GOLDENS=\(name) swift test --filter Golden"
    }
    guard Array(expected) != bytes else {
      try? FileManager.default.removeItem(at: saved)
      return nil
    }
    let expectedLines = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let actualLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      Array(zip(expectedLines, actualLines)).firstIndex { $0.0 != $0.1 } ?? min(expectedLines.count, actualLines.count)
    let expectedLine = line < expectedLines.count ? String(expectedLines[line].prefix(300)) : "<end>"
    let actualLine = line < actualLines.count ? String(actualLines[line].prefix(300)) : "<end>"
    var message = "\(name) differs at line \(line + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)"
    if (try? Data(bytes).write(to: saved)) != nil {
      message +=
        "\nthe whole output: \(relative(saved))\nthe whole difference: diff -u \(relative(url)) \(relative(saved))"
      message += "\nto accept it (after looking at it): LODESTAR_UPDATE_GOLDENS=\(name) swift test --filter Golden"
    }
    return message
  }

  /// `path` relative to the package's root, as the commands in messages are run from there.
  private func relative(_ url: URL) -> String {
    let rootPath = Self.root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
  }
}
