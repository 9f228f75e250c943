import Lodestar

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a terminal session could not start.
package struct TerminalSessionError: Error, CustomStringConvertible {
  /// What failed.
  package var description: String
}

/// An interactive terminal session: raw mode, the alternate screen and a hidden cursor, and events (keys,
/// resizes, termination signals) from a poll loop.
///
/// Everything is restored by ``restore()``, which is idempotent and also runs on deinitialisation, when a
/// SIGINT or SIGTERM arrives (before the event reaches the caller) and when the caller fails and drops the
/// session. Signals reach the loop through ``SignalPipe``, so the handlers stay async-signal-safe.
package final class TerminalSession {
  /// Standard input's file descriptor.
  package let input: Int32 = STDIN_FILENO
  /// Standard output's file descriptor.
  package let output: Int32 = STDOUT_FILENO
  /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
  package var escapeTimeoutMilliseconds: Int32 = 40

  private var savedAttributes = termios()
  private var isActive = false
  private var decoder = TerminalKeyDecoder()
  private var queued: [TerminalEvent] = []

  /// Whether both standard input and standard output are terminals.
  package static var areTerminals: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Whether the demos run interactively: both standard input and standard output are terminals, and the
  /// terminal can move the cursor (``canMoveCursor(terminalType:)``). Otherwise they auto-play.
  package static var isInteractive: Bool {
    areTerminals && canMoveCursor(terminalType: getenv("TERM").map { String(cString: $0) })
  }

  /// Whether a terminal of type `terminalType` (`TERM`) has an alternate screen and cursor addressing: not
  /// when `TERM` is unset, empty or `dumb` (an editor's shell buffer, a plain serial line).
  package static func canMoveCursor(terminalType: String?) -> Bool {
    guard let terminalType, !terminalType.isEmpty else { return false }
    return terminalType != "dumb"
  }

  /// The size of the terminal on standard output in cells (TIOCGWINSZ), or `nil` when it is not known.
  package static func windowSize(of descriptor: Int32 = STDOUT_FILENO) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Enters raw mode (no echo, no line buffering, no input translation; signals from Ctrl-C still work),
  /// switches to the alternate screen and hides the cursor.
  package init() throws(TerminalSessionError) {
    guard Self.areTerminals else { throw TerminalSessionError(description: "standard input/output is not a terminal") }
    guard tcgetattr(input, &savedAttributes) == 0 else {
      throw TerminalSessionError(
        description: "cannot read the terminal attributes: \(FileDescriptorWriting.reason(errno))")
    }
    guard SignalPipe.install() else { throw TerminalSessionError(description: "cannot create the signal pipe") }
    var raw = savedAttributes
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 0
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      SignalPipe.uninstall()
      throw TerminalSessionError(description: "cannot enter raw mode: \(FileDescriptorWriting.reason(errno))")
    }
    isActive = true
    emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[H")
  }

  deinit {
    restore()
  }

  /// Leaves the alternate screen, shows the cursor, resets the style and restores the terminal attributes
  /// and signal dispositions; does nothing the second time.
  package func restore() {
    guard isActive else { return }
    isActive = false
    emit("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    _ = tcsetattr(input, TCSAFLUSH, &savedAttributes)
    SignalPipe.uninstall()
  }

  /// Writes text to the terminal.
  package func emit(_ text: String) {
    emit(Array(text.utf8))
  }

  /// Writes bytes to the terminal, retrying after interruptions and partial writes.
  package func emit(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(output, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }

  /// The next event, waiting at most `timeoutMilliseconds` (-1: forever); `nil` when the time passed.
  package func nextEvent(timeoutMilliseconds: Int32 = -1) -> TerminalEvent? {
    if !queued.isEmpty { return queued.removeFirst() }
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: SignalPipe.readDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    let timeout = decoder.hasPendingInput ? escapeTimeoutMilliseconds : timeoutMilliseconds
    let ready = poll(&descriptors, 2, timeout)
    if ready < 0 {
      return errno == EINTR ? nil : .endOfInput
    }
    if ready == 0 {
      if decoder.hasPendingInput { queued += decoder.flushPending().map(TerminalEvent.key) }
      return queued.isEmpty ? nil : queued.removeFirst()
    }
    if descriptors[1].revents & Int16(POLLIN) != 0 {
      for signalNumber in SignalPipe.drain() {
        if signalNumber == SIGWINCH {
          if let size = Self.windowSize(of: output) {
            queued.append(.resize(columns: size.columns, rows: size.rows))
          }
        } else {
          restore()
          queued.append(.terminate(signal: signalNumber))
        }
      }
    }
    if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(input, &buffer, buffer.count)
      if count > 0 {
        queued += decoder.decode(buffer[0..<count]).map(TerminalEvent.key)
      } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
        queued.append(.endOfInput)
      }
    }
    return queued.isEmpty ? nil : queued.removeFirst()
  }
}
