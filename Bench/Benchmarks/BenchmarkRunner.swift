import LodestarDemoSupport
import LodestarJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a value alive so the optimiser cannot remove the work that produced it.
///
/// It stays in the benchmarks' own module, where the baselines in `instruction-baselines.json` were measured
/// with it: there the optimiser sees that it does nothing with a value and drops work whose result only it
/// receives (a loop's accumulator sums), as it did in the demo's module before the move. One in another module
/// is opaque, keeps that work and adds up to 6% to some counts (the cubic-Bézier sample: 228.6 → 242.0).
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Nanoseconds of CPU time used by the calling thread: unlike wall-clock time, it does not grow while
/// other processes hold the cores.
func threadCPUNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The figures of one benchmark: medians over the runs, in nanoseconds per operation.
struct BenchmarkMeasurement {
  /// Wall-clock nanoseconds per operation.
  var wall: Double
  /// Thread CPU nanoseconds per operation.
  var cpu: Double
}

/// One benchmark: a named operation repeated many times.
struct Benchmark {
  /// The suite it belongs to (`geometry`, `layout`, ...).
  var suite: String
  /// Its name within the suite.
  var name: String
  /// The figure it must stay under, in nanoseconds per operation, if the issue names one.
  var targetNanoseconds: Double?
  /// Runs the operation `iterations` times.
  var body: (_ iterations: Int) -> Void
  /// The name of an earlier benchmark of the same run this one is compared with, and the largest ratio of
  /// this one's CPU figure to that one's the issue allows (`nil` when the issue names none).
  var baseline: (name: String, maximumRatio: Double?)? = nil
}

/// Measures benchmarks and prints one JSON line each.
enum BenchmarkRunner {
  /// Measures one benchmark: calibrates the iteration count to about `runDuration` nanoseconds per run,
  /// then takes the median nanoseconds per operation of `runs` runs, by the wall clock and by the thread's
  /// CPU time.
  static func measure(
    _ benchmark: Benchmark, runs: Int = 7, runDuration: UInt64 = 50_000_000
  ) -> BenchmarkMeasurement {
    var iterations = 1
    while true {
      let start = monotonicNanoseconds()
      benchmark.body(iterations)
      let elapsed = monotonicNanoseconds() - start
      if elapsed >= runDuration / 4 || iterations >= 1 << 30 {
        let perOperation = max(Double(elapsed) / Double(iterations), 0.1)
        iterations = max(1, Int(Double(runDuration) / perOperation))
        break
      }
      iterations *= 4
    }
    var wallSamples: [Double] = []
    var cpuSamples: [Double] = []
    for _ in 0..<max(runs, 5) {
      let start = monotonicNanoseconds()
      let cpuStart = threadCPUNanoseconds()
      benchmark.body(iterations)
      let cpuElapsed = threadCPUNanoseconds() - cpuStart
      let elapsed = monotonicNanoseconds() - start
      wallSamples.append(Double(elapsed) / Double(iterations))
      cpuSamples.append(Double(cpuElapsed) / Double(iterations))
    }
    wallSamples.sort()
    cpuSamples.sort()
    return BenchmarkMeasurement(wall: wallSamples[wallSamples.count / 2], cpu: cpuSamples[cpuSamples.count / 2])
  }

  /// Runs benchmarks and prints one JSON line each:
  /// `{"suite":"geometry","benchmark":"...","ns_per_op":12.3,"cpu_ns_per_op":12.1,"target_ns":100,"within_target":true}`.
  /// `ns_per_op` is wall-clock time and decides `within_target`; `cpu_ns_per_op` is the thread's CPU time,
  /// the steadier figure on a shared machine.
  ///
  /// Two environment variables make a run reproducible under an instruction counter such as callgrind:
  /// `LODESTAR_BENCH_FILTER` (``BenchmarkFilter``, applied by the caller) runs only the benchmark of that name,
  /// and `LODESTAR_BENCH_ITERATIONS` runs each benchmark once with exactly that many iterations (no
  /// calibration), so instruction counts divide by a known number of operations (or the difference between two
  /// counts by the difference between their iterations).
  ///
  /// A benchmark with a ``Benchmark/baseline`` also prints `"baseline"`, `"ratio"` (its CPU figure over the
  /// baseline's) and, with a maximum ratio, `"target_ratio"` and `"within_target"`.
  ///
  /// - Returns: The success status, or the I/O status (74) when a line could not be written: the run stops there.
  static func run(_ benchmarks: [Benchmark]) -> Int32 {
    let environment = ProcessEnvironment()
    var measured: [String: BenchmarkMeasurement] = [:]
    for benchmark in benchmarks {
      // Zero iterations first: a benchmark that prepares its data on first use does so outside the measurement.
      benchmark.body(0)
      let measurement = environment.iterations.map { measureOnce(benchmark, iterations: $0) } ?? measure(benchmark)
      measured[benchmark.name] = measurement
      var line: [(key: String, value: JSONOutput)] = [
        ("suite", .string(benchmark.suite)), ("benchmark", .string(benchmark.name)),
        ("ns_per_op", formatted(measurement.wall)), ("cpu_ns_per_op", formatted(measurement.cpu)),
      ]
      if let target = benchmark.targetNanoseconds {
        line += [("target_ns", formatted(target)), ("within_target", .bool(measurement.wall <= target))]
      }
      if let baseline = benchmark.baseline, let reference = measured[baseline.name], reference.cpu > 0 {
        let ratio = measurement.cpu / reference.cpu
        line += [("baseline", .string(baseline.name)), ("ratio", .number((ratio * 1000).rounded() / 1000))]
        if let maximum = baseline.maximumRatio {
          line += [("target_ratio", .number(maximum)), ("within_target", .bool(ratio <= maximum))]
        }
      }
      // A line as soon as it is measured; a failed write ends the run.
      guard StandardOutput.write(JSONWriter().text(of: .object(line)) + "\n") == ExitStatus.success else {
        return ExitStatus.ioError
      }
    }
    return ExitStatus.success
  }

  /// Runs a benchmark once with a fixed number of iterations.
  static func measureOnce(_ benchmark: Benchmark, iterations: Int) -> BenchmarkMeasurement {
    let start = monotonicNanoseconds()
    let cpuStart = threadCPUNanoseconds()
    benchmark.body(iterations)
    let cpuElapsed = threadCPUNanoseconds() - cpuStart
    let elapsed = monotonicNanoseconds() - start
    return BenchmarkMeasurement(
      wall: Double(elapsed) / Double(iterations), cpu: Double(cpuElapsed) / Double(iterations))
  }

  /// Whole nanoseconds from 1,000 up, one decimal below.
  private static func formatted(_ value: Double) -> JSONOutput {
    .number(value >= 1000 ? value.rounded() : (value * 10).rounded() / 10)
  }
}

/// The benchmark options read from the environment (see ``BenchmarkRunner/run(_:)``).
private struct ProcessEnvironment {
  /// A fixed iteration count, run once.
  var iterations: Int?

  init() {
    iterations = getenv("LODESTAR_BENCH_ITERATIONS").flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil }
  }
}
