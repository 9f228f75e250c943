import Lodestar
import LodestarDemoSupport

/// `lodestar-test-aid terminal-selftest`: a check of the demo's terminal session under a pseudo-terminal.
///
/// It enters the session (raw mode on the alternate screen), prints `ready`, then one line per event
/// (`key: right`, `resize: 80x24`) until `q` is pressed (exit 0), SIGINT or SIGTERM arrives (exit 130 or 143),
/// or input ends (exit 74).
enum TerminalSelfTest {
  /// Runs the check and returns the exit status.
  static func run() -> Int32 {
    let session: TerminalSession
    do {
      session = try TerminalSession()
    } catch {
      printError("\(TestAid.name) terminal-selftest: \(error.description)")
      return ExitStatus.ioError
    }
    defer { session.restore() }
    session.emit("ready\r\n")
    while true {
      guard let event = session.nextEvent() else { continue }
      switch event {
      case .key(let key):
        session.emit("key: \(key)\r\n")
        if key == .character("q") { return ExitStatus.success }
      case .resize(let columns, let rows):
        session.emit("resize: \(columns)x\(rows)\r\n")
      case .terminate(let signalNumber):
        return 128 + signalNumber
      case .endOfInput:
        return ExitStatus.ioError
      }
    }
  }
}
