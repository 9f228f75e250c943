import Lodestar
import LodestarDemoSupport
import Testing

@testable import lodestar_demo

/// Whitespace between tokens does not change what `place` reads.
@Suite struct PlaceSpacingTests {
  static func line(_ middleware: String) -> String {
    #"{"reference":{"x":150,"y":400,"width":40,"height":20},"floating":{"width":120,"height":60},"boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom-start","rtl":false,"middleware":[\#(middleware)]}"#
  }

  @Test(arguments: [
    #"{"name":"offset","mainAxis":8}"#, #"{"name":"offset","mainAxis":-12.75}"#,
    #"{"name":"offset","mainAxis":1.5e1}"#, #"{"name":"offset","mainAxis":8,"crossAxis":3}"#,
    #"{"name":"offset","mainAxis":null}"#, #"{"name":"offset","crossAxis":4}"#, #"{"name":"offset"}"#,
    #"{"name":"shift","padding":8}"#, #"{"name":"shift","padding":0.25}"#,
    #"{"name":"shift","padding":{"top":4,"left":9}}"#, #"{"name":"shift","padding":8,"crossAxis":true}"#,
    #"{"name":"shift","padding":null}"#,
    #"{"name":"arrow","width":14,"height":7,"padding":4}"#, #"{"name":"arrow","width":14.5,"height":7,"padding":0}"#,
    #"{"name":"arrow","height":7,"width":14,"padding":4}"#, #"{"name":"arrow","width":14,"height":7}"#,
    #"{"name":"arrow","width":14,"height":7,"padding":{"top":2}}"#,
    #"{"name":"flip"}"#, #"{"name":"size"}"#, #"{"name":"hide"}"#, #"{"name":"autoPlacement"}"#, #"{"name":"arrow"}"#,
    #"{"name":"flip","padding":5}"#, #"{"name":"flip","fallbackPlacements":["top","left"]}"#,
    #"{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8},{"name":"arrow","width":14,"height":7,"padding":4}"#,
  ])
  func compactAndSpacedFormsReadTheSame(middleware: String) throws {
    let compact = try PlacementProblem(json: Self.line(middleware))
    // A space after each comma and colon and before each closing brace, and tabs and a carriage return.
    let spacedMiddleware = String(
      middleware.flatMap { (character: Character) -> [Character] in
        character == "," || character == ":"
          ? [character, " "] : character == "}" ? [" ", "\t", "\r", character] : [character]
      })
    let spaced = try PlacementProblem(json: Self.line(spacedMiddleware))
    #expect(compact.middleware.map(\.name) == spaced.middleware.map(\.name))
    #expect(compact.all(OffsetMiddleware.self).map(\.mainAxis) == spaced.all(OffsetMiddleware.self).map(\.mainAxis))
    #expect(compact.all(OffsetMiddleware.self).map(\.crossAxis) == spaced.all(OffsetMiddleware.self).map(\.crossAxis))
    #expect(
      compact.all(ShiftMiddleware.self).map(\.overflow.padding)
        == spaced.all(ShiftMiddleware.self).map(\.overflow.padding))
    #expect(compact.all(ArrowMiddleware.self).map(\.size) == spaced.all(ArrowMiddleware.self).map(\.size))
    #expect(compact.all(ArrowMiddleware.self).map(\.padding) == spaced.all(ArrowMiddleware.self).map(\.padding))
    #expect(
      compact.all(FlipMiddleware.self).map(\.fallbackPlacements)
        == spaced.all(FlipMiddleware.self).map(\.fallbackPlacements))
    #expect(compact.solve().jsonLine == spaced.solve().jsonLine)
  }

  @Test func valuesAreRead() throws {
    let problem = try PlacementProblem(
      json: Self.line(
        #"{"name":"offset","mainAxis":8},{"name":"shift","padding":6},{"name":"arrow","width":14,"height":7,"padding":4}"#
      ))
    #expect(problem.all(OffsetMiddleware.self).map(\.mainAxis) == [8])
    #expect(problem.all(ShiftMiddleware.self).map(\.overflow.padding) == [Padding(all: 6)])
    #expect(problem.all(ArrowMiddleware.self).map(\.size) == [Size(width: 14, height: 7)])
    #expect(problem.all(ArrowMiddleware.self).map(\.padding) == [Padding(all: 4)])
  }
}

extension PlacementProblem {
  /// The middleware of one kind, in order.
  fileprivate func all<Kind: Middleware>(_ kind: Kind.Type) -> [Kind] {
    middleware.compactMap { $0 as? Kind }
  }
}
