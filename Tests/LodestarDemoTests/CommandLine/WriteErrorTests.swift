import Foundation
import LodestarTestSupport
import Testing

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

  @Test func aBenchmarkRunStopsAtTheFirstFailedWrite() throws {
    let run = try DemoProcess.run(
      ["bench", "geometry"], environment: ["LODESTAR_BENCH_ITERATIONS": "1"], outputPath: "/dev/full")
    #expect(run.exitStatus == 74, "\(run.standardError)")
    #expect(run.standardError == Self.message)
  }
}
