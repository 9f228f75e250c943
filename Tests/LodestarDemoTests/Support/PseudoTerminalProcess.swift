import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A child process (the built `lodestar-demo`) running on the slave side of a pseudo-terminal, for
/// end-to-end tests: write keys to the master side, read what the child draws.
///
/// Every wait is a bounded loop of `poll(2)` calls on the master descriptor (waiting on I/O, not sleeping).
final class PseudoTerminalProcess {
  /// The master side: what a terminal emulator would hold.
  let master: Int32
  /// The slave side, kept open so its terminal attributes can be read before and after the child runs.
  let slave: Int32
  /// The child's process id.
  let processIdentifier: pid_t
  /// The slave side's terminal attributes before the child started (see ``slaveAttributes()``).
  private(set) var initialAttributes: [UInt8] = []
  /// Every byte the child wrote so far.
  private(set) var output: [UInt8] = []
  /// The child's exit status once it ended (the shell convention: 128 + signal for a signal death).
  private(set) var exitStatus: Int32?

  /// The terminal attributes of the pseudo-terminal's slave side as raw bytes, for comparison.
  func slaveAttributes() -> [UInt8] {
    var attributes = termios()
    _ = tcgetattr(slave, &attributes)
    return withUnsafeBytes(of: &attributes) { Array($0) }
  }

  /// Starts `path` with `arguments` on a new pseudo-terminal of `columns` × `rows` cells, with `TERM` set to
  /// `terminalType` (unset when `nil`).
  init(
    path: String, arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24,
    terminalType: String? = "xterm-256color"
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw PseudoTerminalError("openpty failed: errno \(errno)")
    }
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    self.master = master
    self.slave = slave
    var attributesBeforeStart = termios()
    _ = tcgetattr(slave, &attributesBeforeStart)
    initialAttributes = withUnsafeBytes(of: &attributesBeforeStart) { Array($0) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, slave, target)
    }
    let argumentStrings: [String] = [path] + arguments
    let environmentStrings: [String] = ["LANG=C.UTF-8"] + (terminalType.map { ["TERM=\($0)"] } ?? [])
    let argv: [UnsafeMutablePointer<CChar>?] = argumentStrings.map { strdup($0) } + [nil]
    let environment: [UnsafeMutablePointer<CChar>?] = environmentStrings.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + environment { free(pointer) }
    }
    // The child starts with no blocked signals and default dispositions, whatever the test runner uses.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var identifier: pid_t = 0
    let result = posix_spawn(&identifier, path, &actions, &attributes, argv, environment)
    guard result == 0 else {
      close(master)
      close(slave)
      throw PseudoTerminalError("posix_spawn \(path) failed: \(result)")
    }
    processIdentifier = identifier
  }

  deinit {
    if exitStatus == nil {
      kill(processIdentifier, SIGKILL)
      var status: Int32 = 0
      waitpid(processIdentifier, &status, 0)
    }
    close(master)
    close(slave)
  }

  /// Sends bytes as if typed.
  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Gives the terminal a new size (TIOCSWINSZ on the master side, as a terminal emulator does when its
  /// window is resized) and sends SIGWINCH to the child.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(processIdentifier, SIGWINCH)
  }

  /// The output so far as text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Reads until the output contains `marker` (true) or about `limitMilliseconds` of waiting passed (false).
  @discardableResult
  func waitForOutput(containing marker: String, limitMilliseconds: Int32 = 10_000) -> Bool {
    waitUntil(limitMilliseconds: limitMilliseconds) { self.text.contains(marker) }
  }

  /// Reads until the child exits (true) or about `limitMilliseconds` of waiting passed (false).
  @discardableResult
  func waitForExit(limitMilliseconds: Int32 = 10_000) -> Bool {
    waitUntil(limitMilliseconds: limitMilliseconds) { self.exitStatus != nil }
  }

  private func waitUntil(limitMilliseconds: Int32, _ condition: () -> Bool) -> Bool {
    let step: Int32 = 20
    var waited: Int32 = 0
    while true {
      drain()
      reap()
      if condition() { return true }
      if waited >= limitMilliseconds { return false }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, step)
      waited += step
    }
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return }
      output += buffer[0..<count]
    }
  }

  private func reap() {
    guard exitStatus == nil else { return }
    var status: Int32 = 0
    guard waitpid(processIdentifier, &status, WNOHANG) == processIdentifier else { return }
    let signalNumber = status & 0x7F
    exitStatus = signalNumber == 0 ? (status >> 8) & 0xFF : 128 + signalNumber
    drain()
  }
}

/// A pseudo-terminal could not be set up.
struct PseudoTerminalError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
