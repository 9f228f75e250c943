import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `lodestar-demo check`: the built-in tour and the examples pass; findings, JSON, the HTML report, exit
/// statuses and hostile input.
@Suite struct CheckCommandTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demo/Examples")

  /// Whether `line` reads `step N (id) WxH ltr|rtl: what: where`.
  static func isFindingLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/step [0-9]+ \([^)]*\) [0-9.]+x[0-9.]+ (ltr|rtl): .+: .+/#) != nil
  }

  static func temporaryPath(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-check-\(getpid())-\(name)")
  }

  @Test func theBuiltInTourPassesAtEverySizeAndDirection() throws {
    let run = try DemoProcess.run(["check"])
    #expect(run.exitStatus == 0, "\(run.text)\(run.standardError)")
    #expect(run.text == "")
    #expect(run.standardError == "check: 260 scenes (5 steps, 26 sizes, 2 directions): no findings\n")
  }

  @Test func everyExampleTourPassesOverItsScreen() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).sorted()
    // Tour documents: the JSON files with steps (not the screens, the walkthrough or the schemas).
    let tours = try files.filter { name in
      guard name.hasSuffix(".json"), !name.hasSuffix(".schema.json") else { return false }
      let text = try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
      return text.contains("\"steps\"")
    }
    #expect(tours == ["inbox-hint.json", "profile-tour.json", "settings-tour.json"])
    for (tour, screen) in [
      ("profile-tour.json", "profile-screen.json"), ("inbox-hint.json", "inbox-screen.json"),
      ("settings-tour.json", "profile-screen.json"),
    ] {
      let arguments = [
        "check", Self.examples.appendingPathComponent(tour).path, "--screen",
        Self.examples.appendingPathComponent(screen).path,
      ]
      for sizes in [[], ["--sizes", "all"]] {
        let run = try DemoProcess.run(arguments + sizes)
        #expect(run.exitStatus == 0, "\(tour) \(sizes): \(run.text)\(run.standardError)")
        #expect(run.standardError.hasSuffix("no findings\n"), "\(tour) \(sizes): \(run.standardError)")
      }
    }
  }

  @Test func findingsArePrintedOnePerLineAndExitWith1() throws {
    // 120×120 points is too small for the coach marks: the next label goes below the hint (it would leave the hint
    // less than half of the body beside it), and the body is then taller than the room beside its target.
    let run = try DemoProcess.run(["check", "--sizes", "120x120", "--direction", "ltr"])
    #expect(run.exitStatus == 1)
    let lines = run.text.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty)
    for line in lines { #expect(Self.isFindingLine(line), "\(line)") }
    // The name (step 1) lies below 120 points: it cannot be seen, so the step does not show (issue 33).
    #expect(
      lines.first
        == "step 1 (step-1) 120x120 ltr: the step does not show: its target (profile.name) is out of view (off the screen, or clipped by a scroll container)"
    )
    #expect(
      lines.dropFirst().first
        == "step 2 (step-2) 120x120 ltr: target profile.avatar can be seen only in part: target profile.avatar (20, 108, 80, 80), visible part (20, 108, 80, 12)"
    )
    #expect(
      lines.dropFirst(2).first
        == "step 3 (step-3) 120x120 ltr: the step does not show: its target (stats.posts, stats.followers, stats.following) is out of view (off the screen, or clipped by a scroll container)"
    )
    #expect(run.standardError == "check: 5 scenes (5 steps, 1 sizes, 1 direction): \(lines.count) findings\n")

    let json = try DemoProcess.run(["check", "--sizes", "120x120", "--direction", "ltr", "--format", "json"])
    #expect(json.exitStatus == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == lines.count)
    #expect(findings.first?["kind"] as? String == "stepDoesNotShow")
    let second = findings.dropFirst().first
    #expect(second?["kind"] as? String == "targetPartlyOutOfView")
    #expect(second?["step"] as? Double == 2)
    #expect(second?["direction"] as? String == "ltr")
    #expect((second?["frames"] as? [Any])?.count == 2)
    let checked = try #require(object["checked"] as? [String: Any])
    #expect(checked["scenes"] as? Double == 5)
  }

  /// Issue 38: a size given twice was checked twice, the summary said "20 scenes (5 steps, 1 sizes, …)" and
  /// every finding was reported once per copy. Each size is checked once now, where it first appears, and the
  /// counts agree with what is reported.
  @Test(arguments: ["120x120,120x120", "120x120,120X120,1.2e2x120,120x120.0"])
  func aSizeGivenTwiceIsCheckedOnce(sizes: String) throws {
    let once = try DemoProcess.run(["check", "--sizes", "120x120", "--format", "json"])
    let twice = try DemoProcess.run(["check", "--sizes", sizes, "--format", "json"])
    #expect(twice.exitStatus == 1, "\(twice.standardError)")
    #expect(twice.text == once.text)
    #expect(twice.standardError == once.standardError)
    #expect(twice.standardError.hasPrefix("check: 10 scenes (5 steps, 1 sizes, 2 directions): "))
  }

  @Test func theReportIsOneHTMLPageWithAnSVGPerFrameAndTheFindingsOutlined() throws {
    let directory = Self.temporaryPath("report")
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try DemoProcess.run([
      "check", "--sizes", "120x120,390x844", "--direction", "both", "--report", directory.path,
    ])
    #expect(run.exitStatus == 1)
    let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for external in ["<script", "<link", "src=", "url(", "@import"] {
      #expect(!html.contains(external), "self-contained: no \(external)")
    }
    let document = try XMLDocument(data: Data(html.utf8))
    #expect(document.rootElement()?.localName == "html")
    // 5 steps × 2 sizes × 2 directions.
    let svgs = try document.nodes(forXPath: "//*[local-name()='svg']")
    #expect(svgs.count == 20)
    let outlines = try document.nodes(forXPath: "//*[local-name()='g'][starts-with(@id, 'finding-')]")
    #expect(!outlines.isEmpty)
    let listed = try document.nodes(forXPath: "//*[local-name()='li']")
    #expect(listed.count == run.text.split(separator: "\n").count)
    #expect(html.contains("fill=\"none\" stroke=\"#DE0000\" stroke-width=\"2\""))
    #expect(html.contains("No findings."))
  }

  @Test(arguments: [
    (["check", "/nonexistent/tour.json"], Int32(66), "no such file"),
    (["check", "--sizes", "390"], Int32(64), "Usage: lodestar-demo check"),
    (["check", "--sizes", "0x844"], Int32(64), "--sizes must be"),
    (["check", "--sizes", "nanxnan"], Int32(64), "--sizes must be"),
    (["check", "--sizes", "99999x1"], Int32(64), "--sizes must be"),
    (["check", "--direction", "up"], Int32(64), "--direction: expected ltr, rtl or both, found 'up'"),
    (["check", "--format", "svg"], Int32(64), "--format: expected text or json, found 'svg'"),
    (["check", "--bogus"], Int32(64), "unknown option '--bogus'"),
    (["check", "a.json", "b.json"], Int32(64), "unexpected argument 'b.json'"),
    (["check", "--report"], Int32(64), "--report needs a value"),
    (["check", "/tmp"], Int32(74), "not a regular file"),
  ])
  func exitStatuses(arguments: [String], status: Int32, message: String) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == status, "\(arguments): \(run.standardError)")
    #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
  }

  @Test func malformedToursAndScreensExitWith65AndThePathAndLine() throws {
    let tour = Self.temporaryPath("bad-tour.json")
    let screen = Self.temporaryPath("bad-screen.json")
    let empty = Self.temporaryPath("empty.json")
    defer { for file in [tour, screen, empty] { try? FileManager.default.removeItem(at: file) } }
    try Data("{\n  \"version\": 1,\n  \"id\": \"x\",\n  \"steps\": [\n    {\"id\": 3}\n  ]\n}\n".utf8).write(to: tour)
    try Data("{\"roots\": [{\"id\": \"a\", \"frame\": [1, 2]}]}".utf8).write(to: screen)
    try Data().write(to: empty)
    let badTour = try DemoProcess.run(["check", tour.path])
    #expect(badTour.exitStatus == 65)
    #expect(badTour.standardError.hasPrefix("lodestar-demo check: \(tour.path): "), "\(badTour.standardError)")
    #expect(badTour.standardError.contains("line 5"), "\(badTour.standardError)")
    let badScreen = try DemoProcess.run(["check", "--screen", screen.path])
    #expect(badScreen.exitStatus == 65, "\(badScreen.standardError)")
    #expect(badScreen.standardError.contains(screen.path))
    let emptyTour = try DemoProcess.run(["check", empty.path])
    #expect(emptyTour.exitStatus == 65, "\(emptyTour.standardError)")
    for run in [badTour, badScreen, emptyTour] { #expect(!run.standardError.contains("Fatal error")) }
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let fifo = Self.temporaryPath("fifo.json")
    defer { try? FileManager.default.removeItem(at: fifo) }
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let run = try DemoProcess.run(["check", fifo.path])
    #expect(run.exitStatus == 74)
    #expect(run.standardError.contains("not a regular file"))
  }

  /// Issue 34: `--text-sizes` checks each step at each text size, once per name, and each finding names its size.
  @Test func eachTextSizeIsCheckedOnceAndNamedInItsFindings() throws {
    let run = try DemoProcess.run([
      "check", "--sizes", "390x844", "--direction", "ltr", "--text-sizes", "large,xxxLarge,large",
    ])
    #expect(run.exitStatus == 0, "\(run.text)\(run.standardError)")
    #expect(run.standardError == "check: 10 scenes (5 steps, 1 sizes, 1 direction, 2 text sizes): no findings\n")
    let all = try DemoProcess.run(["check", "--sizes", "390x844", "--direction", "rtl", "--text-sizes", "all"])
    #expect(all.standardError.hasPrefix("check: 60 scenes (5 steps, 1 sizes, 1 direction, 12 text sizes)"))

    let small = try DemoProcess.run([
      "check", "--sizes", "120x120", "--direction", "ltr", "--text-sizes", "accessibility5",
    ])
    #expect(small.exitStatus == 1)
    #expect(small.text.hasPrefix("step 1 (step-1) 120x120 ltr accessibility5: the step does not show"), "\(small.text)")
    let json = try DemoProcess.run([
      "check", "--sizes", "120x120", "--direction", "ltr", "--text-sizes", "accessibility5", "--format", "json",
    ])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.first?["textSize"] as? String == "accessibility5")
    #expect((object["checked"] as? [String: Any])?["textSizes"] as? Double == 1)
  }

  /// Issue 34: `--pseudo` checks the tour with its strings changed, each pseudo-language as its own run (right-to-left
  /// strings only right to left), and each finding names it.
  @Test func eachPseudoLanguageIsItsOwnRun() throws {
    let run = try DemoProcess.run(["check", "--sizes", "390x844", "--pseudo", "all"])
    #expect(run.exitStatus == 0, "\(run.text)\(run.standardError)")
    // double, accented and bounded in both directions, rtl right to left: 7 runs of 5 steps.
    #expect(run.standardError.hasPrefix("check: 35 scenes (5 steps, 1 sizes, 2 directions, 4 pseudo-languages)"))
    let small = try DemoProcess.run([
      "check", "--sizes", "120x120", "--direction", "ltr", "--pseudo", "double", "--text-sizes", "accessibility5",
    ])
    #expect(small.exitStatus == 1)
    #expect(
      small.text.hasPrefix(
        "step 1 (step-1) 120x120 ltr accessibility5 pseudo-double: the step does not show: its target (profile.name)"),
      "\(small.text)"
    )
    let wrong = try DemoProcess.run(["check", "--pseudo", "duble"])
    #expect(wrong.exitStatus == 64 && wrong.standardError.contains("did you mean 'double'?"), "\(wrong.standardError)")
  }

  @Test func anUnknownTextSizeIsRefusedWithADidYouMean() throws {
    let run = try DemoProcess.run(["check", "--text-sizes", "large,accesibility2"])
    #expect(run.exitStatus == 64)
    #expect(run.standardError.contains("'accesibility2' is not a text size"), "\(run.standardError)")
    #expect(run.standardError.contains("did you mean 'accessibility2'?"), "\(run.standardError)")
    #expect(try DemoProcess.run(["check", "--text-sizes", ""]).exitStatus == 64)
  }

  @Test func controlCharactersFromTheTourNeverReachTheTerminal() throws {
    let tour = Self.temporaryPath("escape.json")
    defer { try? FileManager.default.removeItem(at: tour) }
    let text =
      #"{"version": 1, "id": "t", "steps": [{"id": "a\u001b]0;pwned\u0007b", "targets": ["profile.name"], "hint": "Hi", "nextText": "Next"}]}"#
    try Data(text.utf8).write(to: tour)
    // The target lies below 120 points, so the step does not show: a finding that names the step.
    let run = try DemoProcess.run(["check", tour.path, "--sizes", "120x120"])
    #expect(run.exitStatus == 1, "\(run.standardError)")
    #expect(!run.standardOutput.contains(0x1B) && !run.standardOutput.contains(0x07))
    #expect(run.text.contains("(a\u{FFFD}]0;pwned\u{FFFD}b)"))
  }

  /// A screen file, 320×568, whose "edit" lies past its right edge and whose "row" sits below the fold of a
  /// clipping list that does not scroll, and a tour over both (issue 33: such a screen passed `check` at its own
  /// size). The first step reveals (the default): its target stays out of view, so it does not show. The second
  /// does not (`"reveal": "none"`): it shows over a target that cannot be seen (its opening over the list's empty
  /// part), which the audit finds.
  static func offScreenFiles() throws -> (tour: URL, screen: URL) {
    let tour = temporaryPath("offscreen-tour.json")
    let screen = temporaryPath("offscreen-screen.json")
    let element = { (id: String, x: Int, y: Int, width: Int, height: Int, rest: String) in
      #"{"id": "\#(id)", "frame": {"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}\#(rest)}"#
    }
    let list = element(
      "list", 0, 100, 320, 200, #", "clipsToBounds": true, "children": ["# + element("row", 0, 260, 320, 44, "") + "]")
    let root = element(
      "root", 0, 0, 320, 568,
      #", "clipsToBounds": true, "children": ["# + element("edit", 330, 52, 52, 44, "") + ", " + list + "]")
    try Data(#"{"format": 1, "roots": [\#(root)]}"#.utf8).write(to: screen)
    let steps = [
      #"{"id": "edit", "targets": "edit", "hint": "Here.", "nextText": "Next"}"#,
      #"{"id": "row", "targets": "row", "hint": "Here.", "nextText": "Next", "reveal": "none"}"#,
    ]
    try Data(#"{"version": 1, "id": "t", "steps": [\#(steps.joined(separator: ", "))]}"#.utf8).write(to: tour)
    return (tour, screen)
  }

  @Test func aTargetThatCannotBeSeenFailsTheCheckAtTheScreensOwnSize() throws {
    let (tour, screen) = try Self.offScreenFiles()
    defer {
      try? FileManager.default.removeItem(at: tour)
      try? FileManager.default.removeItem(at: screen)
    }
    let run = try DemoProcess.run(["check", tour.path, "--screen", screen.path, "--direction", "ltr"])
    #expect(run.exitStatus == 1, "\(run.text)\(run.standardError)")
    let lines = run.text.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "step 1 (edit) 320x568 ltr: the step does not show: its target (edit) is out of view (off the screen, or clipped by a scroll container)",
      "\(lines)")
    #expect(
      lines.contains(
        "step 2 (row) 320x568 ltr: target row cannot be seen: target row (0, 360, 320, 44), screen (0, 0, 320, 568)"),
      "\(lines)")
    let json = try DemoProcess.run(["check", tour.path, "--screen", screen.path, "--format", "json"])
    #expect(json.exitStatus == 1)
    #expect(json.text.contains(#""kind": "targetOutOfView""#))
    #expect(json.text.contains(#""kind": "stepDoesNotShow""#))
  }

  /// A screen file's frames are fixed: sizes it does not fit are skipped and named; none left is a usage error.
  @Test func aScreenFileIsCheckedOnlyAtTheSizesItFits() throws {
    let screen = Self.examples.appendingPathComponent("profile-screen.json").path
    let tour = Self.examples.appendingPathComponent("profile-tour.json").path
    let some = try DemoProcess.run(["check", tour, "--screen", screen, "--sizes", "320x568,390x844,391x844,390x843"])
    #expect(some.exitStatus == 0, "\(some.text)\(some.standardError)")
    #expect(
      some.standardError == """
        check: the screen file's frames are fixed, laid out for 390x844, and not laid out again for another size: \
        skipped 2 sizes narrower or shorter than that (320x568, 390x843)
        check: 20 scenes (5 steps, 2 sizes, 2 directions): no findings

        """)
    let json = try DemoProcess.run(
      ["check", tour, "--screen", screen, "--sizes", "320x568,390x844", "--format", "json"])
    #expect(json.text.contains(#""skippedSizes": ["320x568"]"#), "\(json.text)")
    let none = try DemoProcess.run(["check", tour, "--screen", screen, "--sizes", "320x568"])
    #expect(none.exitStatus == 64)
    #expect(none.standardError.contains("every size is narrower or shorter than the screen file's 390x844"))
    // The built-in screen is laid out again for every size: nothing is skipped.
    let builtIn = try DemoProcess.run(["check", "--sizes", "320x568"])
    #expect(builtIn.exitStatus == 0 && !builtIn.standardError.contains("skipped"))
  }
}
