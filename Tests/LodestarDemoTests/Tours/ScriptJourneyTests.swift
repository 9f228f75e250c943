import Foundation
import Testing

/// `lodestar-demo run --script … --format json` and `--script-file` (issue 29, item 10): a tour author tests
/// a journey without Swift, one scene a line, and a script that cannot be read runs nothing.
@Suite struct ScriptJourneyTests {
  /// One line of `--format json`.
  struct Record {
    var command: String
    var line: Int
    var time: Double
    var ended: Bool
    var scene: [String: Any]

    var stepIndex: Int? { scene["stepIndex"] as? Int }
    var hasCoachMark: Bool { !(scene["coachMark"] is NSNull) && scene["coachMark"] != nil }
    var openings: [String] { ((scene["overlay"] as? [String: Any])?["cutouts"] as? [String]) ?? [] }
    var skipHitFrame: (x: Double, y: Double, width: Double, height: Double)? {
      guard let control = scene["skipControl"] as? [String: Any], let frame = control["hitFrame"] as? [String: Double],
        let x = frame["x"], let y = frame["y"], let width = frame["width"], let height = frame["height"]
      else { return nil }
      return (x, y, width, height)
    }
  }

  static func records(_ arguments: [String], input: Data? = nil) throws -> (DemoProcess, [Record]) {
    let run = try DemoProcess.run(["run"] + arguments + ["--format", "json"], input: input)
    let records = try run.text.split(separator: "\n").map { line in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return Record(
        command: try #require(object["command"] as? String), line: try #require(object["line"] as? Int),
        time: try #require(object["time"] as? Double), ended: try #require(object["ended"] as? Bool),
        scene: try #require(object["scene"] as? [String: Any]))
    }
    return (run, records)
  }

  static func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-script-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func eachCommandPrintsOneSceneALine() throws {
    let (run, records) = try Self.records(["--script", "next; pause hide-instructions; resume; previous; stop"])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(records.map(\.command) == ["start", "next", "pause hide-instructions", "resume", "previous", "stop"])
    #expect(records.map(\.line) == [0, 1, 2, 3, 4, 5])
    #expect(records.map(\.time) == [2, 4, 6, 8, 10, 12])
    #expect(records.map(\.stepIndex) == [0, 1, 1, 1, 0, nil])
    #expect(records.map(\.hasCoachMark) == [true, true, false, true, true, false])
    #expect(records.map(\.ended) == [false, false, false, false, false, true])
  }

  @Test(arguments: [("hide-overlay", true, false), ("hide-nothing", true, true)])
  func pauseStylesHideWhatTheySay(style: String, showsCoachMark: Bool, showsOverlay: Bool) throws {
    let (run, records) = try Self.records(["--script", "pause \(style)"])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    let overlay = try #require(records.last?.scene["overlay"] as? [String: Any])
    #expect(records.last?.hasCoachMark == showsCoachMark)
    #expect(((overlay["opacity"] as? Double) ?? 0 > 0) == showsOverlay)
  }

  @Test func anImmediateStopEndsTheRunAndLaterCommandsDoNotRun() throws {
    let (run, records) = try Self.records(["--script", "stop-immediately; next; next"])
    #expect(run.exitStatus == 0)
    #expect(records.map(\.command) == ["start", "stop-immediately"])
    #expect(records.last?.ended == true && records.last?.hasCoachMark == false)
  }

  @Test func aTapOnTheSkipControlEndsTheTour() throws {
    let (_, first) = try Self.records(["--script", "wait 0"])
    let frame = try #require(first.first?.skipHitFrame)
    let (run, records) = try Self.records([
      "--script", "tap \(frame.x + frame.width / 2),\(frame.y + frame.height / 2)",
    ])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(records.last?.ended == true)
    // A tap on the dimmed screen far from the skip control does not end it.
    let (_, other) = try Self.records(["--script", "tap 5,700"])
    #expect(other.last?.ended == false)
  }

  @Test func movingTheTargetMovesTheOpening() throws {
    let (run, records) = try Self.records(["--script", "move profile.name 20,300; size 390x700; rotate"])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(records[0].openings.count == 1 && records[1].openings.count == 1)
    #expect(records[0].openings != records[1].openings)
    #expect(records[1].openings.first?.hasPrefix("M20 296") == true, "\(records[1].openings)")
    let size = try #require(records[2].scene["size"] as? [String: Double])
    #expect(size == ["width": 390, "height": 700])
    #expect(records[3].scene["size"] as? [String: Double] == ["width": 700, "height": 390])
  }

  @Test func aHiddenTargetIsSkippedAndAShownOneComesBack() throws {
    let (run, records) = try Self.records([
      "--script", "hide profile.avatar; next; previous; show profile.avatar; next",
    ])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    // Step 2's avatar is hidden: the controller waits for it, then skips to step 3.
    #expect(records.map(\.stepIndex) == [0, 0, 2, 0, 0, 1])
  }

  @Test func aScriptFileAndStandardInputGiveTheSameScenes() throws {
    let script = "# a journey\nnext\n\n  pause   hide-overlay  # comment\nresume\nwait 0.5\n"
    let file = try Self.temporaryFile(script)
    defer { try? FileManager.default.removeItem(at: file) }
    let (fromFile, records) = try Self.records(["--script-file", file.path])
    let (fromInput, _) = try Self.records(["--script-file", "-"], input: Data(script.utf8))
    #expect(fromFile.exitStatus == 0 && fromInput.exitStatus == 0, "stderr: \(fromFile.standardError)")
    #expect(fromFile.standardOutput == fromInput.standardOutput)
    #expect(records.map(\.line) == [0, 2, 4, 5, 6])
    #expect(records.map(\.command) == ["start", "next", "pause hide-overlay", "resume", "wait 0.5"])
    #expect(records.map(\.time) == [2, 4, 6, 8, 8.5])
  }

  /// A script line that cannot be read stops the run before anything runs, with its line and exit 65
  /// (`--script`: its position and 64).
  @Test(arguments: [
    ("next\nfly\n", "2: unknown script command 'fly'"),
    ("next\n\nwait -1\n", "3: wait: expected a number between 0 and 86400, found '-1'"),
    ("wait 86400.001\n", "1: wait: expected a number between 0 and 86400"),
    ("tap 391,10\n", "1: tap 391,10 is outside the screen's 390x844 points"),
    ("tap 10,844.5\n", "1: tap 10,844.5 is outside the screen's 390x844 points"),
    ("rotate\ntap 400,10\ntap 10,400\n", "3: tap 10,400 is outside the screen's 844x390 points"),
    ("size 100x50\ntap 100,51\n", "2: tap 100,51 is outside the screen's 100x50 points"),
    ("size 0x50\n", "1: size W: expected a number between 1 and 10000, found '0'"),
    ("size 10001x50\n", "1: size W: expected a number between 1 and 10000"),
    ("tap 1e400,1\n", "1: tap X: expected a number"),
    ("tap nan,1\n", "1: tap X: expected a number, found 'nan'"),
    ("tap 1\n", "1: tap: expected X,Y, found '1'"),
    ("move profile.nmae 1,1\n", "1: the screen has no element 'profile.nmae'; did you mean 'profile.name'?"),
    ("hide\n", "1: hide takes ID, found 0 words after it"),
    ("next now\n", "1: next takes nothing, found 1 words after it"),
    ("pause sideways\n", "1: unknown pause style 'sideways'"),
  ])
  func aBadLineIsRefusedWithItsLineNumber(script: String, message: String) throws {
    let file = try Self.temporaryFile(script)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try DemoProcess.run(["run", "--script-file", file.path, "--format", "json"])
    #expect(run.exitStatus == 65)
    #expect(run.standardOutput.isEmpty, "a command ran: \(run.text.prefix(200))")
    #expect(run.standardError.contains("\(file.lastPathComponent):\(message)"), "\(run.standardError)")
    let fromInput = try DemoProcess.run(["run", "--script-file", "-"], input: Data(script.utf8))
    #expect(fromInput.exitStatus == 65 && fromInput.standardError.contains("standard input:\(message)"))
  }

  @Test func theScreensEdgesAreInsideIt() throws {
    let (run, records) = try Self.records(["--script", "tap 390,844; tap 0,0; size 100x50; tap 100,50"])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(records.count == 5)
  }

  @Test(arguments: [
    (["--script", "next;fly"], "--script: command 2: unknown script command 'fly'"),
    (["--script", "next,tap 5,5"], "--script: command 1: unknown script command 'next,tap' (next (n), "),
    (["--script", "next,tap 5,5"], "(separate the commands with ';')"),
    (["--script", "next", "--script-file", "/dev/null"], "give --script or --script-file, not both"),
    (["-", "--script-file", "-"], "only one of the tour, the screen and the script can be read from standard input"),
    (["--script", "next", "--format", "xml"], "--format: expected text or json, found 'xml'"),
    (["--format", "json"], "--format applies to --script and --script-file runs"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let run = try DemoProcess.run(["run"] + arguments)
    #expect(run.exitStatus == 64)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains(message), "\(run.standardError)")
  }

  /// The README's journey runs as it says: the hidden avatar's step is skipped, the opening follows a moved
  /// target, and the immediate stop ends the run.
  @Test func theReadmesJourneyRuns() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "### A tour's journey, without Swift"))
    let rest = readme[section.upperBound...]
    let start = try #require(rest.range(of: "```text\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    let script = String(rest[start.upperBound..<end.lowerBound])
    let (run, records) = try Self.records(["--script-file", "-"], input: Data(script.utf8))
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(records.map(\.command).contains("move stats.posts 20,300"))
    let next = try #require(records.first { $0.command == "next" })
    #expect(next.stepIndex == 2)
    let moved = try #require(records.firstIndex { $0.command.hasPrefix("move") })
    #expect(records[moved].openings != records[moved - 1].openings)
    #expect(records.last?.command == "stop-immediately" && records.last?.ended == true)
  }

  @Test func aMissingOrUnreadableScriptFileIsAFileError() throws {
    #expect(try DemoProcess.run(["run", "--script-file", "/nonexistent/script"]).exitStatus == 66)
    let notUTF8 = try Self.temporaryFile("")
    defer { try? FileManager.default.removeItem(at: notUTF8) }
    try Data([0x6E, 0xFF, 0x0A]).write(to: notUTF8)
    let run = try DemoProcess.run(["run", "--script-file", notUTF8.path])
    #expect(run.exitStatus == 65 && run.standardError.contains("the script is not UTF-8 text"))
  }
}
