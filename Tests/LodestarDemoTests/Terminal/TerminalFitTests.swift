import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The demo fits the terminal it runs in: nothing it draws wraps or scrolls in a window smaller than the
/// frame, a window too small for any frame says so, `TERM=dumb` (or no `TERM`) gets the auto-play output
/// instead of cursor movement, and `--script` and `render --format ansi` print frames one after another with
/// colour only.
@Suite struct TerminalFitTests {
  private func temporaryState(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-demo-\(name)-\(getpid()).json")
  }

  /// A 20 × 10 window (the 390 × 844 screen needs 49 × 47 cells at full size): the frame is scaled to the
  /// rows above the status line and the status line is clipped, so no write wraps or scrolls.
  @Test(arguments: [["--state", "STATE"], ["walkthrough"]])
  func aWindowSmallerThanTheFrameIsNeverWrittenPast(arguments: [String]) throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = temporaryState("small-window")
    defer { try? FileManager.default.removeItem(at: state) }
    let arguments = arguments.map { $0 == "STATE" ? state.path : $0 }
    let terminal = try PseudoTerminalProcess(path: path, arguments: arguments, columns: 20, rows: 10)
    let first = arguments == ["walkthrough"] ? "Page 1 of 4" : "Step 1 of 5"
    let second = arguments == ["walkthrough"] ? "Page 2 of 4" : "Step 2 of 5"
    #expect(terminal.waitForOutput(containing: first), "output: \(terminal.text.debugDescription)")
    terminal.send(Array("n".utf8))
    #expect(terminal.waitForOutput(containing: second), "output: \(terminal.text.debugDescription)")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit())
    #expect(terminal.exitStatus == 0)
    var screen = TerminalScreenModel(columns: 20, rows: 10)
    screen.apply(terminal.text)
    #expect(screen.overflows == [], "\(arguments)")
  }

  /// A window too small for a frame and its status line gets a notice instead (wrapped to the window), and
  /// the frame once the window grows.
  @Test(arguments: [["--state", "STATE"], ["walkthrough"]])
  func aWindowTooSmallForAFrameSaysSo(arguments: [String]) throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = temporaryState("tiny-window")
    defer { try? FileManager.default.removeItem(at: state) }
    let arguments = arguments.map { $0 == "STATE" ? state.path : $0 }
    let terminal = try PseudoTerminalProcess(path: path, arguments: arguments, columns: 12, rows: 4)
    #expect(terminal.waitForOutput(containing: "small"), "output: \(terminal.text.debugDescription)")
    let beforeResize = terminal.text
    #expect(beforeResize.contains("\u{1B}[1;1HWindow too\u{1B}[2;1Hsmall"), "\(beforeResize.debugDescription)")
    var screen = TerminalScreenModel(columns: 12, rows: 4)
    screen.apply(beforeResize)
    #expect(screen.overflows == [], "\(arguments)")
    terminal.resize(columns: 80, rows: 24)
    let first = arguments == ["walkthrough"] ? "Page 1 of 4" : "Step 1 of 5"
    #expect(terminal.waitForOutput(containing: first), "output: \(terminal.text.debugDescription)")
    terminal.send(Array("q".utf8))
    #expect(terminal.waitForExit())
    #expect(terminal.exitStatus == 0)
  }

  /// `TERM=dumb` or no `TERM` at all: a terminal that cannot move the cursor gets the auto-play output, with
  /// no alternate screen and no waiting for keys.
  @Test(arguments: [
    ("dumb", ["--state", "STATE"]), (nil, ["--state", "STATE"]), ("dumb", ["walkthrough"]), ("", ["walkthrough"]),
  ])
  func aTerminalThatCannotMoveTheCursorGetsTheAutoPlayOutput(terminalType: String?, arguments: [String]) throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let state = temporaryState("dumb")
    defer { try? FileManager.default.removeItem(at: state) }
    let arguments = arguments.map { $0 == "STATE" ? state.path : $0 }
    let terminal = try PseudoTerminalProcess(path: path, arguments: arguments, terminalType: terminalType)
    #expect(terminal.waitForExit(), "the demo waited for keys: \(terminal.text.debugDescription)")
    #expect(terminal.exitStatus == 0)
    let last = arguments == ["walkthrough"] ? "Page 4 of 4: " : "Step 5 of 5: Edit your profile"
    #expect(terminal.text.contains(last), "\(terminal.text.debugDescription)")
    #expect(!terminal.text.contains("\u{1B}"), "escape sequences: \(terminal.text.debugDescription)")
  }

  /// In a terminal, `--script` and `render --format ansi` still print frames one after another: colour (SGR)
  /// sequences only, no cursor addressing or erasing, so the frames do not draw over each other.
  @Test(arguments: [
    ["--script", "next,next", "--color", "always"], ["render", "--format", "ansi"],
    ["render", "--format", "ansi", "--all", "--out", "DIRECTORY"], ["walkthrough", "--render", "--format", "ansi"],
  ])
  func scriptsAndAnsiFramesUseColourOnly(arguments: [String]) throws {
    let path = try #require(DemoExecutable.path, "build lodestar-demo first")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-demo-ansi-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = arguments.map { $0 == "DIRECTORY" ? directory.path : $0 }
    let terminal = try PseudoTerminalProcess(path: path, arguments: arguments)
    #expect(terminal.waitForExit(), "output: \(terminal.text.debugDescription)")
    #expect(terminal.exitStatus == 0)
    var output = terminal.text
    if arguments.contains("--all") {
      output = try String(contentsOf: directory.appendingPathComponent("step-2.ans"), encoding: .utf8)
    }
    #expect(output.contains("\u{1B}["), "no colour: \(output.debugDescription)")
    let withoutCarriageReturns = output.replacingOccurrences(of: "\r", with: "")
    #expect(
      !ControlCharacterTests.hasUnsafeControl(withoutCarriageReturns, allowingColour: true),
      "\(arguments): \(output.debugDescription)")
    if arguments.first == "--script" {
      #expect(output.contains("# next\r\nStep 3 of 5: Your numbers\r\n"), "\(output.debugDescription)")
    }
  }
}
