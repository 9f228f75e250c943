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
      PseudoTerminalProcess.demoExecutablePath(),
      "lodestar-demo was not found next to the test bundle; build it first with `swift build`")
    let terminal = try PseudoTerminalProcess(path: path, arguments: [])
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
