/// `lodestar-demo bench [SUITE...]`: runs benchmark suites and prints one JSON line per benchmark.
enum BenchCommand: Subcommand {
  static let name = "bench"
  static let summary = "run benchmarks (suites: \(suites.map(\.name).joined(separator: ", ")))"
  static let operandSynopsis = "[SUITE...]"
  static let abstract = """
    Runs the named benchmark suites (all of them when none is named) and prints one JSON line per
    benchmark: {"suite":…,"benchmark":…,"ns_per_op":…,"target_ns":…,"within_target":…}.
    Each figure is the median nanoseconds per operation of at least 5 runs. Build in release mode:
    swift run -c release lodestar-demo bench geometry
    """
  static var discussion: String { "Suites: \(suites.map(\.name).joined(separator: ", "))" }

  /// Every suite. Add new suites here.
  static let suites: [(name: String, benchmarks: @Sendable () -> [Benchmark])] = [
    ("geometry", GeometryBenchmarks.make),
    ("flow", FlowBenchmarks.make),
    ("viewmodel", ViewModelBenchmarks.make),
    ("eligibility", EligibilityBenchmarks.make),
    ("timeline", TimelineBenchmarks.make),
    ("layout", LayoutBenchmarks.make),
    ("rendering", RenderingBenchmarks.make),
    ("scene", SceneBenchmarks.make),
    ("walkthrough", WalkthroughBenchmarks.make),
    ("audit", AuditBenchmarks.make),
    ("startup", StartupBenchmarks.make),
  ]

  static func run(arguments: [String]) -> Int32 {
    let names: [String]
    do throws(DemoFailure) {
      let parsed = try parse(arguments)
      names = parsed.operands.isEmpty ? suites.map(\.name) : parsed.operands
      for name in names where !suites.contains(where: { $0.name == name }) {
        let hint = CommandLineSuggestion.hint(for: name, in: suites.map(\.name))
        throw parsed.usage("unknown suite '\(name.prefix(80))'\(hint)")
      }
    } catch {
      printError(error.message)
      return error.status
    }
    for suite in suites where names.contains(suite.name) {
      BenchmarkRunner.run(suite.benchmarks())
    }
    // A failed write stopped the runs; main exits with the I/O status then.
    return ExitStatus.success
  }
}
