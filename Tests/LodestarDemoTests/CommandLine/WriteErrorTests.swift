import Foundation
import LodestarTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A write error on standard output (here `/dev/full`) ends every command that writes there with exit 74
/// and the error's meaning, once.
@Suite struct WriteErrorTests {
  static let message = "lodestar-demo: cannot write to standard output: no space left on device\n"

  @Test(arguments: [
    [], ["--script", "next,next"], ["run", "--script=next", "--color=always"], ["render"],
    ["render", "--format", "svg"], ["render", "--format", "json"], ["render", "--format", "ansi"],
    ["render", "--format", "svg", "--all", "--animated"], ["walkthrough"], ["walkthrough", "--render"],
    ["geometry"], ["--help"], ["--version"], ["help", "run"], ["render", "--help"], ["place", "--benchmark-input"],
    ["store", "show", "--path", "STATE"], ["store", "reset", "--path", "STATE"],
  ])
  func everyCommandThatWritesToStandardOutputExitsWith74(arguments: [String]) throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-full")
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = directory.appendingPathComponent("state.json").path
    let arguments = arguments.map { $0 == "STATE" ? state : $0 }
    let run = try DemoProcess.run(arguments, outputPath: "/dev/full")
    #expect(run.exitStatus == 74, "\(arguments): \(run.standardError)")
    #expect(run.standardError == Self.message, "\(arguments)")
  }

  @Test(arguments: [
    #"{"reference":{"x":0,"y":0,"width":10,"height":10},"floating":{"width":5,"height":5}}"#,
    "not json",
  ])
  func placeExitsWith74(line: String) throws {
    let run = try DemoProcess.run(["place"], input: Data((line + "\n").utf8), outputPath: "/dev/full")
    #expect(run.exitStatus == 74, "\(run.standardError)")
    #expect(run.standardError == Self.message)
  }

  /// `--out` files: the path and the system's reason, 73 when the file or directory cannot be created, 74 when
  /// writing fails.
  @Test(arguments: [
    (["render", "--out", "/dev/full"], 74, "lodestar-demo render: cannot write /dev/full: no space left on device\n"),
    (
      ["render", "--format", "svg", "--all", "--animated", "--out", "/dev/full"], 74,
      "lodestar-demo render: cannot write /dev/full: no space left on device\n"
    ),
    (
      ["walkthrough", "--render", "--out", "/dev/full"], 74,
      "lodestar-demo walkthrough: cannot write /dev/full: no space left on device\n"
    ),
    (
      ["render", "--out", "DIRECTORY/missing/step.txt"], 73,
      "lodestar-demo render: cannot write DIRECTORY/missing/step.txt: no such file or directory\n"
    ),
    (["render", "--all", "--out", "DIRECTORY/file"], 73, "lodestar-demo render: DIRECTORY/file: not a directory\n"),
    (
      ["render", "--out", "DIRECTORY/fifo"], 73,
      "lodestar-demo render: cannot write DIRECTORY/fifo: no such device or address\n"
    ),
  ])
  func outputFilesSayWhyTheyCannotBeWritten(arguments: [String], status: Int32, message: String) throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-out")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("x".utf8).write(to: directory.appendingPathComponent("file"))
    #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
    let arguments = arguments.map { $0.replacingOccurrences(of: "DIRECTORY", with: directory.path) }
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == status, "\(arguments): \(run.standardError)")
    #expect(run.standardError == message.replacingOccurrences(of: "DIRECTORY", with: directory.path), "\(arguments)")
  }

  /// Issue 38: output into a pipe no program reads any more ended the process by SIGPIPE (141 in a shell)
  /// without a word, while the README promises 74 for I/O errors. The demo ignores SIGPIPE: the write fails
  /// with "broken pipe", and the command ends with 74 and says so once.
  @Test func aClosedPipeIsAnIOError() throws {
    // `true` exits without reading. The 10,000 problems (about 2 MB) are more than a pipe holds, so a write
    // fails once it has exited, whenever that is.
    let run = try DemoProcess.runShell(#""$DEMO" place --benchmark-input | true; echo "status ${PIPESTATUS[0]}""#)
    #expect(run.text == "status 74\n", "\(run.standardError)")
    #expect(run.standardError == "lodestar-demo: cannot write to standard output: broken pipe\n")
  }
}
