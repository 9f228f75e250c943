#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The self-pipe that carries SIGINT, SIGTERM and SIGWINCH to the session's read loop.
///
/// The signal handler only calls `write(2)` (async-signal-safe) with the signal number on the pipe's
/// non-blocking write end; the read loop polls the read end next to standard input. The file descriptors
/// live in plain C-compatible globals that are set before any handler is installed.
enum SignalPipe {
  /// The read end, or -1 before ``install()``.
  nonisolated(unsafe) static var readDescriptor: Int32 = -1
  /// The write end, or -1 before ``install()``.
  nonisolated(unsafe) static var writeDescriptor: Int32 = -1

  /// The signals the session handles.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGWINCH]

  /// Creates the pipe (once) and installs the handlers; returns false if the pipe cannot be created.
  static func install() -> Bool {
    if readDescriptor < 0 {
      var descriptors: [Int32] = [-1, -1]
      guard pipe(&descriptors) == 0 else { return false }
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      }
      readDescriptor = descriptors[0]
      writeDescriptor = descriptors[1]
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signalNumber in signals { sigaddset(&unblocked, signalNumber) }
    // A parent may have started us with these signals blocked; the session must receive them.
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for signalNumber in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = signalPipeHandler
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signalNumber, &action, nil)
    }
    return true
  }

  /// Puts the default dispositions back.
  static func uninstall() {
    for signalNumber in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = SIG_DFL
      sigemptyset(&action.sa_mask)
      sigaction(signalNumber, &action, nil)
    }
  }

  /// Reads every signal number waiting in the pipe.
  static func drain() -> [Int32] {
    var received: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readDescriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      received += buffer[0..<count].map { Int32($0) }
    }
    return received
  }
}

/// The signal handler: writes the signal number to the self-pipe, preserving `errno`. Nothing else.
private func signalPipeHandler(_ signalNumber: Int32) {
  let savedError = errno
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(SignalPipe.writeDescriptor, &byte, 1)
  errno = savedError
}
