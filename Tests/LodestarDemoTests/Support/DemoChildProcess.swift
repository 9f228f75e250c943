import LodestarEligibility

#if canImport(Glibc)
  import Foundation
  import Glibc

  /// A child process whose standard output the test reads through a pipe.
  struct DemoChildProcess {
    let pid: pid_t
    private let output: Int32
    private(set) var received: [UInt8] = []

    /// Why launching failed.
    struct LaunchError: Error, CustomStringConvertible {
      var description: String
    }

    /// Launches `path` with `arguments`; its standard output goes to a pipe read by ``collect(forMilliseconds:stoppingWhen:)``.
    static func launch(_ path: String, _ arguments: [String]) throws -> DemoChildProcess {
      var pipeEnds: [Int32] = [0, 0]
      guard pipe(&pipeEnds) == 0 else {
        throw LaunchError(description: "pipe failed: errno \(errno)")
      }
      // Children of other launches must not inherit these ends (the suite launching children is serialized).
      _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
      let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
      close(pipeEnds[1])
      guard status == 0 else {
        close(pipeEnds[0])
        throw LaunchError(description: "posix_spawn \(path) failed: errno \(status)")
      }
      return DemoChildProcess(pid: pid, output: pipeEnds[0])
    }

    /// Reads whatever the child writes during `milliseconds` (a real-time wait on the child's output), or
    /// until `stop` accepts what was received so far. Returns whether `stop` was satisfied.
    @discardableResult
    mutating func collect(forMilliseconds milliseconds: Int, stoppingWhen stop: ([UInt8]) -> Bool = { _ in false })
      -> Bool
    {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: .milliseconds(milliseconds))
      while true {
        if stop(received) { return true }
        let remaining = clock.now.duration(to: deadline)
        guard remaining > .zero else { return false }
        let components = remaining.components
        let timeout = Int32(
          min(Int64(Int32.max), components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000 + 1))
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        if ready > 0 {
          if !readChunk() { return stop(received) }  // end of output
        } else if ready < 0 && errno != EINTR {
          return false
        }
      }
    }

    /// Kills the child with SIGKILL and waits for it.
    func killAndWait() -> Int32 {
      _ = kill(pid, SIGKILL)
      return wait()
    }

    /// Waits for the child to end; returns its raw wait status.
    func wait() -> Int32 {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return status
    }

    /// Reads the rest of the output (after the child ended) and closes the pipe.
    mutating func readToEnd() {
      while readChunk() {}
      close(output)
    }

    /// The complete (newline-terminated) lines received.
    var lines: [String] {
      guard let end = received.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
      return String(decoding: received[...end], as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private mutating func readChunk() -> Bool {
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count > 0 {
          received.append(contentsOf: buffer[0..<count])
          return true
        }
        if count < 0 && errno == EINTR { continue }
        return false
      }
    }
  }

  /// Whether a raw wait status says the process exited normally with status 0.
  func demoExitedSuccessfully(_ status: Int32) -> Bool {
    (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0
  }
#endif
