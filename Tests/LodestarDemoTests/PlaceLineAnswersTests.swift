import Lodestar
import LodestarDemoSupport
import LodestarJSON
import LodestarTestSupport
import Testing

/// `place` answers every line of its input with one problem and one writer (`PlaceLineAnswers`), which keep their
/// storage from line to line: no line may see anything of the lines before it.
@Suite struct PlaceLineAnswersTests {
  static let rects = PlaceJSONEdgeCaseTests.rects

  /// Lines of every shape: more middleware and fewer, of other kinds, none, other placements and directions, and
  /// lines that fail before, within and after their middleware.
  static let pool: [String] = [
    PlaceJSONTests.issueProblem,
    #"{\#(rects)}"#,
    #"{\#(rects),"placement":"top-end","rtl":true}"#,
    #"{\#(rects),"middleware":[]}"#,
    #"{\#(rects),"placement":"left","middleware":[{"name":"flip","fallbackPlacements":["right","top"]}]}"#,
    #"{\#(rects),"middleware":[{"name":"shift","limiter":{"offset":4}},{"name":"offset","mainAxis":-6}]}"#,
    #"{\#(rects),"middleware":[{"name":"autoPlacement"},{"name":"size"},{"name":"hide","strategy":"escaped"}]}"#,
    #"{\#(rects),"rtl":true,"middleware":[{"name":"arrow","width":10,"height":5},{"name":"offset","crossAxis":3}]}"#,
    #"{\#(rects),"middleware":[{"name":"offset"},{"name":"flip"},{"name":"shift","wrong":1}]}"#,
    #"{\#(rects),"placement":"top","middleware":[{"name":"offset","mainAxis":8},{"name":"nope"}]}"#,
    #"{"reference":1}"#,
    #"{\#(rects),"middleware":[{"name":"offset"}]"#,
    "not json",
  ]

  /// What one line gives when it is read alone, into a problem and a writer of its own.
  static func alone(_ text: String, number: Int) -> (text: String, failed: Bool) {
    do {
      return (try PlacementProblem(json: text).solve().jsonLine, false)
    } catch {
      return (JSONWriter().text(of: ["error": .string(error.lineText(lineNumber: number))]), true)
    }
  }

  /// Model-based: seeded random sequences of the pool's lines, answered by one value, against each line read alone.
  @Test func eachLineIsAnsweredAsIfAlone() {
    for seed: UInt64 in 1...40 {
      var generator = SeededGenerator(seed: seed)
      var answers = PlaceLineAnswers()
      var expected = ""
      var anyFailed = false
      for number in 1...30 {
        let text = Self.pool[generator.int(in: 0...(Self.pool.count - 1))]
        let failed = answers.answer(PlaceJSONLines.Line(bytes: Array(text.utf8), number: number))
        let model = Self.alone(text, number: number)
        #expect(failed == model.failed, "seed \(seed), line \(number): \(text)")
        expected += model.text + "\n"
        anyFailed = anyFailed || model.failed
      }
      let (text, bytes, count, hasFailedLine) = (answers.text, answers.bytes, answers.count, answers.hasFailedLine)
      #expect(text == expected, "seed \(seed)")
      #expect(bytes == Array(expected.utf8), "seed \(seed)")
      #expect(count == expected.utf8.count, "seed \(seed)")
      #expect(hasFailedLine == anyFailed, "seed \(seed)")
    }
  }

  /// A line with fewer middleware after one with more solves with its own alone: none of the first line's stays.
  @Test func aLineKeepsNoMiddlewareOfTheLineBefore() throws {
    var problem = try PlacementProblem(json: PlaceJSONTests.issueProblem)
    #expect(problem.middleware.count == 6)
    try problem.read(line: Array(#"{\#(Self.rects),"middleware":[{"name":"flip"}]}"#.utf8))
    #expect(problem.middleware.map(\.name) == ["flip"])
    try problem.read(line: Array(#"{\#(Self.rects),"rtl":true}"#.utf8))
    #expect(problem.middleware.isEmpty)
    #expect(problem.placement == .bottom && problem.layoutDirection == .rightToLeft)
    try problem.read(line: Array(#"{\#(Self.rects),"placement":"top"}"#.utf8))
    #expect(problem.placement == .top && problem.layoutDirection == .leftToRight)
    // A line that fails within its middleware, then a good line: the good line has only its own.
    #expect(throws: PlacementProblemError.self) {
      try problem.read(line: Array(#"{\#(Self.rects),"middleware":[{"name":"offset"},{"name":"x"}]}"#.utf8))
    }
    try problem.read(line: Array(#"{\#(Self.rects),"middleware":[{"name":"hide"}]}"#.utf8))
    #expect(problem.middleware.map(\.name) == ["hide"])
  }

  /// Lines read one after another into one problem, through the storage it keeps for their values and keys: a long
  /// line, a line left to the checked reader (a string option, read from a copy of the line's values), a short
  /// line, a line denser than the storage a line's length makes room for, a line with an error; each solves as the
  /// same line read into a new problem.
  @Test func eachLineSolvesAsItWouldAloneWhateverTheStorageHeld() throws {
    let dense =
      #"{"reference":{"x":1,"y":2,"width":3,"height":4},"floating":{"width":5,"height":6},"#
      + #""boundary":{"x":0,"y":0,"width":9,"height":9},"middleware":["#
      + Array(repeating: #"{"name":"hide"}"#, count: 40).joined(separator: ",") + "]}"
    let lines = [
      PlaceJSONTests.issueProblem,
      #"{\#(Self.rects),"middleware":[{"name":"flip","crossAxis":"alignment"},{"name":"shift"}]}"#,
      #"{\#(Self.rects)}"#,
      dense,
      #"{\#(Self.rects),"middleware":[{"name":"offset","mainAxis":"8"}]}"#,
      PlaceJSONTests.issueProblem,
      #"{\#(Self.rects),"placement":"left-end","rtl":true,"middleware":[{"name":"arrow","width":10,"height":5}]}"#,
    ]
    var problem = PlacementProblem()
    for (index, line) in lines.enumerated() {
      let bytes = Array(line.utf8)
      var alone: String
      do {
        alone = String(reflecting: try PlacementProblem(line: bytes).solve())
      } catch {
        alone = "\(error)"
      }
      var inTurn: String
      do {
        try problem.read(line: bytes)
        inTurn = String(reflecting: problem.solve())
      } catch {
        inTurn = "\(error)"
      }
      #expect(inTurn == alone, "line \(index)")
    }
  }

  /// The output is forgotten once written out; what follows is answered as before.
  @Test func removingTheOutputKeepsAnswering() {
    var answers = PlaceLineAnswers()
    let good = PlaceJSONLines.Line(bytes: Array(PlaceJSONTests.issueProblem.utf8), number: 1)
    let bad = PlaceJSONLines.Line(bytes: Array("[]".utf8), number: 2)
    let (first, second) = (answers.answer(good), answers.answer(bad))
    #expect(!first && second)
    answers.removeOutput()
    let (emptied, count, hasFailedLine) = (answers.text, answers.count, answers.hasFailedLine)
    #expect(emptied.isEmpty && count == 0)
    #expect(hasFailedLine)
    let third = answers.answer(good)
    #expect(!third)
    let text = answers.text
    #expect(text == PlaceJSONTests.issueResult + "\n")
  }
}
