import Foundation
import LodestarTestSupport
import Testing

/// Issue 34: `check --walkthrough` audits every page of a walkthrough at every size, direction, text size and
/// pseudo-language; the built-in walkthrough and the example pass, and a finding names where it was found.
@Suite struct CheckWalkthroughTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demo/Examples")

  @Test func theBuiltInWalkthroughHasNoFindingAtEverySizeDirectionTextSizeAndPseudoLanguage() throws {
    let run = try DemoProcess.run([
      "check", "--walkthrough", "--text-sizes", "all", "--pseudo", "all", "--sizes", "all",
    ])
    #expect(run.exitStatus == 0, "\(run.text)")
    #expect(run.text.isEmpty, "\(run.text.prefix(2000))")
    #expect(
      run.standardError
        == "check: 8736 scenes (4 pages, 26 sizes, 2 directions, 12 text sizes, 4 pseudo-languages): no findings\n")
  }

  @Test func theExampleWalkthroughHasNoFindingInItsOwnStrings() throws {
    let path = Self.examples.appendingPathComponent("walkthrough.json").path
    let run = try DemoProcess.run(["check", "--walkthrough", path, "--text-sizes", "all", "--sizes", "all"])
    #expect(run.exitStatus == 0, "\(run.text.prefix(2000))")
    #expect(run.standardError == "check: 2496 scenes (4 pages, 26 sizes, 2 directions, 12 text sizes): no findings\n")
  }

  /// A page whose text fits no factor (400 words on a small phone): the page clips it, and each finding names
  /// the page, the screen size, the direction, the text size and the pseudo-language.
  @Test func aFindingNamesThePageSizeDirectionTextSizeAndPseudoLanguage() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-check-walkthrough")
    defer { try? FileManager.default.removeItem(at: directory) }
    let words = String(repeating: "word ", count: 400)
    let document = """
      {"version": 1, "id": "long", "options": {"size": {"width": 390, "height": 844}},
       "pages": [{"id": "endless", "title": "Endless", "elements": [
         {"id": "endless.body", "frame": {"x": 20, "y": 100, "width": 350, "height": 100}, "text": "\(words)"}]}]}
      """
    let file = directory.appendingPathComponent("long.json")
    try Data(document.utf8).write(to: file)
    let run = try DemoProcess.run([
      "check", "--walkthrough", file.path, "--sizes", "568x320", "--direction", "rtl", "--text-sizes",
      "accessibility5", "--pseudo", "bounded",
    ])
    #expect(run.exitStatus == 1, "\(run.standardError)")
    let lines = run.text.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.hasPrefix("page 1 (endless) 568x320 rtl accessibility5 pseudo-bounded: "), "\(line)")
    }
    #expect(lines.contains { $0.contains("element endless.body leaves the page") }, "\(run.text)")
    #expect(lines.contains { $0.contains("is cut off") }, "\(run.text)")
    #expect(
      run.standardError.hasPrefix("check: 1 scenes (1 pages, 1 sizes, 1 direction, 1 text size, 1 pseudo-language): "))
    let json = try DemoProcess.run([
      "check", "--walkthrough", file.path, "--sizes", "568x320", "--direction", "ltr", "--format", "json",
    ])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.first?["page"] as? Int == 1)
    #expect(findings.first?["id"] as? String == "endless")
  }

  @Test func aWalkthroughHasNoScreenUnderIt() throws {
    let run = try DemoProcess.run(["check", "--walkthrough", "--screen", "screen.json"])
    #expect(run.exitStatus == 64)
    #expect(run.standardError.contains("--walkthrough checks its pages alone"), "\(run.standardError)")
  }

  @Test func theReportDrawsEveryPage() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-check-walkthrough-report")
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try DemoProcess.run([
      "check", "--walkthrough", "--sizes", "320x568", "--direction", "ltr", "--report", directory.path,
    ])
    #expect(run.exitStatus == 0, "\(run.standardError)")
    let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    for page in 1...4 { #expect(html.contains("<h3>page \(page) (")) }
    #expect(html.contains("No findings."))
  }
}
