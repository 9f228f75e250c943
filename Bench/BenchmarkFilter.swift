import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `LODESTAR_BENCH_FILTER`: which benchmarks of a suite run.
struct BenchmarkFilter {
  /// The name, or part of a name, the filter asks for.
  var text: String

  /// The filter in `LODESTAR_BENCH_FILTER`, or nil when it is not set.
  static func fromEnvironment() -> BenchmarkFilter? {
    getenv("LODESTAR_BENCH_FILTER").map { BenchmarkFilter(text: String(cString: $0)) }
  }

  /// The benchmark named exactly ``text``, or when none is, those whose name contains it (possibly none).
  func select(_ benchmarks: [Benchmark]) -> [Benchmark] {
    let exact = benchmarks.filter { $0.name == text }
    return exact.isEmpty ? benchmarks.filter { $0.name.contains(text) } : exact
  }

  /// The error when the filter selected no benchmark of `suites`, whose benchmarks are named `available`: the
  /// filter, the nearest name when one is close, and the names to choose from.
  func noMatchMessage(available: [String], suites: [String]) -> String {
    let hint = CommandLineSuggestion.hint(for: text, in: available)
    let list = available.map { "  \($0)" }.joined(separator: "\n")
    return """
      \(BenchCommand.name): LODESTAR_BENCH_FILTER='\(text.prefix(200))' matches no benchmark of \
      \(suites.joined(separator: ", "))\(hint); the benchmarks are:
      \(list)
      """
  }
}
