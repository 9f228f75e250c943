import Lodestar
import LodestarDemoSupport
import LodestarJSON
import Testing

@testable import lodestar_demo

/// Explicit `null`, the order of members, limits and the JSON Lines protocol of `place`.
@Suite struct PlaceJSONEdgeCaseTests {
  static let rects =
    #""reference":{"x":150,"y":400,"width":40,"height":20},"floating":{"width":120,"height":60},"boundary":{"x":0,"y":0,"width":390,"height":844}"#

  static func problem(placement: String = "bottom-start", _ middleware: String) -> String {
    #"{\#(rects),"placement":"\#(placement)","middleware":[\#(middleware)]}"#
  }

  static func failure(_ line: String) -> String? {
    do {
      _ = try PlacementProblem(json: line)
      return nil
    } catch {
      return error.description
    }
  }

  /// Each pair: the middleware with an explicit `null`, and the same middleware without the field.
  @Test(arguments: [
    (#"{"name":"offset","mainAxis":8,"alignmentAxis":null}"#, #"{"name":"offset","mainAxis":8}"#),
    (#"{"name":"offset","mainAxis":null,"crossAxis":null}"#, #"{"name":"offset"}"#),
    (#"{"name":"flip","fallbackPlacements":null}"#, #"{"name":"flip"}"#),
    (
      #"{"name":"flip","mainAxis":null,"crossAxis":null,"fallbackStrategy":null,"fallbackAxisSideDirection":null,"flipAlignment":null,"padding":null,"elementContext":null,"boundary":null,"altBoundary":null}"#,
      #"{"name":"flip"}"#
    ),
    (#"{"name":"autoPlacement","alignment":null}"#, #"{"name":"autoPlacement"}"#),
    (#"{"name":"autoPlacement","allowedPlacements":null}"#, #"{"name":"autoPlacement"}"#),
    (
      #"{"name":"autoPlacement","alignment":null,"allowedPlacements":null,"crossAxis":null,"autoAlignment":null}"#,
      #"{"name":"autoPlacement"}"#
    ),
    (#"{"name":"shift","limiter":null}"#, #"{"name":"shift"}"#),
    (#"{"name":"shift","limiter":{"offset":null,"mainAxis":null}}"#, #"{"name":"shift","limiter":{}}"#),
    (#"{"name":"shift","padding":{"top":null,"left":4}}"#, #"{"name":"shift","padding":{"left":4}}"#),
    (#"{"name":"shift","boundary":"clippingAncestors"}"#, #"{"name":"shift"}"#),
    (#"{"name":"arrow","width":null,"height":7,"padding":null}"#, #"{"name":"arrow","height":7}"#),
    (#"{"name":"hide","strategy":null}"#, #"{"name":"hide"}"#),
  ])
  func nullMeansAbsent(withNull: String, without: String) throws {
    for placement in ["bottom-start", "top", "left-end"] {
      let nullResult = try PlacementProblem(json: Self.problem(placement: placement, withNull)).solve().jsonLine
      let absentResult = try PlacementProblem(json: Self.problem(placement: placement, without)).solve().jsonLine
      #expect(nullResult == absentResult, "\(placement): \(withNull)")
    }
  }

  /// With no alignment, autoPlacement only considers the four sides: `null` must not select aligned ones.
  @Test func nullAlignmentKeepsAutoPlacementOnBaseSides() throws {
    let line = Self.problem(#"{"name":"autoPlacement","alignment":null}"#)
    let position = try PlacementProblem(json: line).solve()
    #expect(position.placement.alignment == nil)
  }

  @Test(arguments: [
    (#""reference":{"x":0,"y":0,"width":1e400,"height":1}"#, "reference.width"),
    (#""reference":{"x":-1e400,"y":0,"width":1,"height":1}"#, "reference.x"),
    (#""reference":{"x":0,"y":0,"width":1,"height":1E+309}"#, "reference.height"),
    (
      #""reference":{"x":0,"y":0,"width":1,"height":1},"middleware":[{"name":"offset"},{"name":"shift","padding":{"left":2e308}}]"#,
      "middleware[1].padding.left"
    ),
    (
      #""reference":{"x":0,"y":0,"width":1,"height":1},"middleware":[{"name":"offset","mainAxis":1\#(String(repeating: "0", count: 400))}]"#,
      "middleware[0].mainAxis"
    ),
  ])
  func overflowingNumbersAreErrorsNamingThePath(fields: String, path: String) {
    let line = #"{\#(fields),"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#
    #expect(Self.failure(line) == "\(path): number out of range (larger than the largest double)")
  }

  /// Numbers that are finite but would make the result overflow, and negative sizes, are errors (they used to
  /// give `{"x":null,…}` and exit 0); the limits themselves are accepted.
  @Test(
    arguments: [
      (
        #""reference":{"x":1.7e308,"y":0,"width":1.7e308,"height":1}"#,
        "reference.x: expected a number from -1000000000 to 1000000000, found 1.7e308"
      ),
      (
        #""reference":{"x":0,"y":0,"width":1,"height":1000000001}"#,
        "reference.height: expected a number from 0 to 1000000000, found 1000000001"
      ),
      (
        #""reference":{"x":0,"y":0,"width":-5,"height":1}"#,
        "reference.width: expected a number from 0 to 1000000000, found -5"
      ),
      (#""reference":{"x":0,"y":0,"width":-0.0,"height":1}"#, nil),
      (#""reference":{"x":-1e9,"y":1e9,"width":1e9,"height":0}"#, nil),
    ] as [(String, String?)])
  func numbersPastTheLimitsAreErrors(fields: String, message: String?) {
    let line = #"{\#(fields),"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#
    #expect(Self.failure(line) == message)
  }

  @Test(arguments: [
    (#""floating":{"width":-1,"height":1}"#, "floating.width: expected a number from 0 to 1000000000, found -1"),
    (
      #""floating":{"width":1,"height":1},"middleware":[{"name":"arrow","width":-14,"height":7}]"#,
      "middleware[0].width: expected a number from 0 to 1000000000, found -14"
    ),
    (
      #""floating":{"width":1,"height":1},"middleware":[{"name":"shift","boundary":{"x":0,"y":0,"width":-9,"height":9}}]"#,
      "middleware[0].boundary.width: expected a number from 0 to 1000000000, found -9"
    ),
  ])
  func negativeSizesAreErrors(fields: String, message: String) {
    let line =
      #"{"reference":{"x":0,"y":0,"width":1,"height":1},\#(fields),"boundary":{"x":0,"y":0,"width":9,"height":9}}"#
    #expect(Self.failure(line) == message)
  }

  @Test func underflowingNumbersRoundToZeroAsInJavaScript() throws {
    let line =
      #"{"reference":{"x":1e-400,"y":-1e-400,"width":10,"height":10},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#
    let problem = try PlacementProblem(json: line)
    #expect(problem.reference.origin.x == 0 && problem.reference.origin.y == 0)
  }

  /// Middleware objects may name themselves anywhere in the object.
  @Test(arguments: [
    (#"{"mainAxis":8,"name":"offset"}"#, #"{"name":"offset","mainAxis":8}"#),
    (#"{"padding":8,"name":"shift","crossAxis":true}"#, #"{"name":"shift","padding":8,"crossAxis":true}"#),
    (#"{"height":7,"width":14,"name":"arrow"}"#, #"{"name":"arrow","width":14,"height":7}"#),
  ])
  func nameAnywhereInTheObject(variant: String, canonical: String) throws {
    for placement in ["bottom-start", "top", "left-end"] {
      let variantProblem = try PlacementProblem(
        json: Self.problem(placement: placement, variant + #",{"name":"flip"}"#))
      let canonicalProblem = try PlacementProblem(
        json: Self.problem(placement: placement, canonical + #",{"name":"flip"}"#))
      #expect(variantProblem.middleware.map(\.name) == canonicalProblem.middleware.map(\.name))
      #expect(variantProblem.solve().jsonLine == canonicalProblem.solve().jsonLine, "\(placement): \(variant)")
    }
  }

  @Test(arguments: [
    (
      #"{"name":"shift","padding":"x"}"#,
      "middleware[1].padding: expected a number or an object with top/right/bottom/left, found a string"
    ),
    (
      #"{"padding":"x","name":"shift"}"#,
      "middleware[1].padding: expected a number or an object with top/right/bottom/left, found a string"
    ),
    (#"{"name":"shift","mainAxis":1}"#, "middleware[1].mainAxis: expected a boolean, found a number"),
    (#"{"name":"shift" "mainAxis":true}"#, #"middleware[1]: expected "," or "}", found "\"""#),
    (#"{"name":7}"#, "middleware[1].name: expected a string, found a number"),
    (#"{"name":"flip","name":"offset"}"#, "middleware[1].name: duplicate key, first defined at line 1, column 202"),
    (
      #"{"name":"shift","limiter":{"offset":{"side":1}}}"#,
      "middleware[1].limiter.offset.side: unknown key (expected mainAxis or crossAxis)"
    ),
    (
      #"{"name":"flip","crossAxis":"sometimes"}"#,
      "middleware[1].crossAxis: expected true, false or 'alignment', found 'sometimes'"
    ),
    (
      #"{"name":"flip","fallbackStrategy":"random"}"#,
      "middleware[1].fallbackStrategy: unknown strategy 'random' (expected 'bestFit' or 'initialPlacement')"
    ),
    (
      #"{"name":"hide","boundary":"viewport"}"#,
      "middleware[1].boundary: expected a rectangle or 'clippingAncestors', found a string"
    ),
  ])
  func middlewareErrorsNameThePath(middleware: String, message: String) {
    #expect(Self.failure(Self.problem(#"{"name":"offset"},"# + middleware)) == message)
  }

  /// Unknown keys, anywhere, are errors that list the keys allowed there (they used to be ignored).
  @Test(arguments: [
    (
      #"{\#(rects),"extra":null}"#,
      "extra: unknown key (expected reference, floating, boundary, placement, rtl or middleware)"
    ),
    (
      #"{"reference":{"x":1,"y":2,"width":3,"height":4,"depth":5},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#,
      "reference.depth: unknown key (expected x, y, width or height)"
    ),
    (
      #"{"reference":{"x":1,"y":2,"width":3,"height":4},"floating":{"x":0,"y":0,"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#,
      "floating.x: unknown key (expected width or height)"
    ),
    (
      #"{\#(rects),"middleware":[{"name":"arrow","width":14,"height":7,"padding":4,"element":null}]}"#,
      "middleware[0].element: unknown key (expected name, width, height or padding)"
    ),
    (
      #"{\#(rects),"middleware":[{"name":"shift","padding":{"top":1,"start":2}}]}"#,
      "middleware[0].padding.start: unknown key (expected top, right, bottom or left)"
    ),
  ])
  func unknownKeysAreErrors(line: String, message: String) {
    #expect(Self.failure(line) == message)
  }

  /// Duplicate keys are errors (the last one used to win silently).
  @Test(arguments: [
    (
      #"{"reference":{"x":9,"y":-2,"width":30,"height":40,"x":1.5},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#,
      "reference.x: duplicate key, first defined at line 1, column 15"
    ),
    (
      #"{\#(rects),"placement":"top","placement":"left"}"#,
      "placement: duplicate key, first defined at line 1, column 142"
    ),
  ])
  func duplicateKeysAreErrors(line: String, message: String) {
    #expect(Self.failure(line) == message)
  }

  /// Syntax errors say what was found: a word that is not a value is quoted as it is, never called "a boolean",
  /// and a malformed number is never "expected a number, found a number".
  @Test(arguments: [
    (#"{\#(rects),"rtl":foo}"#, #"rtl: expected a value, found "foo""#),
    (#"{\#(rects),"rtl":tru}"#, #"rtl: expected a value, found "tru""#),
    (#"{"reference":{"x":-,"y":0,"width":1,"height":1}}"#, #"reference.x: invalid number "-": expected a digit"#),
    (
      #"{"reference":{"x":1.,"y":0,"width":1,"height":1}}"#,
      #"reference.x: invalid number "1.": expected a digit after ".""#
    ),
    (#"{"reference":{"x":0x10,"y":0,"width":1,"height":1}}"#, #"reference: expected "," or "}", found "x""#),
    (
      #"{"reference":{"x":1,"y":2,"width":3,"height":4"#, #"reference: expected "," or "}", found the end of the input"#
    ),
    (
      #"{"reference":{"x":1,"y":2,"width":3,"height""#,
      #"reference.height: expected ":" after the key, found the end of the input"#
    ),
  ])
  func syntaxErrorsDescribeWhatWasFound(line: String, message: String) {
    #expect(Self.failure(line) == message)
  }

  /// Text that is not UTF-8 JSON is named for what it is.
  @Test func encodingsAreDescribed() {
    func failure(_ bytes: [UInt8]) -> String? {
      do {
        _ = try PlacementProblem(line: bytes)
        return nil
      } catch {
        return error.description
      }
    }
    let line = Array(#"{\#(Self.rects)}"#.utf8)
    #expect(
      failure([0xEF, 0xBB, 0xBF] + line)
        == "expected a value, found a byte order mark (U+FEFF); JSON text starts without one")
    #expect(
      failure([0xFF, 0xFE] + line.flatMap { [$0, 0] })
        == "expected a value, found a UTF-16 byte order mark (JSON text must be UTF-8)")
    #expect(
      failure(line.flatMap { [$0, 0] })
        == "expected a string key, found a NUL byte (is the text UTF-16? JSON text must be UTF-8)")
    let invalid = Array(#"{\#(Self.rects),"placement":"top"#.utf8) + [0xFF] + Array(#""}"#.utf8)
    #expect(failure(invalid) == "placement: invalid UTF-8 in a string")
    let invalidKey = Array(#"{\#(Self.rects),""#.utf8) + [0xC0, 0x80] + Array(#"":1}"#.utf8)
    #expect(failure(invalidKey) == "invalid UTF-8 in a string")
  }

  /// Messages quote at most 40 characters of the input.
  @Test func echoesAreBounded() {
    let long = String(repeating: "7", count: 100_000)
    let number = Self.failure(#"{"reference":{"x":0,"y":0,"width":-7.\#(long),"height":1}}"#)
    #expect(
      number
        == "reference.width: expected a number from 0 to 1000000000, found -7.\(String(repeating: "7", count: 34))...")
    let name = Self.failure(#"{\#(Self.rects),"placement":"\#(long)"}"#)
    #expect((name?.count ?? .max) < 160)
    let key = Self.failure(#"{\#(Self.rects),"\#(long)":1}"#)
    #expect((key?.count ?? .max) < 200)
  }

  @Test func everyPlacementAndMiddlewareNameReads() throws {
    for placement in Placement.allCases {
      let problem = try PlacementProblem(json: Self.problem(placement: placement.name, #"{"name":"offset"}"#))
      #expect(problem.placement == placement)
    }
    let names = ["offset", "flip", "autoPlacement", "shift", "size", "arrow", "hide"]
    let all = names.map { #"{"name":"\#($0)"}"# }.joined(separator: ",")
    #expect(try PlacementProblem(json: Self.problem(all)).middleware.map(\.name) == names)
  }

  /// The members of a problem may come in any order, and optional ones may be left out.
  @Test func membersInAnyOrderReadTheSame() throws {
    let reference = #""reference":{"x":20,"y":700,"width":100,"height":44}"#
    let floating = #""floating":{"width":200,"height":120}"#
    let boundary = #""boundary":{"x":0,"y":0,"width":390,"height":844}"#
    let placement = #""placement":"left-start""#
    let rtl = #""rtl":true"#
    let middleware = #""middleware":[{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8}]"#
    let expected = try PlacementProblem(
      json: "{" + [middleware, rtl, placement, boundary, floating, reference].joined(separator: ",") + "}")
    #expect(expected.placement == .leftStart && expected.layoutDirection == .rightToLeft)
    for variant in [
      [reference, floating, boundary, placement, rtl, middleware],
      [rtl, reference, middleware, floating, placement, boundary],
    ] {
      let problem = try PlacementProblem(json: "{" + variant.joined(separator: ",") + "}")
      #expect(problem.solve().jsonLine == expected.solve().jsonLine, "\(variant)")
    }
    let minimal = try PlacementProblem(json: "{" + [reference, floating, boundary].joined(separator: ",") + "}")
    #expect(minimal.placement == .bottom && minimal.layoutDirection == .leftToRight && minimal.middleware.isEmpty)
  }

  // MARK: JSON Lines

  static let good = PlaceJSONTests.issueProblem
  static let goodResult = PlaceJSONTests.issueResult

  @Test func blankLinesAreSkippedButCounted() {
    let input = "\n" + Self.good + "\n   \n\t\r\n{\"reference\":1}\n\n" + Self.good + "\r\n"
    let (output, failed) = PlaceJSONLines.solve(input)
    #expect(failed)
    #expect(
      output
        == Self.goodResult + "\n"
        + #"{"error":"line 5: reference: expected an object, found a number"}"# + "\n"
        + Self.goodResult + "\n")
  }

  @Test func lineNumbersOfEveryNonBlankLine() {
    let lines = PlaceJSONLines.lines(in: Array("\n a\n\n\r\nb\r\n  \nc".utf8))
    #expect(lines.map(\.number) == [2, 5, 7])
    #expect(lines.map(\.bytes) == [Array(" a".utf8), Array("b".utf8), Array("c".utf8)])
  }

  @Test func emptyInputGivesNoOutputAndSucceeds() {
    for input in ["", "\n", "  \n\n\t"] {
      let (output, failed) = PlaceJSONLines.solve(input)
      #expect(output.isEmpty && !failed)
    }
  }

  @Test func everyGoodLineSucceeds() {
    let (output, failed) = PlaceJSONLines.solve(Self.good + "\n" + Self.good)
    #expect(!failed)
    #expect(output == Self.goodResult + "\n" + Self.goodResult + "\n")
  }

  /// A line whose numbers would have made the result overflow gives an error line and the run fails (exit
  /// 65), where it used to print `{"x":null,…}` and succeed.
  @Test func overflowIsAnErrorLineNotNull() {
    let line =
      #"{"reference":{"x":1.7e308,"y":0,"width":1.7e308,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#
    let (output, failed) = PlaceJSONLines.solve(Self.good + "\n" + line + "\n")
    #expect(failed)
    #expect(
      output
        == Self.goodResult + "\n"
        + #"{"error":"line 2: reference.x: expected a number from -1000000000 to 1000000000, found 1.7e308"}"# + "\n")
  }

  @Test func errorMessagesAreJSONEscaped() {
    let (output, failed) = PlaceJSONLines.solve(#"{\#(Self.rects),"placement":"a\"b\u001b[2J"}"#)
    #expect(failed)
    #expect(
      output
        == #"{"error":"line 1: placement: unknown placement 'a\"b\u001b[2J' (expected one of Floating UI's 12 placements, such as 'bottom-start')"}"#
        + "\n")
  }
}
