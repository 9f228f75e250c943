import Lodestar
import LodestarJSON

/// The `layout` suite.
enum LayoutBenchmarks {
  static func make() -> [Benchmark] {
    [
      computePositionStack(), computePositionExistentials(), coachMarkLayout(), parseAndSolve(),
      parseAndSolveBenchmarkProblems(),
    ] + computePositionByMiddleware()
  }

  /// A SplitMix64 stream for the fixed problem sets.
  struct Stream {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
  }

  struct Problem {
    var reference: Rect
    var floating: Size
    var placement: Placement
  }

  static let boundary = Rect(x: 0, y: 0, width: 390, height: 844)

  /// 10,000 fixed random problems on a phone-sized boundary.
  static func problems() -> [Problem] {
    var stream = Stream(state: 42)
    return (0..<10_000).map { _ in
      Problem(
        reference: Rect(
          x: stream.double(-40...400), y: stream.double(-40...860), width: stream.double(10...200),
          height: stream.double(10...80)),
        floating: Size(width: stream.double(80...360), height: stream.double(40...300)),
        placement: Placement.allCases[Int(stream.next() % 12)])
    }
  }

  /// The middleware of the computePosition benchmarks, in `place`'s JSON vocabulary.
  static let middlewareJSON: JSONOutput = .array([
    ["name": .string("offset"), "mainAxis": .number(8)], ["name": .string("flip")],
    ["name": .string("shift"), "padding": .number(8)],
    ["name": .string("arrow"), "width": .number(14), "height": .number(7), "padding": .number(4)],
  ])

  /// The 10,000 problems of ``computePositionStack()`` as `place` input, one JSON line each, with the same
  /// middleware; numbers are printed in shortest round-trip form, so `place` reads exactly the same
  /// doubles (`lodestar-demo place --benchmark-input`).
  static func jsonLines() -> String {
    var text = ""
    text.reserveCapacity(10_000 * 400)
    let writer = JSONWriter()
    for problem in problems() {
      let line: JSONOutput = [
        "reference": [
          "x": .number(problem.reference.origin.x), "y": .number(problem.reference.origin.y),
          "width": .number(problem.reference.size.width), "height": .number(problem.reference.size.height),
        ],
        "floating": ["width": .number(problem.floating.width), "height": .number(problem.floating.height)],
        "boundary": [
          "x": .number(boundary.origin.x), "y": .number(boundary.origin.y), "width": .number(boundary.size.width),
          "height": .number(boundary.size.height),
        ],
        "placement": .string(problem.placement.name), "rtl": .bool(false), "middleware": middlewareJSON,
      ]
      writer.write(line, to: &text)
      text += "\n"
    }
    return text
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
    let problems = problems()
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
    let problems = problems()
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
    let problems = problems()
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

  /// The lines of ``jsonLines()``, made on first use (a static `let` is lazy), so a run that filters out
  /// ``parseAndSolveBenchmarkProblems()`` does not pay for them.
  static let benchmarkLines = PlaceJSONLines.lines(in: Array(jsonLines().utf8))

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
