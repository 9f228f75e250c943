import Foundation
import LodestarTestSupport
import Testing

/// The built `lodestar-demo` follows the Unix conventions for its arguments: unknown options and misplaced
/// words are usage errors (exit 64), `--option=value` works wherever `--option value` does, an empty path is
/// a usage error, and `--help` lists what the README uses while the test aids stay hidden.
@Suite struct CommandLineConventionTests {
  @Test(arguments: [
    ["-x"], ["-V"], ["run", "-x"], ["run", "help"], ["render", "help"], ["render", "-V"], ["--rtl=yes"],
    ["geometry", "-x"], ["store", "show", "-x"], ["place", "-x"], ["run", "a.json", "b.json"], [""],
  ])
  func misplacedArgumentsAreUsageErrors(arguments: [String]) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == 64, "\(arguments): \(run.standardError)")
    #expect(run.standardError.contains("Usage: lodestar-demo"), "\(arguments): \(run.standardError)")
    #expect(!run.standardError.contains("no such file"), "\(arguments): \(run.standardError)")
    #expect(run.standardOutput.isEmpty, "\(arguments)")
  }

  @Test func runHelpPointsAtTheHelpOption() throws {
    let run = try DemoProcess.run(["run", "help"])
    #expect(
      run.standardError.hasPrefix(
        "lodestar-demo: 'help' is not a tour file (for help: lodestar-demo --help; for a file named help: ./help)\n"),
      "\(run.standardError)")
  }

  @Test(arguments: [
    (["--script=next,next", "--color=never"], ["--script", "next,next", "--color", "never"]),
    (["--script=rotate", "--size=844x390", "--rtl"], ["--script", "rotate", "--size", "844x390", "--rtl"]),
    (
      ["render", "--format=json", "--step=2", "--time=0.1"],
      ["render", "--format", "json", "--step", "2", "--time", "0.1"]
    ),
    (["render", "--format=ansi", "--color=never"], ["render", "--format", "ansi", "--color", "never"]),
    (["place", "--help"], ["help", "place"]),
  ])
  func anOptionsValueCanFollowAnEqualsSign(joined: [String], separate: [String]) throws {
    let withEquals = try DemoProcess.run(joined)
    let spaced = try DemoProcess.run(separate)
    #expect(withEquals.exitStatus == 0, "\(joined): \(withEquals.standardError)")
    #expect(spaced.exitStatus == 0, "\(separate): \(spaced.standardError)")
    #expect(!withEquals.standardOutput.isEmpty, "\(joined)")
    #expect(withEquals.text == spaced.text, "\(joined)")
  }

  @Test func renderWritesToAnOutputPathGivenWithAnEqualsSign() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-equals")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("step.json")
    let run = try DemoProcess.run(["render", "--format=json", "--out=\(file.path)"])
    #expect(run.exitStatus == 0, "\(run.standardError)")
    let rendered = try DemoProcess.run(["render", "--format", "json"])
    #expect(try Data(contentsOf: file) == Data(rendered.standardOutput))
  }

  @Test func theStoreReadsItsPathGivenWithAnEqualsSign() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-equals")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("state.json").path
    let joined = try DemoProcess.run(["store", "reset", "--path=\(path)"])
    let spaced = try DemoProcess.run(["store", "show", "--path", path])
    #expect(joined.exitStatus == 0, "\(joined.standardError)")
    #expect(spaced.exitStatus == 0, "\(spaced.standardError)")
    #expect(joined.text == spaced.text)
    #expect(joined.text.contains("\"schemaVersion\": 2"), "\(joined.text)")
  }

  @Test(arguments: [
    ["run", ""], ["--screen", ""], ["--screen="], ["run", "--state", ""], ["--state="],
    ["render", "--out", ""], ["render", "--out="], ["render", "--screen", ""], ["store", "show", "--path", ""],
    ["store", "reset", "--path="],
  ])
  func anEmptyPathIsAUsageErrorAndTouchesNothing(arguments: [String]) throws {
    // In a directory of its own (two levels down), so a path taken as "the current directory" could only
    // touch files inside it.
    let root = try makeTemporaryDirectory(prefix: "lodestar-demo-empty-path")
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = root.appendingPathComponent("a/b", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let run = try DemoProcess.run(arguments, currentDirectory: directory)
    #expect(run.exitStatus == 64, "\(arguments): \(run.standardError)")
    #expect(run.standardError.contains("empty"), "\(arguments): \(run.standardError)")
    #expect(run.standardOutput.isEmpty, "\(arguments)")
    let left = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    #expect(left.sorted() == ["a", "a/b"], "\(arguments)")
  }

  @Test func topLevelHelpListsTheOptionsTheReadmeUsesAndHidesTheTestAids() throws {
    let help = try DemoProcess.run(["--help"])
    #expect(help.exitStatus == 0)
    for option in ["--script", "--rtl", "--color", "--size", "--screen", "--state", "--version"] {
      #expect(help.text.contains("  \(option) "), "\(option) missing from:\n\(help.text)")
    }
    for command in ["run", "render", "place", "store", "geometry"] {
      #expect(help.text.contains("\n  \(command) "), "\(command) missing from:\n\(help.text)")
    }
    for aid in ["terminal-selftest", "stress", "increment", "bench"] {
      #expect(!help.text.contains(aid), "\(aid) listed in:\n\(help.text)")
    }
    let store = try DemoProcess.run(["store", "--help"])
    #expect(store.exitStatus == 0)
    #expect(!store.text.contains("stress") && !store.text.contains("increment"), "\(store.text)")
  }

  /// The test aids are not the demo's any more (issue 30, item 5): the demo refuses them as it refuses any
  /// unknown name, and `lodestar-test-aid` runs them.
  @Test func theTestAidsRunInTheTestAidNotTheDemo() throws {
    for arguments in [["terminal-selftest"], ["store", "stress", "--count", "1"], ["store", "increment"]] {
      let run = try DemoProcess.run(arguments)
      #expect(run.exitStatus == 64, "\(arguments): \(run.standardError)")
    }
    let help = try DemoProcess.run(["help", "terminal-selftest"])
    #expect(help.exitStatus == 64, "\(help.standardError)")
    // The store's test aids refuse to write to the default store.
    let stress = try DemoProcess.run(["store", "stress", "--count", "1"], executable: DemoExecutable.testAid)
    #expect(stress.exitStatus == 64, "\(stress.standardError)")
    #expect(stress.standardError.hasPrefix("lodestar-test-aid store: needs --path P"), "\(stress.standardError)")
    let unknown = try DemoProcess.run(["selftest"], executable: DemoExecutable.testAid)
    #expect(unknown.exitStatus == 64, "\(unknown.standardError)")
    #expect(unknown.standardError.hasPrefix("lodestar-test-aid: unknown aid 'selftest'"), "\(unknown.standardError)")
  }

  @Test func doubleDashEndsTheOptions() throws {
    let run = try DemoProcess.run(["run", "--", "--help"])
    #expect(run.exitStatus == 66, "\(run.standardError)")
    #expect(run.standardError == "lodestar-demo: --help: no such file\n")
  }
}
