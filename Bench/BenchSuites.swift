/// The benchmark suites `lodestar-bench` runs, in the order it runs them.
enum BenchSuites {
  /// Every suite: its name and how to make its benchmarks (made only when the suite runs). Add new suites here.
  static let all: [(name: String, benchmarks: @Sendable () -> [Benchmark])] = [
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
    ("json", JSONBenchmarks.make),
  ]

  /// The names of every suite.
  static var names: [String] { all.map(\.name) }
}
