import Lodestar
import LodestarDemoSupport
import LodestarJSON

/// The `layout` suite.
enum LayoutBenchmarks {
  static func make() -> [Benchmark] {
    [
      computePositionStack(), computePositionExistentials(), coachMarkLayout(), parseAndSolve(),
      parseAndSolveBenchmarkProblems(),
    ] + computePositionByMiddleware()
  }

  /// computePosition with offset → flip → shift → arrow on 10,000 fixed random problems.
  static func computePositionStack() -> Benchmark {
    computePositionBenchmark(
      stack: [
        OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(padding: 8),
        ArrowMiddleware(size: Size(width: 14, height: 7), padding: 4),
      ], name: "offset+flip+shift+arrow", targetNanoseconds: 300)
  }

  /// computePosition with no middleware and with each middleware of ``computePositionStack()`` alone, on the
  /// same problems: the split of a problem's cost by middleware (no targets; read with
  /// `Scripts/bench --instructions`).
  static func computePositionByMiddleware() -> [Benchmark] {
    [
      computePositionBenchmark(stack: [], name: "no middleware"),
      computePositionBenchmark(stack: [OffsetMiddleware(8)], name: "offset alone"),
      computePositionBenchmark(stack: [FlipMiddleware()], name: "flip alone"),
      computePositionBenchmark(stack: [ShiftMiddleware(padding: 8)], name: "shift alone"),
      computePositionBenchmark(
        stack: [ArrowMiddleware(size: Size(width: 14, height: 7), padding: 4)], name: "arrow alone"),
    ]
  }

  /// computePosition with `stack` on the 10,000 fixed random problems.
  static func computePositionBenchmark(stack: MiddlewareStack, name: String, targetNanoseconds: Double? = nil)
    -> Benchmark
  {
    let problems = PlacementProblemSet.problems()
    let boundary = PlacementProblemSet.boundary
    return Benchmark(
      suite: "layout", name: "computePosition \(name) (10,000 problems, MiddlewareStack)",
      targetNanoseconds: targetNanoseconds
    ) { iterations in
      var accumulator = 0.0
      var index = 0
      for _ in 0..<iterations {
        let problem = problems[index]
        let result = computePosition(
          reference: problem.reference, floating: problem.floating, boundary: boundary, placement: problem.placement,
          stack: stack)
        accumulator += result.x + result.y
        index = index == problems.count - 1 ? 0 : index + 1
      }
      blackHole(accumulator)
    }
  }

  /// The same with the middleware passed as `[any Middleware]` (existential dispatch).
  static func computePositionExistentials() -> Benchmark {
    let problems = PlacementProblemSet.problems()
    let boundary = PlacementProblemSet.boundary
    let middleware: [any Middleware] = [
      OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(padding: 8),
      ArrowMiddleware(size: Size(width: 14, height: 7), padding: 4),
    ]
    return Benchmark(
      suite: "layout", name: "computePosition offset+flip+shift+arrow (10,000 problems, [any Middleware])",
      targetNanoseconds: nil
    ) { iterations in
      var accumulator = 0.0
      var index = 0
      for _ in 0..<iterations {
        let problem = problems[index]
        let result = computePosition(
          reference: problem.reference, floating: problem.floating, boundary: boundary, placement: problem.placement,
          middleware: middleware)
        accumulator += result.x + result.y
        index = index == problems.count - 1 ? 0 : index + 1
      }
      blackHole(accumulator)
    }
  }

  /// Instructions-style coach-mark layout on 10,000 fixed random cut-outs.
  static func coachMarkLayout() -> Benchmark {
    let problems = PlacementProblemSet.problems()
    let boundary = PlacementProblemSet.boundary
    let configuration = CoachMarkConfiguration()
    let insets = DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    return Benchmark(suite: "layout", name: "coach-mark layout (10,000 cut-outs)", targetNanoseconds: 200) {
      iterations in
      var accumulator = 0.0
      var index = 0
      for _ in 0..<iterations {
        let problem = problems[index]
        let frame = CoachMarkLayout.layout(
          bodySize: problem.floating, cutout: problem.reference, bounds: boundary, safeAreaInsets: insets,
          configuration: configuration)
        accumulator += frame.bodyFrame.minX + frame.bodyFrame.minY
        index = index == problems.count - 1 ? 0 : index + 1
      }
      blackHole(accumulator)
    }
  }

  /// Parsing one JSON line of `place` and solving it (the issue's worked example). No target: `place` reads
  /// its lines through the package's one JSON reader, which builds a tree.
  static func parseAndSolve() -> Benchmark {
    let line = Array(
      #"{"reference":{"x":20,"y":700,"width":100,"height":44},"floating":{"width":200,"height":120},"boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom","rtl":false,"middleware":[{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8},{"name":"size","padding":8},{"name":"arrow","width":14,"height":7,"padding":4},{"name":"hide"}]}"#
        .utf8)
    return Benchmark(suite: "layout", name: "place: parse one JSON problem and solve it", targetNanoseconds: nil) {
      iterations in
      var accumulator = 0.0
      for _ in 0..<iterations {
        if let problem = try? PlacementProblem(line: line) {
          accumulator += problem.solve().x
        }
      }
      blackHole(accumulator)
    }
  }

  /// The lines of ``PlacementProblemSet/jsonLines()``, made on first use (a static `let` is lazy), so a run that
  /// filters out ``parseAndSolveBenchmarkProblems()`` does not pay for them.
  static let benchmarkLines = PlaceJSONLines.lines(in: Array(PlacementProblemSet.jsonLines().utf8))

  /// `place`'s work on the problems of ``computePositionStack()``: parse each JSON line and solve it. The
  /// ratio to ``computePositionStack()`` is the cost of JSON on the same problems (reported, no target).
  static func parseAndSolveBenchmarkProblems() -> Benchmark {
    var benchmark = Benchmark(
      suite: "layout", name: "place: parse and solve the same 10,000 problems (JSON Lines, per problem)",
      targetNanoseconds: nil
    ) { iterations in
      let lines = benchmarkLines
      var accumulator = 0.0
      var index = 0
      for _ in 0..<iterations {
        if let problem = try? PlacementProblem(line: lines[index].bytes) {
          let result = problem.solve()
          accumulator += result.x + result.y
        }
        index = index == lines.count - 1 ? 0 : index + 1
      }
      blackHole(accumulator)
    }
    benchmark.baseline = ("computePosition offset+flip+shift+arrow (10,000 problems, MiddlewareStack)", nil)
    return benchmark
  }
}
