import Foundation
import Testing

@testable import lodestar_bench

/// The built `lodestar-bench`: its command line, a filter that matches nothing, the debug build's warning and
/// a failed write (issue 30, item 5).
@Suite struct BenchCommandTests {
  /// One benchmark of the `geometry` suite, by its exact name.
  static let geometryBenchmark = "path contains (rounded rect, 4 openings)"

  /// One iteration of one benchmark: a run of a few milliseconds even in a debug build.
  static let oneIteration = ["LODESTAR_BENCH_FILTER": geometryBenchmark, "LODESTAR_BENCH_ITERATIONS": "1"]

  @Test(arguments: [
    (["geomtry"], "lodestar-bench: unknown suite 'geomtry' (did you mean 'geometry'?)"),
    (["--hlep"], "lodestar-bench: unknown option '--hlep' (did you mean '--help'?)"),
    (["-x"], "lodestar-bench: unknown option '-x'"),
    (["bench"], "lodestar-bench: unknown suite 'bench'"),
  ])
  func aMisspeltNameIsAUsageError(arguments: [String], message: String) throws {
    let run = try DemoProcess.run(arguments, executable: DemoExecutable.bench)
    #expect(run.exitStatus == 64, "\(arguments): \(run.standardError)")
    #expect(run.standardError.hasPrefix(message + "\nUsage: lodestar-bench"), "\(arguments): \(run.standardError)")
    #expect(run.standardOutput.isEmpty, "\(arguments)")
  }

  @Test func helpListsEverySuite() throws {
    let run = try DemoProcess.run(["--help"], executable: DemoExecutable.bench)
    #expect(run.exitStatus == 0, "\(run.standardError)")
    #expect(run.text.hasPrefix("Usage: lodestar-bench [SUITE...]"))
    for suite in BenchSuites.names {
      #expect(run.text.contains(suite), "\(suite) missing from:\n\(run.text)")
    }
  }

  /// A filter that selects nothing used to run nothing and exit 0, so a misspelt name in Scripts/bench's
  /// baselines or on a command line measured nothing without a word. It is a usage error now, naming the
  /// filter, the nearest benchmark and the benchmarks of the suites run.
  @Test func aFilterThatMatchesNothingIsAnError() throws {
    let misspelt = "path contains (rounded rect, 4 openings]"
    let run = try DemoProcess.run(
      ["geometry"], environment: ["LODESTAR_BENCH_FILTER": misspelt, "LODESTAR_BENCH_ITERATIONS": "1"],
      executable: DemoExecutable.bench)
    #expect(run.exitStatus == 64, "\(run.standardError)")
    #expect(run.standardOutput.isEmpty, "\(run.text)")
    #expect(
      run.standardError.contains(
        "lodestar-bench: LODESTAR_BENCH_FILTER='\(misspelt)' matches no benchmark of geometry "
          + "(did you mean '\(Self.geometryBenchmark)'?); the benchmarks are:\n"),
      "\(run.standardError)")
    #expect(run.standardError.contains("\n  \(Self.geometryBenchmark)\n"), "\(run.standardError)")
  }

  /// A filter that matches in one of the suites run is no error: the other suites just run nothing.
  @Test func aFilterThatMatchesInOneSuiteRunsThatBenchmark() throws {
    let run = try DemoProcess.run(
      ["geometry", "timeline"], environment: Self.oneIteration, executable: DemoExecutable.bench)
    #expect(run.exitStatus == 0, "\(run.standardError)")
    let lines = run.text.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains(#""benchmark":"\#(Self.geometryBenchmark)""#), "\(run.text)")
  }

  @Test func anExactNameWinsOverNamesThatContainIt() {
    let names = ["layout", "layout (cached)", "coach-mark layout"]
    let benchmarks = names.map { Benchmark(suite: "test", name: $0, targetNanoseconds: nil) { _ in } }
    #expect(BenchmarkFilter(text: "layout").select(benchmarks).map(\.name) == ["layout"])
    #expect(BenchmarkFilter(text: "layou").select(benchmarks).map(\.name) == names)
    #expect(BenchmarkFilter(text: "cached").select(benchmarks).map(\.name) == ["layout (cached)"])
    #expect(BenchmarkFilter(text: "zzz").select(benchmarks).isEmpty)
  }

  /// A debug build's figures are of unoptimised code: it says so on standard error before the first figure,
  /// and a release build does not.
  @Test func aDebugBuildSaysSoBeforeItsFigures() throws {
    let run = try DemoProcess.run(["geometry"], environment: Self.oneIteration, executable: DemoExecutable.bench)
    #expect(run.exitStatus == 0, "\(run.standardError)")
    #expect(run.text.split(separator: "\n").count == 1, "\(run.text)")
    #if DEBUG
      let warning = try #require(BuildConfiguration.debugWarning)
      #expect(warning.hasPrefix("lodestar-bench: warning: this is a debug build"))
      #expect(run.standardError == warning + "\n")
    #else
      #expect(BuildConfiguration.debugWarning == nil)
      #expect(run.standardError.isEmpty, "\(run.standardError)")
    #endif
  }

  /// The warning comes before any figure, also when standard output and standard error are one stream.
  @Test func theWarningPrecedesTheFirstFigure() throws {
    let run = try DemoProcess.runShell(
      #""$BENCH" geometry 2>&1"#,
      environment: Self.oneIteration.merging(["BENCH": try DemoExecutable.locate(DemoExecutable.bench).get()]) {
        $1
      })
    let lines = run.text.split(separator: "\n")
    #if DEBUG
      #expect(lines.count == 2 && lines[0].contains("debug build") && lines[1].hasPrefix("{"), "\(run.text)")
    #else
      #expect(lines.count == 1 && lines[0].hasPrefix("{"), "\(run.text)")
    #endif
  }

  @Test func aBenchmarkRunStopsAtTheFirstFailedWrite() throws {
    let run = try DemoProcess.run(
      ["geometry"], environment: ["LODESTAR_BENCH_ITERATIONS": "1"], outputPath: "/dev/full",
      executable: DemoExecutable.bench)
    #expect(run.exitStatus == 74, "\(run.standardError)")
    #expect(
      run.standardError.hasSuffix("lodestar-bench: cannot write to standard output: no space left on device\n"),
      "\(run.standardError)")
    #expect(run.standardError.components(separatedBy: "cannot write").count == 2, "\(run.standardError)")
  }
}
