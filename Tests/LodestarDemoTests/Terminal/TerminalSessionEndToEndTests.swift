import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `lodestar-test-aid terminal-selftest` (the demo's terminal session) under a pseudo-terminal.
@Suite struct TerminalSessionEndToEndTests {
  private let enterAlternateScreen = "\u{1B}[?1049h"
  private let hideCursor = "\u{1B}[?25l"
  private let leaveAlternateScreen = "\u{1B}[?1049l"
  private let showCursor = "\u{1B}[?25h"

  private func startSelfTest() throws -> PseudoTerminalProcess {
    let path = try DemoExecutable.locate(DemoExecutable.testAid).get()
    return try PseudoTerminalProcess(path: path, arguments: ["terminal-selftest"])
  }

  @Test func decodesKeysAndRestoresTheTerminalOnQuit() throws {
    let terminal = try startSelfTest()
    let attributesBefore = terminal.initialAttributes
    #expect(terminal.waitForOutput(containing: "ready"), "no 'ready' line; output: \(terminal.text)")
    #expect(terminal.slaveAttributes() != attributesBefore, "raw mode did not change the terminal attributes")
    terminal.send([0x1B, 0x5B, 0x43])
    #expect(terminal.waitForOutput(containing: "key: right"), "output: \(terminal.text)")
    terminal.send(Array("n".utf8))
    #expect(terminal.waitForOutput(containing: "key: character(n)"), "output: \(terminal.text)")
    terminal.send([0x1B])
    #expect(terminal.waitForOutput(containing: "key: escape"), "output: \(terminal.text)")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit(), "the self-test did not exit after q; output: \(terminal.text)")
    #expect(terminal.exitStatus == 0)

    let text = terminal.text
    let lines = text.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("key: ") }
    #expect(lines == ["key: right", "key: character(n)", "key: escape", "key: character(q)"])
    #expect(text.hasPrefix(enterAlternateScreen + hideCursor))
    #expect(text.hasSuffix(showCursor + leaveAlternateScreen))
    #expect(terminal.slaveAttributes() == attributesBefore, "the terminal attributes were not restored")
  }

  @Test func restoresTheTerminalOnSIGTERM() throws {
    let terminal = try startSelfTest()
    let attributesBefore = terminal.initialAttributes
    #expect(terminal.waitForOutput(containing: "ready"), "no 'ready' line; output: \(terminal.text)")
    kill(terminal.processIdentifier, SIGTERM)
    #expect(terminal.waitForExit(), "the self-test did not exit after SIGTERM; output: \(terminal.text)")
    #expect(terminal.exitStatus == 128 + SIGTERM)
    let text = terminal.text
    #expect(text.hasSuffix(showCursor + leaveAlternateScreen), "output: \(text)")
    #expect(terminal.slaveAttributes() == attributesBefore, "the terminal attributes were not restored")
  }

  @Test func restoresTheTerminalOnSIGINT() throws {
    let terminal = try startSelfTest()
    let attributesBefore = terminal.initialAttributes
    #expect(terminal.waitForOutput(containing: "ready"), "no 'ready' line; output: \(terminal.text)")
    kill(terminal.processIdentifier, SIGINT)
    #expect(terminal.waitForExit(), "the self-test did not exit after SIGINT; output: \(terminal.text)")
    #expect(terminal.exitStatus == 128 + SIGINT)
    #expect(terminal.text.hasSuffix(showCursor + leaveAlternateScreen))
    #expect(terminal.slaveAttributes() == attributesBefore, "the terminal attributes were not restored")
  }

  @Test func reportsResizes() throws {
    let terminal = try startSelfTest()
    #expect(terminal.waitForOutput(containing: "ready"), "no 'ready' line; output: \(terminal.text)")
    var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminal.master, UInt(TIOCSWINSZ), &size)
    kill(terminal.processIdentifier, SIGWINCH)
    #expect(terminal.waitForOutput(containing: "resize: 100x30"), "output: \(terminal.text)")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit())
    #expect(terminal.exitStatus == 0)
  }
}
