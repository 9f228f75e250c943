import Lodestar
import LodestarDemoSupport

/// `lodestar-demo terminal-selftest`: a hidden check of the terminal session, used by the end-to-end tests
/// and documented in CONTRIBUTING; `--help` does not list it.
///
/// It enters the session, prints `ready`, then one line per event (`key: right`, `resize: 80x24`) until `q`
/// is pressed (exit 0), SIGINT or SIGTERM arrives (exit 130 or 143), or input ends (exit 74).
enum TerminalSelfTestCommand: Subcommand {
  static let name = "terminal-selftest"
  static let summary = "echo decoded keys in raw mode until q (a test aid)"
  static let abstract = """
    Enters raw mode on the alternate screen, prints `ready`, then one line per decoded key (`key: right`)
    or resize (`resize: COLUMNSxROWS`); q quits. Needs a terminal on standard input and output.
    """

  static let isHidden = true

  static func run(arguments: [String]) -> Int32 {
    do throws(DemoFailure) {
      let parsed = try parse(arguments)
      if let operand = parsed.operands.first { throw parsed.usage("unexpected argument '\(operand.prefix(80))'") }
    } catch {
      printError(error.message)
      return error.status
    }
    let session: TerminalSession
    do {
      session = try TerminalSession()
    } catch {
      printError("lodestar-demo terminal-selftest: \(error.description)")
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
