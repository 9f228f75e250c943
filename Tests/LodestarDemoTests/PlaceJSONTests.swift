import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarJSON
import Testing

@testable import lodestar_demo

@Suite struct PlaceJSONTests {
  static let issueProblem =
    #"{"reference":{"x":20,"y":700,"width":100,"height":44},"floating":{"width":200,"height":120},"boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom","rtl":false,"middleware":[{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8},{"name":"size","padding":8},{"name":"arrow","width":14,"height":7,"padding":4},{"name":"hide"}]}"#
  static let issueResult =
    #"{"x":8,"y":572,"placement":"top","arrow":{"x":55,"centerOffset":0},"shift":{"x":38,"y":0},"size":{"availableWidth":374,"availableHeight":684},"hide":{"referenceHidden":false}}"#

  @Test func issueWorkedExample() throws {
    #expect(try PlacementProblem(json: Self.issueProblem).solve().jsonLine == Self.issueResult)
  }

  @Test func issueFullOptionExample() throws {
    let problem = """
      {"reference":{"x":20,"y":700,"width":100,"height":44},
       "floating":{"width":200,"height":120},
       "boundary":{"x":0,"y":0,"width":390,"height":844},
       "placement":"bottom","rtl":false,
       "middleware":[
        {"name":"offset","mainAxis":8,"crossAxis":0,"alignmentAxis":null},
        {"name":"flip","mainAxis":true,"crossAxis":true,"fallbackStrategy":"bestFit","fallbackAxisSideDirection":"none","flipAlignment":true,"padding":0,"fallbackPlacements":["top","left"]},
        {"name":"autoPlacement","crossAxis":false,"alignment":"start","autoAlignment":true,"allowedPlacements":["top","bottom"],"padding":0},
        {"name":"shift","mainAxis":true,"crossAxis":false,"padding":8,"limiter":{"offset":0,"mainAxis":true,"crossAxis":true}},
        {"name":"size","padding":0},
        {"name":"arrow","width":14,"height":7,"padding":4},
        {"name":"hide","strategy":"referenceHidden","padding":0}]}
      """
    let line = problem.split(separator: "\n").joined()
    #expect(
      try PlacementProblem(json: line).solve().jsonLine
        == #"{"x":8,"y":572,"placement":"top","arrow":{"x":55,"centerOffset":0},"shift":{"x":38,"y":0},"size":{"availableWidth":390,"availableHeight":692},"hide":{"referenceHidden":false}}"#
    )
  }

  /// Every middleware option gives Floating UI core 1.8.0's result through `place`'s reading and writing.
  @Test(arguments: middlewareOptionCases)
  func middlewareOption(_ testCase: MiddlewareOptionCase) throws {
    #expect(try PlacementProblem(json: testCase.problem).solve().jsonLine == testCase.expected)
  }

  static let rects =
    #""reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}"#

  @Test(arguments: [
    (#"{"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#, "reference: missing"),
    (#"{"reference":{"x":0,"y":0,"width":1},"floating":{"width":1,"height":1}}"#, "reference.height: missing"),
    (
      #"{\#(rects),"middleware":[{"name":"offset"},{"name":"shift"},{"name":"flip","padding":"x"}]}"#,
      "middleware[2].padding: expected a number or an object with top/right/bottom/left, found a string"
    ),
    (
      #"{\#(rects),"placement":"middle"}"#,
      "placement: unknown placement 'middle' (expected one of Floating UI's 12 placements, such as 'bottom-start')"
    ),
    (
      #"{\#(rects),"middleware":[{"name":"wiggle"}]}"#,
      "middleware[0].name: unknown middleware 'wiggle' (expected offset, flip, autoPlacement, shift, size, arrow or hide)"
    ),
    (#"{\#(rects),"middleware":[{"mainAxis":3}]}"#, "middleware[0].name: missing"),
    (
      #"{\#(rects),"middleware":[{"name":"flip","fallbackPlacements":["top",3]}]}"#,
      "middleware[0].fallbackPlacements[1]: expected a string, found a number"
    ),
    (#"{\#(rects),"rtl":"yes"}"#, "rtl: expected a boolean, found a string"),
    (
      #"{"reference":{"x":01,"y":0,"width":1,"height":1}}"#,
      #"reference.x: invalid number "01": expected no leading zero"#
    ),
    (#"[1]"#, "expected an object, found an array"),
    (#"{"reference":{"x":0,"y":0,"width":1,"height":1} trailing"#, #"expected "," or "}", found "t""#),
  ])
  func malformedLinesNameThePath(line: String, message: String) {
    do {
      _ = try PlacementProblem(json: line)
      Issue.record("accepted \(line)")
    } catch {
      #expect(error.description == message)
      let output = PlaceJSONLines.output(for: PlaceJSONLines.Line(bytes: Array(line.utf8), number: 3))
      #expect(output.failed)
      #expect(output.text == JSONWriter().text(of: ["error": .string("line 3: \(message)")]))
    }
  }

  @Test func nullFieldsCountAsAbsent() throws {
    let line =
      #"{"reference":{"x":0,"y":0,"width":10,"height":10},"floating":{"width":5,"height":5},"boundary":{"x":0,"y":0,"width":100,"height":100},"placement":null,"rtl":null,"middleware":[{"name":"flip","fallbackPlacements":null},{"name":"autoPlacement","alignment":null,"allowedPlacements":null},{"name":"shift","limiter":null,"padding":{"top":null}}]}"#
    let problem = try PlacementProblem(json: line)
    #expect(problem.placement == .bottom)
    #expect(problem.layoutDirection == .leftToRight)
    #expect((problem.middleware[0] as? FlipMiddleware)?.fallbackPlacements == nil)
    #expect((problem.middleware[1] as? AutoPlacementMiddleware)?.allowedPlacements == nil)
    #expect((problem.middleware[2] as? ShiftMiddleware)?.limiter == nil)
  }

  @Test func decodesEveryOption() throws {
    let line =
      #"{"reference":{"x":1.5,"y":-2e1,"width":10,"height":10},"floating":{"width":5,"height":5},"boundary":{"x":0,"y":0,"width":100,"height":100},"placement":"left-end","rtl":true,"middleware":[{"name":"offset","mainAxis":1,"crossAxis":2,"alignmentAxis":3},{"name":"flip","mainAxis":false,"crossAxis":"alignment","fallbackPlacements":["top-start"],"fallbackStrategy":"initialPlacement","fallbackAxisSideDirection":"end","flipAlignment":false,"padding":{"left":4},"elementContext":"reference"},{"name":"shift","crossAxis":true,"limiter":{"offset":{"crossAxis":7},"mainAxis":false}},{"name":"arrow","width":14,"height":7,"padding":{"top":3}},{"name":"hide","strategy":"escaped","boundary":{"x":1,"y":2,"width":3,"height":4},"altBoundary":true}]}"#
    let problem = try PlacementProblem(json: line)
    #expect(problem.reference == Rect(x: 1.5, y: -20, width: 10, height: 10))
    #expect(problem.placement == .leftEnd)
    #expect(problem.layoutDirection == .rightToLeft)
    let offset = try #require(problem.middleware[0] as? OffsetMiddleware)
    #expect(offset.mainAxis == 1 && offset.crossAxis == 2 && offset.alignmentAxis == 3)
    let flip = try #require(problem.middleware[1] as? FlipMiddleware)
    #expect(!flip.mainAxis && flip.crossAxis == .alignment && flip.fallbackPlacements == [.topStart])
    #expect(flip.fallbackStrategy == .initialPlacement && flip.fallbackAxisSideDirection == .end && !flip.flipAlignment)
    #expect(flip.overflow.padding == SideValues(left: 4) && flip.overflow.elementContext == .reference)
    let shift = try #require(problem.middleware[2] as? ShiftMiddleware)
    #expect(shift.crossAxis && shift.mainAxis)
    #expect(shift.limiter as? LimitShift == LimitShift(mainAxisOffset: 0, crossAxisOffset: 7, mainAxis: false))
    let arrow = try #require(problem.middleware[3] as? ArrowMiddleware)
    #expect(arrow.size == Size(width: 14, height: 7) && arrow.padding == SideValues(top: 3))
    let hide = try #require(problem.middleware[4] as? HideMiddleware)
    #expect(hide.strategy == .escaped && hide.overflow.altBoundary)
    #expect(hide.overflow.boundary == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func resultReadsBackAsJSON() throws {
    let output = try PlacementProblem(json: Self.issueProblem).solve().jsonLine
    let value = try JSONReader(maximumDepth: 4).read(Array(output.utf8))
    #expect(value.members?.map(\.key) == ["x", "y", "placement", "arrow", "shift", "size", "hide"])
    #expect(output == Self.issueResult)
  }

  /// The benchmark input is the 10,000 problems of `lodestar-bench layout`, and every line of it solves.
  @Test func benchmarkInputSolves() throws {
    let lines = PlaceJSONLines.lines(in: Array(PlacementProblemSet.jsonLines().utf8))
    #expect(lines.count == 10_000)
    let first = try PlacementProblem(line: lines[0].bytes)
    let expected = PlacementProblemSet.problems()[0]
    #expect(first.reference == expected.reference && first.floating == expected.floating)
    #expect(
      first.placement == expected.placement && first.middleware.map(\.name) == ["offset", "flip", "shift", "arrow"])
    #expect(lines.prefix(500).allSatisfy { !PlaceJSONLines.output(for: $0).failed })
  }

  /// Issue 38: `place --bench` skipped malformed lines and printed a figure computed from the rest (exit 0).
  /// It refuses them as `place` does: the error line of each, no figure, exit 65.
  @Test func benchRefusesMalformedLinesAsPlaceDoes() throws {
    let input = Self.issueProblem + "\nnot json\n" + Self.issueProblem + "\n"
    let place = try DemoProcess.run(["place"], input: Data(input.utf8))
    let bench = try DemoProcess.run(["place", "--bench", "1"], input: Data(input.utf8))
    #expect(place.exitStatus == 65)
    #expect(bench.exitStatus == 65, "\(bench.text)")
    #expect(bench.text == #"{"error":"line 2: expected a value, found \"not\""}"# + "\n")
    #expect(place.text.contains(bench.text))
    let clean = try DemoProcess.run(["place", "--bench", "1"], input: Data((Self.issueProblem + "\n").utf8))
    #expect(clean.exitStatus == 0, "\(clean.standardError)")
    #expect(clean.text.hasPrefix(#"{"problems":1,"#), "\(clean.text)")
  }

  /// Issue 38: a duplicate key's first definition was reported at "line 1, column 2" whatever the line: each
  /// line is read alone. It names the input line now.
  @Test func aDuplicateKeyIsReportedOnItsOwnLine() throws {
    let output = PlaceJSONLines.solve("\n\n" + #"{"reference":{"x":0,"x":1}}"# + "\n").output
    #expect(output == #"{"error":"line 3: reference.x: duplicate key, first defined at line 3, column 15"}"# + "\n")
  }
}

/// A result that JSON cannot represent is an error that names the number; the line is written only when every
/// number is finite.
@Suite struct PlaceAnswerNonFiniteTests {
  /// Each number of the answer, made not finite alone, is the one named.
  @Test func namesTheNumberThatIsNotFinite() throws {
    let result = try PlacementProblem(json: PlaceJSONTests.issueProblem).solve()
    #expect(result.pathOfNonFiniteNumber == nil)
    let changes: [(path: String, change: (inout ComputedPosition) -> Void)] = [
      ("x", { $0.x = .nan }), ("y", { $0.y = .infinity }),
      ("arrow.x", { $0.middlewareData.arrow = ArrowData(x: .nan, y: 1, centerOffset: 0) }),
      ("arrow.y", { $0.middlewareData.arrow = ArrowData(x: 1, y: -.infinity, centerOffset: 0) }),
      ("arrow.centerOffset", { $0.middlewareData.arrow = ArrowData(x: 1, y: 1, centerOffset: .nan) }),
      ("shift.x", { $0.middlewareData.shift = ShiftData(x: .nan, y: 0, isEnabledX: true, isEnabledY: true) }),
      ("shift.y", { $0.middlewareData.shift = ShiftData(x: 0, y: .nan, isEnabledX: true, isEnabledY: true) }),
      ("size.availableWidth", { $0.middlewareData.size = SizeData(availableWidth: .nan, availableHeight: 1) }),
      ("size.availableHeight", { $0.middlewareData.size = SizeData(availableWidth: 1, availableHeight: .infinity) }),
    ]
    for (path, change) in changes {
      var changed = result
      change(&changed)
      #expect(changed.pathOfNonFiniteNumber == path)
      var writer = JSONStreamWriter()
      changed.writePlaceAnswer(to: &writer)
      let (flagged, text) = (writer.hasWrittenNonFiniteNumber, writer.text)
      #expect(flagged, "\(path)")
      #expect(text.contains("null"), "\(path)")
    }
  }
}
