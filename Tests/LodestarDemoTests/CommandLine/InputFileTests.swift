import Foundation
import LodestarTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// How the demo reads the files it is given (`InputFile`): `-` is standard input, `/dev/stdin` and process
/// substitution work, directories, FIFOs without a writer and endless devices get a clear error at once.
@Suite struct InputFileTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demo/Examples")
  static let tour = examples.appendingPathComponent("profile-tour.json")
  static let inboxTour = examples.appendingPathComponent("inbox-hint.json")
  static let inboxScreen = examples.appendingPathComponent("inbox-screen.json")
  static let walkthrough = examples.appendingPathComponent("walkthrough.json")

  @Test(arguments: [
    (["run", "-"], ["run", tour.path], tour),
    (["run", "/dev/stdin"], ["run", tour.path], tour),
    (["render", "-", "--format", "json"], ["render", tour.path, "--format", "json"], tour),
    (["run", "-", "--script", "next,next"], ["run", tour.path, "--script", "next,next"], tour),
    (
      ["render", inboxTour.path, "--screen", "-"], ["render", inboxTour.path, "--screen", inboxScreen.path],
      inboxScreen
    ),
    (["walkthrough", "-"], ["walkthrough", walkthrough.path], walkthrough),
    (
      ["walkthrough", "/dev/stdin", "--render", "--page", "2"],
      ["walkthrough", walkthrough.path, "--render", "--page", "2"], walkthrough
    ),
  ])
  func standardInputReadsLikeTheFile(fromStandardInput: [String], fromFile: [String], input: URL) throws {
    let piped = try DemoProcess.run(fromStandardInput, input: try Data(contentsOf: input))
    let direct = try DemoProcess.run(fromFile)
    #expect(piped.exitStatus == 0, "\(fromStandardInput): \(piped.standardError)")
    #expect(direct.exitStatus == 0, "\(fromFile): \(direct.standardError)")
    #expect(!piped.standardOutput.isEmpty)
    #expect(piped.standardOutput == direct.standardOutput, "\(fromStandardInput)")
  }

  /// Standard input as a pipe, as a shell gives it.
  @Test(arguments: [["run", "-"], ["run", "/dev/stdin"], ["render", "/dev/stdin", "--format", "svg"]])
  func aPipeOnStandardInputWorks(arguments: [String]) throws {
    let piped = try DemoProcess.runShell(
      #"cat "$TOUR" | "$DEMO" "$@""#.replacingOccurrences(
        of: "\"$@\"", with: arguments.map { "'\($0)'" }.joined(separator: " ")),
      environment: ["TOUR": Self.tour.path])
    let direct = try DemoProcess.run(arguments.map { $0 == "-" || $0 == "/dev/stdin" ? Self.tour.path : $0 })
    #expect(piped.exitStatus == 0, "\(arguments): \(piped.standardError)")
    #expect(!piped.standardOutput.isEmpty)
    #expect(piped.standardOutput == direct.standardOutput, "\(arguments)")
  }

  @Test func processSubstitutionWorks() throws {
    let substituted = try DemoProcess.runShell(
      #""$DEMO" run <(cat "$TOUR") --screen <(cat "$SCREEN")"#,
      environment: ["TOUR": Self.inboxTour.path, "SCREEN": Self.inboxScreen.path])
    let direct = try DemoProcess.run(["run", Self.inboxTour.path, "--screen", Self.inboxScreen.path])
    #expect(substituted.exitStatus == 0, "\(substituted.standardError)")
    #expect(!substituted.standardOutput.isEmpty)
    #expect(substituted.standardOutput == direct.standardOutput)
  }

  @Test func aDecodingErrorNamesStandardInput() throws {
    let run = try DemoProcess.run(["run", "-"], input: Data(#"{"version": 1}"#.utf8))
    #expect(run.exitStatus == 65, "\(run.standardError)")
    #expect(run.standardError.hasPrefix("lodestar-demo: standard input: "), "\(run.standardError)")
  }

  @Test(arguments: [
    ["run", "-", "--screen", "-"], ["render", "-", "--screen=-"],
  ])
  func standardInputIsReadOnce(arguments: [String]) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == 64, "\(run.standardError)")
    #expect(
      run.standardError.contains("the tour and the screen cannot both be read from standard input ('-')"),
      "\(run.standardError)")
  }

  @Test(arguments: [["run"], ["render"], ["run", "--screen-as-directory"], ["walkthrough"]])
  func aDirectoryIsADirectory(command: [String]) throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-directory")
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments =
      command.last == "--screen-as-directory" ? ["run", "--screen", directory.path] : command + [directory.path]
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == 66, "\(arguments): \(run.standardError)")
    let name = command == ["walkthrough"] ? "lodestar-demo walkthrough" : "lodestar-demo"
    #expect(run.standardError == "\(name): \(directory.path): is a directory\n", "\(arguments)")
  }

  /// A FIFO no program writes to would block a reader forever: it is refused at once.
  @Test func aFIFOWithoutAWriterIsRefusedAtOnce() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-fifo")
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("tour.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try DemoProcess.run(["run", fifo])
    #expect(run.exitStatus == 66, "\(run.standardError)")
    #expect(run.standardError == "lodestar-demo: \(fifo): nothing to read (a FIFO no program wrote to)\n")
  }

  /// Reading stops past 16 MiB: an endless device and a file that is too long are refused.
  @Test func inputIsBoundedTo16MiB() throws {
    let endless = try DemoProcess.run(["run", "/dev/zero"])
    #expect(endless.exitStatus == 65, "\(endless.standardError)")
    #expect(endless.standardError == "lodestar-demo: /dev/zero: more than the 16777216 bytes an input file may have\n")
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-large")
    defer { try? FileManager.default.removeItem(at: directory) }
    let large = directory.appendingPathComponent("large.json")
    #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: 16 << 20 + 1)
    try handle.close()
    let run = try DemoProcess.run(["render", large.path])
    #expect(run.exitStatus == 65, "\(run.standardError)")
    #expect(
      run.standardError
        == "lodestar-demo: \(large.path): 16777217 bytes is more than the 16777216 an input file may have\n")
  }
}
