import Lodestar

/// The `layout` suite.
enum LayoutBenchmarks {
  static func make() -> [Benchmark] {
    [
      computePositionStack(), computePositionExistentials(), coachMarkLayout(), parseAndSolve(),
      parseAndSolveBenchmarkProblems(),
    ]
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
  static let middlewareJSON =
    #"[{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8},{"name":"arrow","width":14,"height":7,"padding":4}]"#

  /// The 10,000 problems of ``computePositionStack()`` as `place` input, one JSON line each, with the same
  /// middleware; numbers are printed in shortest round-trip form, so `place` reads exactly the same
  /// doubles (`lodestar-demo place --benchmark-input`).
  static func jsonLines() -> String {
    var text = ""
    text.reserveCapacity(10_000 * 400)
    func number(_ value: Double) { JavaScriptNumberFormat.append(value, to: &text) }
    for problem in problems() {
      text += #"{"reference":{"x":"#
      number(problem.reference.origin.x)
      text += #","y":"#
      number(problem.reference.origin.y)
      text += #","width":"#
      number(problem.reference.size.width)
      text += #","height":"#
      number(problem.reference.size.height)
      text += #"},"floating":{"width":"#
      number(problem.floating.width)
      text += #","height":"#
      number(problem.floating.height)
      text += #"},"boundary":{"x":0,"y":0,"width":390,"height":844},"placement":""#
      text += problem.placement.name
      text += #"","rtl":false,"middleware":"#
      text += middlewareJSON
      text += "}\n"
    }
    return text
  }

  /// computePosition with offset → flip → shift → arrow on 10,000 fixed random problems.
  static func computePositionStack() -> Benchmark {
    let problems = problems()
    let stack: MiddlewareStack = [
      OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(padding: 8),
      ArrowMiddleware(size: Size(width: 14, height: 7), padding: 4),
    ]
    return Benchmark(
      suite: "layout", name: "computePosition offset+flip+shift+arrow (10,000 problems, MiddlewareStack)",
      targetNanoseconds: 300
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

  /// Parsing one JSON line of `place` and solving it (the issue's worked example), reusing the problem's
  /// storage as `place` does from line to line.
  static func parseAndSolve() -> Benchmark {
    let line = Array(
      #"{"reference":{"x":20,"y":700,"width":100,"height":44},"floating":{"width":200,"height":120},"boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom","rtl":false,"middleware":[{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8},{"name":"size","padding":8},{"name":"arrow","width":14,"height":7,"padding":4},{"name":"hide"}]}"#
        .utf8)
    return Benchmark(suite: "layout", name: "place: parse one JSON problem and solve it", targetNanoseconds: 900) {
      iterations in
      var accumulator = 0.0
      var problem = PlacementProblem(reference: .zero, floating: .zero, boundary: .zero)
      line.withUnsafeBufferPointer { bytes in
        for _ in 0..<iterations {
          if (try? problem.read(utf8: bytes)) != nil {
            accumulator += problem.solve().x
          }
        }
      }
      blackHole(accumulator)
    }
  }

  /// `place`'s work on the problems of ``computePositionStack()``: parse each JSON line and solve it. The
  /// ratio to ``computePositionStack()`` is the cost of JSON on the same problems; the issue allows 3×.
  static func parseAndSolveBenchmarkProblems() -> Benchmark {
    let input = Array(jsonLines().utf8)
    let lines = input.withUnsafeBufferPointer { PlacementJSONLines.lines(in: $0) }
    var benchmark = Benchmark(
      suite: "layout", name: "place: parse and solve the same 10,000 problems (JSON Lines, per problem)",
      targetNanoseconds: nil
    ) { iterations in
      var accumulator = 0.0
      var index = 0
      // As `place` does: the problem's storage is reused from line to line.
      var problem = PlacementProblem(reference: .zero, floating: .zero, boundary: .zero)
      input.withUnsafeBufferPointer { buffer in
        for _ in 0..<iterations {
          let bytes = UnsafeBufferPointer(rebasing: buffer[lines[index].range])
          if (try? problem.read(utf8: bytes)) != nil {
            let result = problem.solve()
            accumulator += result.x + result.y
          }
          index = index == lines.count - 1 ? 0 : index + 1
        }
      }
      blackHole(accumulator)
    }
    benchmark.baseline = ("computePosition offset+flip+shift+arrow (10,000 problems, MiddlewareStack)", 3)
    return benchmark
  }
}
