import Foundation
import LodestarTestSupport
import Testing

#if canImport(Glibc)
  import Glibc

  /// `lodestar-demo store` and `--state` with paths that are not state files: `store show` never changes the
  /// file system; a file it cannot decode is a data error (65) naming the file; writers move a corrupt file
  /// aside only when it starts like a state file; FIFOs, devices, directories and sockets are refused without
  /// blocking; an empty path is a usage error (64).
  @Suite(.serialized) struct StoreCommandSafetyTests {
    static let notes = "Buy milk.\n"
    static let corrupt = #"{"schemaVersion":1,"records":{"#

    static func names(_ directory: URL) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Runs the demo with a time limit: the exit status, or `nil` when it was still running after
    /// `limitMilliseconds` (it is then killed). Standard error is discarded.
    static func runBounded(_ arguments: [String], limitMilliseconds: Int = 10_000) throws -> Int32? {
      let path = try DemoExecutable.locate().get()
      var child = try DemoChildProcess.launch(path, arguments)
      // Returns when the child's output ends (it exited) or the limit passed.
      child.collect(forMilliseconds: limitMilliseconds)
      var status: Int32 = 0
      // An exited child is reaped within moments; one still running after the limit is killed.
      var reaped = false
      for _ in 0..<100 {
        if waitpid(child.pid, &status, WNOHANG) == child.pid {
          reaped = true
          break
        }
        var nothing = pollfd()
        _ = poll(&nothing, 0, 10)
      }
      guard reaped else {
        _ = child.killAndWait()
        child.readToEnd()
        return nil
      }
      child.readToEnd()
      return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    @Test func showReportsAFileItCannotDecodeAndChangesNothing() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-store-show")
      defer { try? FileManager.default.removeItem(at: directory) }
      for (name, contents) in [("notes.txt", Self.notes), ("eligibility.json", Self.corrupt), ("empty.json", "")] {
        let file = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: file)
        let run = try DemoProcess.run(["store", "show", "--path", file.path])
        #expect(run.exitStatus == 65, "\(name): \(run.standardError)")
        #expect(
          run.standardError.hasPrefix(
            "lodestar-demo store: the eligibility state file '\(file.path)' cannot be read: "),
          "\(name): \(run.standardError)")
        #expect(run.standardError.contains("(line 1, column "), "\(name): \(run.standardError)")
        #expect(run.text.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == contents, "\(name)")
        #expect(try Self.names(directory) == [name], "\(name): nothing moved aside, no lock file")
        try FileManager.default.removeItem(at: file)
      }
    }

    @Test func showOfAValidOrMissingFileCreatesNothing() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-store-show")
      defer { try? FileManager.default.removeItem(at: directory) }
      let missing = directory.appendingPathComponent("absent/eligibility.json")
      let empty = try DemoProcess.run(["store", "show", "--path", missing.path])
      #expect(empty.exitStatus == 0, "\(empty.standardError)")
      #expect(try Self.names(directory).isEmpty)
      let file = directory.appendingPathComponent("eligibility.json")
      let stress = try DemoProcess.run(
        ["store", "stress", "--path", file.path, "--count", "1"], executable: DemoExecutable.testAid)
      #expect(stress.exitStatus == 0, "\(stress.standardError)")
      try FileManager.default.removeItem(atPath: file.path + ".lock")
      let shown = try DemoProcess.run(["store", "show", "--path", file.path])
      #expect(shown.exitStatus == 0, "\(shown.standardError)")
      #expect(shown.text.contains(#""schemaVersion": 2"#), "\(shown.text)")
      #expect(try Self.names(directory) == ["eligibility.json"])
    }

    /// Issue 38: `store reset` replaced a `package.json`, a tour or a screen with an empty state (exit 0). It
    /// refuses whatever `store show` refuses now, with the same status and message, and leaves the bytes and
    /// the folder as they were.
    @Test func resetRefusesWhatShowRefusesAndLeavesTheBytes() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-store-reset")
      defer { try? FileManager.default.removeItem(at: directory) }
      let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demo/Examples")
      let files: [(String, Data)] = [
        ("package.json", Data(#"{"name":"my-app","dependencies":{}}"#.utf8)),
        ("profile-tour.json", try Data(contentsOf: examples.appendingPathComponent("profile-tour.json"))),
        ("profile-screen.json", try Data(contentsOf: examples.appendingPathComponent("profile-screen.json"))),
        ("eligibility.json", Data(Self.corrupt.utf8)), ("newer.json", Data(#"{"schemaVersion":7}"#.utf8)),
      ]
      for (name, contents) in files {
        let file = directory.appendingPathComponent(name)
        try contents.write(to: file)
        let show = try DemoProcess.run(["store", "show", "--path", file.path])
        let reset = try DemoProcess.run(["store", "reset", "--path", file.path])
        #expect(show.exitStatus == 65, "\(name): \(show.standardError)")
        #expect(reset.exitStatus == 65, "\(name): \(reset.standardError)")
        #expect(reset.text.isEmpty, "\(name)")
        // The same complaint, and for a file that decodes as JSON, the words that it was left alone.
        #expect(reset.standardError.hasPrefix(show.standardError.dropLast()), "\(name): \(reset.standardError)")
        #expect(try Data(contentsOf: file) == contents, "\(name)")
        #expect(try Self.names(directory) == [name], "\(name): no lock file, nothing moved aside")
        try FileManager.default.removeItem(at: file)
      }
    }

    /// `store reset` of a file that does not exist, in folders that do not exist, creates nothing (the state
    /// there is empty, as `store show` says); a reset that replaces a state file leaves its lock file, as every
    /// change does.
    @Test func resetCreatesNothingWhereThereIsNoStateAndKeepsTheLockFile() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-store-reset")
      defer { try? FileManager.default.removeItem(at: directory) }
      for path in ["eligibility.json", "missing/folders/eligibility.json"] {
        let file = directory.appendingPathComponent(path)
        let reset = try DemoProcess.run(["store", "reset", "--path", file.path])
        let show = try DemoProcess.run(["store", "show", "--path", file.path])
        #expect(reset.exitStatus == 0, "\(path): \(reset.standardError)")
        #expect(reset.text == show.text, "\(path)")
        #expect(try Self.names(directory).isEmpty, "\(path)")
      }
      let file = directory.appendingPathComponent("eligibility.json")
      let increment = try DemoProcess.run(
        ["store", "increment", "--path", file.path, "--id", "tour", "--times", "2"], executable: DemoExecutable.testAid)
      #expect(increment.text == "2\n", "\(increment.standardError)")
      let reset = try DemoProcess.run(["store", "reset", "--path", file.path])
      #expect(reset.exitStatus == 0, "\(reset.standardError)")
      #expect(try DemoProcess.run(["store", "show", "--path", file.path]).text == reset.text)
      #expect(!reset.text.contains("tour"), "\(reset.text)")
      #expect(try Self.names(directory) == ["eligibility.json", "eligibility.json.lock"])
    }

    @Test func writersLeaveAFileThatIsNotAStateFileAlone() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-store-write")
      defer { try? FileManager.default.removeItem(at: directory) }
      let notes = directory.appendingPathComponent("notes.txt")
      try Data(Self.notes.utf8).write(to: notes)
      for arguments in [
        ["store", "reset", "--path", notes.path],
        ["store", "stress", "--path", notes.path, "--count", "1"],
        ["store", "increment", "--path", notes.path, "--id", "x", "--times", "1"],
      ] {
        // `reset` is the demo's; `stress` and `increment` are the test aid's writers.
        let executable = arguments[1] == "reset" ? DemoExecutable.demo : DemoExecutable.testAid
        let run = try DemoProcess.run(arguments, executable: executable)
        #expect(run.exitStatus == 65, "\(arguments): \(run.standardError)")
        #expect(run.standardError.contains("so it was left alone"), "\(arguments): \(run.standardError)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == Self.notes, "\(arguments)")
        #expect(try Self.names(directory).allSatisfy { !$0.contains(".corrupt-") }, "\(arguments)")
      }
      // A corrupt state file is a state file: a writer moves it aside and starts afresh.
      let state = directory.appendingPathComponent("eligibility.json")
      try Data(Self.corrupt.utf8).write(to: state)
      let stress = try DemoProcess.run(
        ["store", "stress", "--path", state.path, "--count", "1"], executable: DemoExecutable.testAid)
      #expect(stress.exitStatus == 0, "\(stress.standardError)")
      #expect(stress.standardError.contains("moved to '\(state.path).corrupt-"), "\(stress.standardError)")
      #expect(try Self.names(directory).contains { $0.hasPrefix("eligibility.json.corrupt-") })
    }

    /// Before, `show` blocked forever on a FIFO and read /dev/zero without end; now every such path is
    /// refused at once, before it is opened, and nothing is created beside it.
    @Test func pathsThatAreNotRegularFilesAreRefusedWithoutBlocking() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-store-special")
      defer { try? FileManager.default.removeItem(at: directory) }
      let files = try NonRegularFiles(in: directory)
      defer { files.close() }
      let (fifo, socketPath, folder) = (files.fifo, files.socket, files.folder)
      let before = try Self.names(directory)
      for path in [fifo, "/dev/zero", "/dev/full", "/dev/null", folder, socketPath] {
        for action in ["show", "reset"] {
          let status = try Self.runBounded(["store", action, "--path", path], limitMilliseconds: 5_000)
          #expect(
            status == 65, "store \(action) --path \(path): \(status.map { "exit \($0)" } ?? "still running after 5 s")")
        }
      }
      #expect(try Self.names(directory) == before)
      for (path, kind) in [(fifo, "a FIFO"), ("/dev/null", "a character device"), (folder, "a directory")] {
        let run = try DemoProcess.run(["store", "show", "--path", path])
        #expect(
          run.standardError == "lodestar-demo store: '\(path)' is \(kind), not a regular file: it is not an "
            + "eligibility state file and was left alone\n")
      }
    }

    @Test func anEmptyPathIsAUsageError() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-store-empty")
      defer { try? FileManager.default.removeItem(at: directory) }
      let current = directory.appendingPathComponent("current")
      try FileManager.default.createDirectory(at: current, withIntermediateDirectories: false)
      for arguments in [["store", "show", "--path", ""], ["store", "reset", "--path="], ["run", "--state", ""]] {
        let run = try DemoProcess.run(arguments, currentDirectory: current)
        #expect(run.exitStatus == 64, "\(arguments): \(run.standardError)")
        #expect(run.standardError.contains("the path is empty"), "\(arguments): \(run.standardError)")
      }
      // The current directory given as a path is a directory, not a state file: nothing is created beside it.
      let dot = try DemoProcess.run(["store", "reset", "--path", "."], currentDirectory: current)
      #expect(dot.exitStatus == 65, "\(dot.standardError)")
      #expect(try Self.names(directory) == ["current"])
      #expect(try Self.names(current).isEmpty)
    }

    /// The interactive demo's `--state` follows the writers' rule: a file that is not a state file ends the
    /// run with exit status 65 and is left alone.
    @Test func theInteractiveDemoLeavesAFileThatIsNotAStateFileAlone() throws {
      let path = try #require(DemoExecutable.path, "build lodestar-demo first")
      let directory = try makeTemporaryDirectory(prefix: "lodestar-store-state")
      defer { try? FileManager.default.removeItem(at: directory) }
      let notes = directory.appendingPathComponent("notes.txt")
      try Data(Self.notes.utf8).write(to: notes)
      for state in [notes.path, "/dev/null"] {
        let terminal = try PseudoTerminalProcess(path: path, arguments: ["--state", state])
        #expect(terminal.waitForExit(), "output: \(terminal.text)")
        #expect(terminal.exitStatus == 65, "output: \(terminal.text)")
        #expect(terminal.text.contains("left alone"), "output: \(terminal.text)")
      }
      #expect(try String(contentsOf: notes, encoding: .utf8) == Self.notes)
      #expect(try Self.names(directory) == ["notes.txt"])
    }
  }

#endif
