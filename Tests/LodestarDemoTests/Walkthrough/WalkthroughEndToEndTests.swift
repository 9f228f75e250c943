import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `lodestar-demo walkthrough` under a pseudo-terminal: the arrows scroll, the status line and the dots
/// follow, and q quits with the terminal restored.
@Suite struct WalkthroughEndToEndTests {
  @Test func arrowKeysScrollThenQuitRestoresTheTerminal() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["walkthrough"], columns: 80, rows: 50)
    let attributesBefore = terminal.initialAttributes
    #expect(terminal.waitForOutput(containing: "Page 1 of 4: Welcome"), "output: \(terminal.text)")
    #expect(terminal.waitForOutput(containing: "Welcome to Lodestar"))
    #expect(terminal.text.contains("●") && terminal.text.contains("○"), "the first frame shows the dots")
    #expect(terminal.slaveAttributes() != attributesBefore, "raw mode did not change the terminal attributes")

    terminal.send([0x1B, 0x5B, 0x43])  // right arrow: next page
    #expect(terminal.waitForOutput(containing: "Page 2 of 4: Coach marks"), "output: \(terminal.text)")
    // The scroll animates to its end, which settles the controller.
    #expect(terminal.waitForOutput(containing: "(settled on page 2)"), "no settle after →")
    // The frames are drawn as differences from the last one, so the page's title is read from the screen.
    var screen = TerminalScreenModel(columns: 80, rows: 50)
    screen.apply(terminal.text)
    #expect(
      screen.lines.contains { $0.contains("Point at what matters") }, "screen:\n\(screen.lines.joined(separator: "\n"))"
    )

    let beforeLeft = terminal.output.count
    terminal.send([0x1B, 0x5B, 0x44])  // left arrow: back to page 1
    #expect(terminal.waitForOutput(containing: "(settled on page 1)"), "no settle after ←")
    let afterLeft = String(decoding: terminal.output[beforeLeft...], as: UTF8.self)
    #expect(afterLeft.contains("Page 1 of 4: Welcome") && afterLeft.contains("●") && afterLeft.contains("○"))

    let beforeDirection = terminal.output.count
    terminal.send(Array("d".utf8))  // right to left: → now goes back, ← on
    terminal.send([0x1B, 0x5B, 0x44])
    #expect(
      terminal.waitUntil {
        String(decoding: terminal.output[beforeDirection...], as: UTF8.self).contains("(next from page 1)")
      }, "← did not go on in right-to-left")

    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit(), "the demo did not exit after q")
    #expect(terminal.exitStatus == 0)
    #expect(terminal.text.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
    #expect(terminal.text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    #expect(terminal.slaveAttributes() == attributesBefore, "the terminal attributes were not restored")
  }

  @Test func theCloseControlEndsTheDemo() throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let terminal = try PseudoTerminalProcess(path: path, arguments: ["walkthrough"], columns: 80, rows: 50)
    #expect(terminal.waitForOutput(containing: "Page 1 of 4: Welcome"), "output: \(terminal.text)")
    terminal.send(Array("c".utf8))
    #expect(terminal.waitForExit(), "the demo did not exit after the close control")
    #expect(terminal.exitStatus == 0)
  }
}
