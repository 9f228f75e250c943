import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Space pauses the demo's tour with `.hideInstructions`: the overlay, the coach mark and the skip control
/// disappear, and space again brings back exactly the frame that was shown (issue 16, item 3).
@Suite struct DemoPauseTests {
  static let hint = "This is how people see you."

  /// The frames of a script run, by heading (`# start`, `# pause`, ...), in order, without the
  /// "Step N of M: title" line above each.
  static func frames(_ text: String) -> [(heading: String, frame: String)] {
    var frames: [(String, String)] = []
    for chunk in text.components(separatedBy: "# ").dropFirst() {
      let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.count > 1 else { continue }
      frames.append((String(lines[0]), lines.dropFirst(2).joined(separator: "\n")))
    }
    return frames
  }

  @Test func aScriptedPauseHidesTheTourAndResumeRestoresTheFrame() throws {
    let run = try DemoProcess.run(["--script", "pause,resume"])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    let frames = Self.frames(run.text)
    #expect(frames.map(\.heading) == ["start", "pause", "resume"])
    guard frames.count == 3 else { return }
    #expect(frames[0].frame.contains(Self.hint) && frames[0].frame.contains("Skip"))
    #expect(!frames[1].frame.contains(Self.hint), "the coach mark is still drawn: \(frames[1].frame)")
    #expect(!frames[1].frame.contains("Skip"), "the skip control is still drawn")
    #expect(!frames[1].frame.contains("1 of 5"), "the progress text is still drawn")
    #expect(frames[2].frame == frames[0].frame)
  }

  @Test func spaceHidesTheTourAndSpaceAgainShowsItInTheTerminal() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-demo-pause-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["--state", state.path])
    #expect(terminal.waitForOutput(containing: Self.hint), "output: \(terminal.text)")
    // Let the appearance finish, so the frames after the pause are the pause's own.
    #expect(terminal.waitForOutput(containing: "space, q quit"))
    waitForQuiet(terminal)
    let beforePause = terminal.output.count
    terminal.send([0x20])
    func since(_ start: Int) -> String { String(decoding: terminal.output[start...], as: UTF8.self) }
    #expect(terminal.waitUntil { since(beforePause).contains("(paused)") }, "no paused status: \(since(beforePause))")
    waitForQuiet(terminal)
    let paused = since(beforePause)
    #expect(!paused.contains(Self.hint), "the coach mark was drawn again while paused")
    // The overlay's dimming is gone: the pause redraws cells (more than a status line's worth).
    #expect(paused.utf8.count > 200, "the pause redrew too little: \(paused.debugDescription)")
    let beforeResume = terminal.output.count
    terminal.send([0x20])
    #expect(
      terminal.waitUntil { since(beforeResume).contains(Self.hint) }, "the coach mark did not come back after space")
    #expect(!since(beforeResume).contains("(paused)"))
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit())
    #expect(terminal.exitStatus == 0)
  }

  /// Reads output until none arrives for about 200 ms (or about 5 s passed).
  private func waitForQuiet(_ terminal: PseudoTerminalProcess) {
    var count = terminal.output.count
    var quietRounds = 0
    for _ in 0..<250 where quietRounds < 10 {
      terminal.waitForOutput(containing: "\u{0}", limitMilliseconds: 20)
      if terminal.output.count == count { quietRounds += 1 } else { quietRounds = 0 }
      count = terminal.output.count
    }
  }
}
