import Foundation
import Testing

/// How the demo goes through the eligibility layer: auto-play and `--script` over a fresh in-memory store
/// (whatever the state file or the environment says), interactive runs over the file store.
@Suite struct DemoEligibilityTests {
  /// The built-in tour's record in a state file: finished, or `reason` (with a completion only when given).
  static func stateFile(
    named name: String, reason: String, invalidationDate: Double, completionDate: Double?
  ) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-\(name)-\(getpid()).json")
    let completion = completionDate.map { #""completionDate":\#(Int($0)),"# } ?? ""
    let json =
      #"{"events":{},"parameters":{},"records":{"lodestar.builtin-profile-tour":{\#(completion)"displayCount":1,"#
      + #""displayDuration":12,"firstDisplayDate":789264000,"invalidationDate":\#(Int(invalidationDate)),"#
      + #""invalidationReason":"\#(reason)","lastDisplayDate":789264000}},"schemaVersion":1}"#
    try Data(json.utf8).write(to: url)
    return url
  }

  /// A state saying the tour was finished, plus environment variables that would hide it or wipe the
  /// store if they were read: auto-play still plays every step, prints what a run without state prints,
  /// and leaves the file alone.
  @Test func autoPlayUsesAFreshInMemoryStore() throws {
    let state = try Self.stateFile(
      named: "auto-play-state", reason: "completed", invalidationDate: 789_264_000, completionDate: 789_264_000)
    defer { try? FileManager.default.removeItem(at: state) }
    let before = try Data(contentsOf: state)
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-xdg-\(getpid())")
    defer { try? FileManager.default.removeItem(at: data) }
    let hostile = [
      "LODESTAR_HIDE_ALL": "1", "LODESTAR_RESET_STORE": "1", "XDG_DATA_HOME": data.path, "HOME": data.path,
    ]
    let plain = try DemoProcess.run([])
    let withState = try DemoProcess.run(["--state", state.path], environment: hostile)
    let withoutState = try DemoProcess.run([], environment: hostile)
    #expect(withState.exitStatus == 0, "stderr: \(withState.standardError)")
    #expect(withoutState.exitStatus == 0, "stderr: \(withoutState.standardError)")
    #expect(withState.text.split(separator: "\n").filter { $0.hasPrefix("Step ") }.count == 5)
    #expect(withState.standardOutput == plain.standardOutput)
    #expect(withoutState.standardOutput == plain.standardOutput)
    #expect(try Data(contentsOf: state) == before, "auto-play changed the state file")
    #expect(!FileManager.default.fileExists(atPath: data.path), "auto-play created a state directory")
  }

  @Test func scriptRunsUseAFreshInMemoryStore() throws {
    let state = try Self.stateFile(
      named: "script-state", reason: "completed", invalidationDate: 789_264_000, completionDate: 789_264_000)
    defer { try? FileManager.default.removeItem(at: state) }
    let before = try Data(contentsOf: state)
    let script = ["--script", "next,next,next,next,next"]
    let plain = try DemoProcess.run(script)
    let withState = try DemoProcess.run(
      script + ["--state", state.path], environment: ["LODESTAR_HIDE_ALL": "1", "LODESTAR_RESET_STORE": "1"])
    #expect(withState.exitStatus == 0, "stderr: \(withState.standardError)")
    #expect(withState.standardOutput == plain.standardOutput)
    #expect(withState.text.hasPrefix("# start\nStep 1 of 5: Your name\n"))
    #expect(withState.text.hasSuffix("# next\nTour ended.\n"))
    #expect(try Data(contentsOf: state) == before, "the script run changed the state file")
  }
}

extension DemoEligibilityTests {
  /// A tour limited to one display keeps `.displayCountExceeded` as its reason; the record's completion
  /// date still makes the interactive demo say it was finished, on the completion's date.
  @Test func aCompletionRecordedAfterAnEarlierReasonStillReadsAsFinished() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = try Self.stateFile(
      named: "count-exceeded", reason: "displayCountExceeded", invalidationDate: 789_264_000,
      completionDate: 789_264_000 + 86_400 + 3_600 + 120)
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["--state", state.path])
    #expect(
      terminal.waitForOutput(containing: "You finished this tour on 2026-01-06 at 01:02 UTC. Enter: replay, q: quit"),
      "output: \(terminal.text)")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit())
    #expect(terminal.exitStatus == 0)
  }

  @Test func aSkippedTourSaysSo() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = try Self.stateFile(
      named: "closed", reason: "closed", invalidationDate: 789_264_000 + 60, completionDate: nil)
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["--state", state.path])
    #expect(
      terminal.waitForOutput(containing: "You skipped this tour on 2026-01-05 at 00:01 UTC. Enter: replay, q: quit"),
      "output: \(terminal.text)")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit())
    #expect(terminal.exitStatus == 0)
  }
}
