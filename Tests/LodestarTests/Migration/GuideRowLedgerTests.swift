import Foundation
import Testing

/// Every row of the three migration guides names the tests that check its behaviour (issue 31, item 9), in
/// `guide-rows.tsv`: a row added without tests, a line left after its row changed, or a test renamed away fails here.
@Suite struct GuideRowLedgerTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let guides = ["Instructions", "PolarisGuideKit", "BWWalkthrough"]

  struct Line: Hashable {
    var guide: String
    var firstCell: String
  }

  /// The first cell of each table row of a guide (not the header, not the `|---|` line).
  static func rows(of guide: String) throws -> [String] {
    let url = root.appendingPathComponent("Modules/Lodestar/Lodestar.docc/ComingFrom\(guide).md")
    var rows: [String] = []
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where line.hasPrefix("|") {
      if line.allSatisfy({ "|-: ".contains($0) }) {
        if !rows.isEmpty { rows.removeLast() }  // the header above the separator
        continue
      }
      let first = line.dropFirst().components(separatedBy: " | ").first ?? ""
      rows.append(first.trimmingCharacters(in: .whitespaces))
    }
    return rows
  }

  /// The ledger's lines: guide, first cell, tests.
  static func ledger() throws -> [(Line, [String])] {
    let url = root.appendingPathComponent("Tests/LodestarTests/Migration/guide-rows.tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4 else { return (Line(guide: "malformed", firstCell: String(line)), []) }
      return (Line(guide: fields[0], firstCell: fields[1]), fields[2].split(separator: ";").map(String.init))
    }
  }

  @Test func everyGuideRowHasALineAndEveryLineARow() throws {
    var rows: Set<Line> = []
    for guide in Self.guides {
      for cell in try Self.rows(of: guide) { rows.insert(Line(guide: guide, firstCell: cell)) }
    }
    #expect(rows.count > 80)
    let lines = try Self.ledger().map(\.0)
    #expect(Set(lines).count == lines.count, "a row is listed twice")
    for row in rows.subtracting(lines) { Issue.record("no tests listed for \(row.guide) row \(row.firstCell)") }
    for line in Set(lines).subtracting(rows) { Issue.record("no guide row for ledger line \(line)") }
  }

  @Test func everyNamedTestExists() throws {
    var sources: [String: String] = [:]
    for (line, tests) in try Self.ledger() {
      #expect(!tests.isEmpty, "\(line.guide) \(line.firstCell) names no test")
      for test in tests {
        let parts = test.split(separator: ":", maxSplits: 1).map(String.init)
        let path = parts[0]
        let url = Self.root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
          Issue.record("\(line.firstCell): \(path) does not exist")
          continue
        }
        if parts.count == 1 {
          // A script Scripts/test runs.
          #expect(path.hasPrefix("Scripts/"), "\(test)")
          let testScript = try String(
            contentsOf: Self.root.appendingPathComponent("Scripts/test"), encoding: .utf8)
          #expect(testScript.contains("bash \(path)\n"), "\(path) is not run by Scripts/test")
          continue
        }
        if sources[path] == nil { sources[path] = try String(contentsOf: url, encoding: .utf8) }
        #expect(sources[path]?.contains("func \(parts[1])(") == true, "\(line.firstCell): \(test) does not exist")
      }
    }
  }
}
