import Foundation
import Testing

/// Every row of the three migration guides names the tests that check its behaviour (issue 31, item 9), in
/// `guide-rows.tsv`, and every row of the README's behaviour tables (the features and "Coming from
/// Instructions"), in `readme-rows.tsv`: a row added without tests, a line left after its row changed, or a test
/// renamed away fails here.
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
    return tables(in: try String(contentsOf: url, encoding: .utf8)).flatMap { $0 }
  }

  /// The README's tables that state behaviour, by their ledger names: the two tables under "## Features" (the
  /// feature table and "Coming from Instructions"), and no more, so a new table there needs a ledger name.
  static func readmeRows() throws -> [String: [String]] {
    let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "## Features") else { return [:] }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    let tables = tables(in: lines[start..<end].joined(separator: "\n"))
    #expect(tables.count == 2, "the README's Features section has \(tables.count) tables; give each a ledger name")
    return Dictionary(uniqueKeysWithValues: zip(["README-features", "README-instructions"], tables))
  }

  /// The first cells of each table's rows (not the header, not the `|---|` line), one array per table.
  static func tables(in markdown: String) -> [[String]] {
    var tables: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        if let table = current { tables.append(table) }
        current = nil
        continue
      }
      var rows = current ?? []
      if line.allSatisfy({ "|-: ".contains($0) }) {
        if !rows.isEmpty { rows.removeLast() }  // the header above the separator
      } else {
        let first = line.dropFirst().components(separatedBy: " | ").first ?? ""
        rows.append(first.trimmingCharacters(in: .whitespaces))
      }
      current = rows
    }
    if let table = current { tables.append(table) }
    return tables
  }

  /// The ledgers' lines: guide (or README table), first cell, tests.
  static func ledger() throws -> [(Line, [String])] {
    try ["guide-rows.tsv", "readme-rows.tsv"].flatMap { name in
      let url = root.appendingPathComponent("Tests/LodestarTests/Migration/\(name)")
      return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap {
        line -> (Line, [String])? in
        guard !line.hasPrefix("#") else { return nil }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4 else { return (Line(guide: "malformed", firstCell: String(line)), []) }
        return (Line(guide: fields[0], firstCell: fields[1]), fields[2].split(separator: ";").map(String.init))
      }
    }
  }

  @Test func everyGuideRowHasALineAndEveryLineARow() throws {
    var rows: Set<Line> = []
    for guide in Self.guides {
      for cell in try Self.rows(of: guide) { rows.insert(Line(guide: guide, firstCell: cell)) }
    }
    #expect(rows.count > 80)
    let readme = try Self.readmeRows()
    for (table, cells) in readme {
      for cell in cells { rows.insert(Line(guide: table, firstCell: cell)) }
    }
    #expect(readme["README-features"]?.count ?? 0 > 30 && readme["README-instructions"]?.count ?? 0 > 5)
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
          // A command line of Scripts/test runs it (not a comment that names it).
          let runs = testScript.split(separator: "\n").contains { line in
            ["bash ", "python3 "].contains { line.hasPrefix($0 + path) }
          }
          #expect(runs, "\(path) is not run by Scripts/test")
          continue
        }
        if sources[path] == nil { sources[path] = try String(contentsOf: url, encoding: .utf8) }
        #expect(sources[path]?.contains("func \(parts[1])(") == true, "\(line.firstCell): \(test) does not exist")
      }
    }
  }
}
