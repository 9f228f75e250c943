import Foundation
import LodestarTestSupport
import Testing

/// When a step does not show, `render` and `run` say why, truly: an `afterDuration` completer too short for
/// the clock ends the step before its first frame (its target is there), a step lives in another host, a
/// target is missing. A `run` in which no step shows fails (65) as `render` does, instead of printing nothing.
@Suite struct StepVisibilityTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demo/Examples")

  static func tour(_ json: String, in directory: URL) throws -> String {
    let file = directory.appendingPathComponent("tour.json")
    try Data(json.utf8).write(to: file)
    return file.path
  }

  static func instantStep(action: String) -> String {
    #"{"version": 1, "id": "t", "steps": [{"id": "a", "targets": ["profile.avatar"], "title": "A", "hint": "h", "#
      + #""completers": [{"type": "afterDuration", "seconds": 1e-300, "action": "\#(action)"}]}, "#
      + #"{"id": "b", "targets": ["profile.name"], "title": "B", "hint": "h"}]}"#
  }

  @Test(arguments: [
    ("advance", "and the tour moves on to step 2"), ("dismiss", "and the tour ends"),
  ])
  func aDurationTooShortForTheClockIsTheReasonNotAMissingTarget(action: String, after: String) throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-instant")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.tour(Self.instantStep(action: action), in: directory)
    let run = try DemoProcess.run(["render", path])
    #expect(run.exitStatus == 65)
    #expect(
      run.standardError
        == "lodestar-demo render: step 1 does not show: its \"afterDuration\" completer of 1e-300 seconds ends it as soon as it shows, \(after)\n"
    )
    #expect(run.standardOutput.isEmpty)
  }

  @Test func aMissingTargetIsStillNamedAndTheListIsBounded() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-missing")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.tour(
      #"{"version": 1, "id": "t", "steps": [{"id": "a", "targets": ["x1", "x2", "x3", "x4", "x5"], "hint": "h"}]}"#,
      in: directory)
    let render = try DemoProcess.run(["render", path])
    #expect(render.exitStatus == 65)
    #expect(
      render.standardError
        == "lodestar-demo render: step 1 does not show: its target (x1, x2, x3 and 2 more) is missing\n")
    let run = try DemoProcess.run(["run", path])
    #expect(run.exitStatus == 65)
    #expect(
      run.standardError
        == "lodestar-demo: step 1 does not show: its target (x1, x2, x3 and 2 more) is missing; no step of the tour shows\n"
    )
  }

  /// `run inbox-hint.json` without its screen: the step lives in host "inbox"; every mode says so and exits
  /// 65, like `render`.
  @Test(arguments: [[String](), ["--script", "next"], ["--script", "next", "--color", "always"]])
  func aRunInWhichNoStepShowsSaysWhy(options: [String]) throws {
    let tour = Self.examples.appendingPathComponent("inbox-hint.json").path
    let run = try DemoProcess.run(["run", tour] + options)
    #expect(run.exitStatus == 65, "\(options): \(run.standardError)")
    #expect(
      run.standardError
        == "lodestar-demo: step 1 does not show: it lives in host \"inbox\", but the screen's root is \"profile\"; no step of the tour shows\n",
      "\(options)")
    #expect(run.standardOutput.isEmpty, "\(options)")
    let render = try DemoProcess.run(["render", tour])
    #expect(render.exitStatus == 65)
    #expect(
      render.standardError
        == "lodestar-demo render: step 1 does not show: it lives in host \"inbox\", but the screen's root is \"profile\"\n"
    )
  }

  @Test func anInteractiveRunInWhichNoStepShowsSaysWhyBeforeTakingTheTerminal() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let tour = Self.examples.appendingPathComponent("inbox-hint.json").path
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-demo-noshow-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["run", tour, "--state", state.path])
    #expect(terminal.waitForExit(), "output: \(terminal.text.debugDescription)")
    #expect(terminal.exitStatus == 65)
    #expect(
      terminal.text.contains("step 1 does not show: it lives in host \"inbox\""), "\(terminal.text.debugDescription)")
    #expect(!terminal.text.contains("\u{1B}[?1049h"), "the alternate screen was entered")
  }

  @Test func aRunWithItsScreenStillPlays() throws {
    let run = try DemoProcess.run([
      "run", Self.examples.appendingPathComponent("inbox-hint.json").path, "--screen",
      Self.examples.appendingPathComponent("inbox-screen.json").path,
    ])
    #expect(run.exitStatus == 0, "\(run.standardError)")
    #expect(run.text.hasPrefix("Step 1 of 1: inbox-tab\n"))
  }

  /// A tour whose first step ends at once still plays when a later step shows.
  @Test func aRunInWhichALaterStepShowsPlaysIt() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-later")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.tour(Self.instantStep(action: "advance"), in: directory)
    let run = try DemoProcess.run(["run", path])
    #expect(run.exitStatus == 0, "\(run.standardError)")
    #expect(run.text.hasPrefix("Step 2 of 2: B\n"), "\(run.text)")
  }
}
