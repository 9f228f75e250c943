import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `lodestar-demo` (no arguments, so the interactive demo) under a pseudo-terminal.
@Suite struct InteractiveDemoEndToEndTests {
  private func occurrences(of marker: String, in text: String) -> Int {
    text.components(separatedBy: marker).count - 1
  }

  @Test func keysMoveTheTourAndQuitRestoresTheTerminal() throws {
    let path = try #require(
      DemoExecutable.path,
      "lodestar-demo was not found next to the test bundle; build it first with `swift build`")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-demo-keys-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["--state", state.path])
    let attributesBefore = terminal.initialAttributes
    #expect(terminal.waitForOutput(containing: "Step 1 of 5: Your name"), "output: \(terminal.text)")
    #expect(terminal.slaveAttributes() != attributesBefore, "raw mode did not change the terminal attributes")
    terminal.send([0x1B, 0x5B, 0x43])  // right arrow: next
    #expect(terminal.waitForOutput(containing: "Step 2 of 5: Your photo"), "output: \(terminal.text)")
    let beforeRotation = occurrences(of: "Step 2 of 5: Your photo", in: terminal.text)
    terminal.send(Array("r".utf8))
    #expect(
      terminal.waitUntil { occurrences(of: "Step 2 of 5: Your photo", in: terminal.text) > beforeRotation },
      "no redraw after rotate")
    terminal.send(Array("p".utf8))
    #expect(
      terminal.waitUntil { occurrences(of: "Step 1 of 5: Your name", in: terminal.text) >= 2 }, "no previous step")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit(), "the demo did not exit after q")
    #expect(terminal.exitStatus == 0)
    #expect(terminal.text.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
    #expect(terminal.text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    #expect(terminal.slaveAttributes() == attributesBefore, "the terminal attributes were not restored")
  }
}

extension InteractiveDemoEndToEndTests {
  @Test func aFinishedTourOffersAReplayOnTheNextRun() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-demo-replay-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try PseudoTerminalProcess(path: path, arguments: ["--state", state.path])
    #expect(first.waitForOutput(containing: "Step 1 of 5"), "output: \(first.text)")
    for step in 2...5 {
      first.send(Array("n".utf8))
      #expect(first.waitForOutput(containing: "Step \(step) of 5"), "step \(step)")
    }
    first.send(Array("n".utf8))
    #expect(first.waitForOutput(containing: "Tour ended."))
    first.send(Array("q".utf8))
    #expect(first.waitForExit())
    #expect(first.exitStatus == 0)
    let stored = try String(contentsOf: state, encoding: .utf8)
    #expect(stored.contains("\"invalidationReason\":\"completed\""), "state: \(stored)")

    let second = try PseudoTerminalProcess(path: path, arguments: ["--state", state.path])
    #expect(second.waitForOutput(containing: "You finished this tour on "), "output: \(second.text)")
    #expect(second.waitForOutput(containing: ". Enter: replay, q: quit"))
    second.send([0x0D])
    #expect(second.waitForOutput(containing: "Step 1 of 5: Your name"), "no replay")
    second.send(Array("q".utf8))
    #expect(second.waitForExit())
    #expect(second.exitStatus == 0)
    let afterReplay = try String(contentsOf: state, encoding: .utf8)
    #expect(afterReplay.contains("\"invalidationReason\":\"completed\""), "the replay kept the state: \(afterReplay)")
  }
}

extension PseudoTerminalProcess {
  /// Reads the output until `condition` holds (true) or about 10 seconds passed (false).
  func waitUntil(_ condition: () -> Bool) -> Bool {
    for _ in 0..<500 {
      if condition() { return true }
      waitForOutput(containing: "\u{0}", limitMilliseconds: 20)
    }
    return condition()
  }
}

extension InteractiveDemoEndToEndTests {
  /// SIGWINCH after TIOCSWINSZ: the host takes the window's size (100 × 29 cells above the status line: an
  /// 800 × 522-point screen, laid out in landscape with 23-cell tabs), the frame is redrawn whole, and the
  /// current step is laid out again for it (its coach mark reappears after the size transition).
  @Test func aResizedTerminalResizesTheScreenWithASizeTransition() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-demo-resize-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["--state", state.path])
    #expect(terminal.waitForOutput(containing: "Step 1 of 5: Your name"), "output: \(terminal.text)")
    #expect(terminal.waitForOutput(containing: "This is how people see you."))
    let wideTab = "Home" + String(repeating: " ", count: 19)
    #expect(!terminal.text.contains(wideTab), "the 390-point screen has narrow tabs")
    let beforeResize = terminal.output.count
    terminal.resize(columns: 100, rows: 30)
    // Frames of the appearance animation may still arrive first; the resize's frame is the first full one,
    // and the status line is written after it.
    func afterResize() -> String { String(decoding: terminal.output[beforeResize...], as: UTF8.self) }
    #expect(
      terminal.waitUntil {
        let text = afterResize()
        guard let redraw = text.range(of: "\u{1B}[2J") else { return false }
        return text[redraw.upperBound...].contains("\u{1B}[30;1H")
      }, "no full redraw with the status line below a 29-row frame: \(afterResize())")
    #expect(afterResize().contains(wideTab), "the screen was not laid out for the window")
    let afterResize = afterResize()
    let redraw = try #require(afterResize.range(of: "\u{1B}[2J"), "no full redraw after the resize")
    let firstFrame = try #require(
      afterResize[redraw.upperBound...].range(of: "\u{1B}[30;1H").map {
        afterResize[redraw.upperBound..<$0.lowerBound]
      },
      "the status line did not move below the 29-row frame")
    #expect(!firstFrame.contains("This is how people see you."), "the coach mark was not hidden while resizing")
    // The coach mark is hidden while the size changes, then appears again for the new layout.
    #expect(
      terminal.waitUntil {
        String(decoding: terminal.output[beforeResize...], as: UTF8.self).contains("This is how people see you.")
      }, "the step was not shown again after the size transition")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit())
    #expect(terminal.exitStatus == 0)
  }
}

extension InteractiveDemoEndToEndTests {
  /// The arrows go through the engine's keyboard router: in a right-to-left layout → goes back and ← on.
  @Test func arrowsFollowTheLayoutDirection() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-demo-arrows-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["--state", state.path])
    #expect(terminal.waitForOutput(containing: "Step 1 of 5: Your name"), "output: \(terminal.text)")
    terminal.send(Array("n".utf8))
    #expect(terminal.waitForOutput(containing: "Step 2 of 5: Your photo"), "output: \(terminal.text)")
    terminal.send(Array("d".utf8))
    terminal.send([0x1B, 0x5B, 0x43])  // right arrow: previous in right-to-left
    #expect(
      terminal.waitUntil { occurrences(of: "Step 1 of 5: Your name", in: terminal.text) >= 2 },
      "→ did not go back in right-to-left")
    let secondSteps = occurrences(of: "Step 2 of 5: Your photo", in: terminal.text)
    terminal.send([0x1B, 0x5B, 0x44])  // left arrow: next in right-to-left
    #expect(
      terminal.waitUntil { occurrences(of: "Step 2 of 5: Your photo", in: terminal.text) > secondSteps },
      "← did not go on in right-to-left")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit())
    #expect(terminal.exitStatus == 0)
  }
}
