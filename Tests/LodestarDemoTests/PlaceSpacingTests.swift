import LodestarGeometry
import Testing

@testable import LodestarLayout

/// Middleware options in the compact form (read word by word) give the same middleware as the general
/// reader, which reads the same objects written with spaces; other forms fall back to it.
@Suite struct CompactMiddlewareTests {
  static func line(_ middleware: String) -> String {
    #"{"reference":{"x":150,"y":400,"width":40,"height":20},"floating":{"width":120,"height":60},"boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom-start","rtl":false,"middleware":[\#(middleware)]}"#
  }

  @Test(arguments: [
    #"{"name":"offset","mainAxis":8}"#, #"{"name":"offset","mainAxis":-12.75}"#,
    #"{"name":"offset","mainAxis":1.5e1}"#, #"{"name":"offset","mainAxis":8,"crossAxis":3}"#,
    #"{"name":"offset","mainAxis":null}"#, #"{"name":"offset","crossAxis":4}"#, #"{"name":"offset"}"#,
    #"{"name":"shift","padding":8}"#, #"{"name":"shift","padding":0.25}"#,
    #"{"name":"shift","padding":{"top":4,"left":9}}"#, #"{"name":"shift","padding":8,"crossAxis":true}"#,
    #"{"name":"shift","padding":8,"name":"offset"}"#, #"{"name":"shift","padding":null}"#,
    #"{"name":"arrow","width":14,"height":7,"padding":4}"#, #"{"name":"arrow","width":14.5,"height":-7,"padding":0}"#,
    #"{"name":"arrow","height":7,"width":14,"padding":4}"#, #"{"name":"arrow","width":14,"height":7}"#,
    #"{"name":"arrow","width":14,"height":7,"padding":{"top":2}}"#,
    #"{"name":"arrow","width":14,"height":7,"padding":4,"element":null}"#,
    #"{"name":"flip"}"#, #"{"name":"size"}"#, #"{"name":"hide"}"#, #"{"name":"autoPlacement"}"#, #"{"name":"arrow"}"#,
    #"{"name":"flip","padding":5}"#, #"{"name":"flip","fallbackPlacements":["top","left"]}"#,
    #"{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8},{"name":"arrow","width":14,"height":7,"padding":4}"#,
  ])
  func compactAndSpacedFormsReadTheSame(middleware: String) throws {
    let compact = try PlacementProblem(json: Self.line(middleware))
    // A space after each comma and colon and before each closing brace: the general reader only.
    let spacedMiddleware = String(
      middleware.flatMap { (character: Character) -> [Character] in
        character == "," || character == ":" ? [character, " "] : character == "}" ? [" ", character] : [character]
      })
    let spaced = try PlacementProblem(json: Self.line(spacedMiddleware))
    #expect(compact.middleware.map(\.name) == spaced.middleware.map(\.name))
    #expect(compact.stack.offsets.map(\.mainAxis) == spaced.stack.offsets.map(\.mainAxis))
    #expect(compact.stack.offsets.map(\.crossAxis) == spaced.stack.offsets.map(\.crossAxis))
    #expect(compact.stack.offsets.map(\.alignmentAxis) == spaced.stack.offsets.map(\.alignmentAxis))
    #expect(compact.stack.shifts.map(\.overflow.padding) == spaced.stack.shifts.map(\.overflow.padding))
    #expect(compact.stack.shifts.map(\.mainAxis) == spaced.stack.shifts.map(\.mainAxis))
    #expect(compact.stack.shifts.map(\.crossAxis) == spaced.stack.shifts.map(\.crossAxis))
    #expect(compact.stack.shifts.map { $0.limiter == nil } == spaced.stack.shifts.map { $0.limiter == nil })
    #expect(compact.stack.arrows.map(\.size) == spaced.stack.arrows.map(\.size))
    #expect(compact.stack.arrows.map(\.padding) == spaced.stack.arrows.map(\.padding))
    #expect(compact.stack.flips.map(\.fallbackPlacements) == spaced.stack.flips.map(\.fallbackPlacements))
    #expect(compact.stack.flips.map(\.overflow.padding) == spaced.stack.flips.map(\.overflow.padding))
    #expect(compact.stack.flips.map(\.mainAxis) == spaced.stack.flips.map(\.mainAxis))
    #expect(compact.solve().jsonLine == spaced.solve().jsonLine)
  }

  @Test func compactValuesAreRead() throws {
    let problem = try PlacementProblem(
      json: Self.line(
        #"{"name":"offset","mainAxis":8},{"name":"shift","padding":6},{"name":"arrow","width":14,"height":7,"padding":4}"#
      ))
    #expect(problem.stack.offsets.map(\.mainAxis) == [8])
    #expect(problem.stack.shifts.map(\.overflow.padding) == [Padding(all: 6)])
    #expect(problem.stack.arrows.map(\.size) == [Size(width: 14, height: 7)])
    #expect(problem.stack.arrows.map(\.padding) == [Padding(all: 4)])
  }

  @Test(arguments: [
    (
      #"{"name":"offset","mainAxis":1e400}"#,
      "middleware[0].mainAxis: number out of range (larger than the largest double)"
    ),
    (
      #"{"name":"shift","padding":"8"}"#,
      "middleware[0].padding: expected a number or an object with top/right/bottom/left, found a string"
    ),
    (
      #"{"name":"arrow","width":14,"height":true,"padding":4}"#,
      "middleware[0].height: expected a number, found a boolean"
    ),
    (#"{"name":"arrow","width":14,"height":7,"padding":4"#, "middleware[0]: expected ',' or '}' in an object"),
  ])
  func malformedCompactOptionsReportTheGeneralReadersError(middleware: String, message: String) {
    do {
      _ = try PlacementProblem(json: Self.line(middleware))
      Issue.record("accepted \(middleware)")
    } catch {
      #expect(error.description == message)
    }
  }
}
