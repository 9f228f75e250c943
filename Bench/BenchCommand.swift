import LodestarDemoSupport

/// `lodestar-bench [SUITE...]`: runs benchmark suites and prints one JSON line per benchmark.
enum BenchCommand {
  /// The tool's name, which starts its messages.
  static let name = "lodestar-bench"

  /// The usage line.
  static let usageLine = "Usage: lodestar-bench [SUITE...]"

  /// What `--help` prints.
  static var usage: String {
    """
    \(usageLine)

    Runs the named benchmark suites (all of them when none is named) and prints one JSON line per
    benchmark: {"suite":…,"benchmark":…,"ns_per_op":…,"target_ns":…,"within_target":…}.
    Each figure is the median nanoseconds per operation of at least 5 runs. Build in release mode
    (a debug build says so on standard error before its figures):
    swift run -c release lodestar-bench geometry

    Environment:
      LODESTAR_BENCH_FILTER=NAME      only the benchmark named NAME (when none is, those whose name contains
                                      it); a filter that matches no benchmark of the suites run is an error
      LODESTAR_BENCH_ITERATIONS=N     each benchmark once with exactly N iterations (for instruction counts)

    Suites: \(BenchSuites.names.joined(separator: ", "))
    """
  }

  /// Runs the command line `arguments` (without the program's name) and returns the exit status.
  static func run(arguments: [String]) -> Int32 {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" || $0 == "help" }) {
      return StandardOutput.write(usage + "\n")
    }
    for argument in arguments {
      let known = argument.hasPrefix("-") ? ["--help"] : BenchSuites.names
      guard !known.contains(argument) else { continue }
      let what = argument.hasPrefix("-") ? "option" : "suite"
      let hint = CommandLineSuggestion.hint(for: argument, in: known)
      printError("\(name): unknown \(what) '\(argument.prefix(80))'\(hint)\n\(usageLine) (see --help)")
      return ExitStatus.usage
    }
    let names = arguments.isEmpty ? BenchSuites.names : arguments
    if let warning = BuildConfiguration.debugWarning { printError(warning) }
    let filter = BenchmarkFilter.fromEnvironment()
    var ran = 0
    var available: [String] = []
    for suite in BenchSuites.all where names.contains(suite.name) {
      let benchmarks = suite.benchmarks()
      available += benchmarks.map(\.name)
      let selected = filter.map { $0.select(benchmarks) } ?? benchmarks
      ran += selected.count
      guard BenchmarkRunner.run(selected) == ExitStatus.success else { return ExitStatus.ioError }
    }
    if let filter, ran == 0 {
      printError(filter.noMatchMessage(available: available, suites: names))
      return ExitStatus.usage
    }
    return ExitStatus.success
  }
}
