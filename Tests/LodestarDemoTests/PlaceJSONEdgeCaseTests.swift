import LodestarGeometry
import Testing

@testable import LodestarLayout

/// Explicit `null`, out-of-range numbers and the JSON Lines protocol of `place`.
@Suite struct PlaceJSONEdgeCaseTests {
  static let rects =
    #""reference":{"x":150,"y":400,"width":40,"height":20},"floating":{"width":120,"height":60},"boundary":{"x":0,"y":0,"width":390,"height":844}"#

  static func problem(placement: String = "bottom-start", _ middleware: String) -> String {
    #"{\#(rects),"placement":"\#(placement)","middleware":[\#(middleware)]}"#
  }

  /// Each pair: the middleware with an explicit `null`, and the same middleware without the field.
  @Test(arguments: [
    (#"{"name":"offset","mainAxis":8,"alignmentAxis":null}"#, #"{"name":"offset","mainAxis":8}"#),
    (#"{"name":"offset","mainAxis":null,"crossAxis":null}"#, #"{"name":"offset"}"#),
    (#"{"name":"flip","fallbackPlacements":null}"#, #"{"name":"flip"}"#),
    (
      #"{"name":"flip","mainAxis":null,"crossAxis":null,"fallbackStrategy":null,"fallbackAxisSideDirection":null,"flipAlignment":null,"padding":null,"elementContext":null}"#,
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

  @Test func nullAlignmentAndAlignmentAxisDecodeAsNil() throws {
    let problem = try PlacementProblem(
      json: Self.problem(
        #"{"name":"offset","alignmentAxis":null},{"name":"autoPlacement","alignment":null,"allowedPlacements":null},{"name":"flip","fallbackPlacements":null},{"name":"shift","limiter":null}"#
      ))
    let offset = try #require(problem.middleware[0] as? OffsetMiddleware)
    #expect(offset.alignmentAxis == nil)
    let auto = try #require(problem.middleware[1] as? AutoPlacementMiddleware)
    #expect(auto.alignment == nil && auto.allowedPlacements == nil && auto.autoAlignment)
    #expect((problem.middleware[2] as? FlipMiddleware)?.fallbackPlacements == nil)
    let shift = try #require(problem.middleware[3] as? ShiftMiddleware)
    #expect(shift.limiter == nil)
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
    do {
      _ = try PlacementProblem(json: line)
      Issue.record("accepted \(line)")
    } catch {
      #expect(error.description == "\(path): number out of range (larger than the largest double)")
      #expect(
        error.jsonLine(lineNumber: 7)
          == #"{"error":"line 7: \#(path): number out of range (larger than the largest double)"}"#)
    }
  }

  @Test func underflowingNumbersRoundToZeroAsInJavaScript() throws {
    let line =
      #"{"reference":{"x":1e-400,"y":-1e-400,"width":10,"height":10},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#
    let problem = try PlacementProblem(json: line)
    #expect(problem.reference.origin.x == 0 && problem.reference.origin.y == 0)
  }

  @Test func largestDoubleStillParses() throws {
    let line =
      #"{"reference":{"x":1.7976931348623157e308,"y":0,"width":10,"height":10},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#
    #expect(try PlacementProblem(json: line).reference.origin.x == .greatestFiniteMagnitude)
  }

  static func rawStringRange(_ text: String) -> Range<Int>? {
    var copy = text
    return copy.withUTF8 { bytes in
      var scanner = JSONScanner(bytes)
      return try? scanner.readRawString().range
    }
  }

  static func decodedString(_ text: String) -> String? {
    var copy = text
    return copy.withUTF8 { bytes in
      var scanner = JSONScanner(bytes)
      return try? scanner.readString()
    }
  }

  /// Strings are scanned eight bytes at a time: a quote, an escape or a control character at any
  /// position of any length is still found.
  @Test func stringsEndAndFailAtEveryPosition() {
    for length in 0...24 {
      let plain = String(repeating: "a", count: length)
      #expect(Self.rawStringRange("\"" + plain + "\" , 1") == 1..<(1 + length))
      for position in 0..<length {
        var escaped = Array(plain.utf8)
        escaped[position] = UInt8(ascii: "\\")
        escaped.insert(UInt8(ascii: "\""), at: position + 1)
        let decoded = Self.decodedString("\"" + String(decoding: escaped, as: UTF8.self) + "\"")
        #expect(decoded == String(plain.prefix(position)) + "\"" + String(plain.dropFirst(position + 1)))
        var control = Array(plain.utf8)
        control[position] = 0x1F
        #expect(Self.rawStringRange("\"" + String(decoding: control, as: UTF8.self) + "\"") == nil)
      }
    }
  }

  /// Middleware objects are read in one pass when `name` comes first; anywhere else, or twice (the last
  /// one decides, as in JavaScript), they give the same result.
  @Test(arguments: [
    (#"{"mainAxis":8,"name":"offset"}"#, #"{"name":"offset","mainAxis":8}"#),
    (#"{"padding":8,"name":"shift","crossAxis":true}"#, #"{"name":"shift","padding":8,"crossAxis":true}"#),
    (#"{"name":"flip","mainAxis":8,"name":"offset"}"#, #"{"name":"offset","mainAxis":8}"#),
    (#"{"name":"offset","mainAxis":8,"name":"offset"}"#, #"{"name":"offset","mainAxis":8}"#),
    (#"{"name":"shift","name":"arrow","width":14,"height":7}"#, #"{"name":"arrow","width":14,"height":7}"#),
    (#"{"name":7,"name":"offset","mainAxis":8}"#, #"{"name":"offset","mainAxis":8}"#),
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
    (#"{"name":"shift" "mainAxis":true}"#, "middleware[1]: expected ',' or '}' in an object"),
    (#"{"name":7}"#, "middleware[1].name: expected a string, found a number"),
    (
      #"{"name":"flip","name":"wiggle"}"#,
      "middleware[1].name: unknown middleware 'wiggle' (expected offset, flip, autoPlacement, shift, size, arrow or hide)"
    ),
  ])
  func middlewareErrorsNameThePathInEitherOrder(middleware: String, message: String) {
    do {
      _ = try PlacementProblem(json: Self.problem(#"{"name":"offset"},"# + middleware))
      Issue.record("accepted \(middleware)")
    } catch {
      #expect(error.description == message)
    }
  }

  /// Reading into a reused problem gives the same problem as reading afresh, whatever came before
  /// (including a line that failed half-way).
  @Test func reusedProblemStorageForgetsThePreviousLine() throws {
    let lines = [
      PlaceJSONTests.issueProblem,
      Self.problem(
        placement: "left-end", #"{"name":"autoPlacement","alignment":"end"},{"name":"hide","strategy":"escaped"}"#),
      #"{"reference":{"x":0,"y":0,"width":1,"height":1},"middleware":[{"name":"offset"},{"name":"flip","padding":"x"}]}"#,
      #"{"reference":{"x":1,"y":2,"width":3,"height":4},"floating":{"width":5,"height":6},"boundary":{"x":0,"y":0,"width":9,"height":9}}"#,
      PlaceJSONTests.issueProblem,
    ]
    var reused = PlacementProblem(reference: .zero, floating: .zero, boundary: .zero)
    for line in lines {
      var copy = line
      let reusedResult = copy.withUTF8 { bytes -> String? in
        (try? reused.read(utf8: bytes)) == nil ? nil : reused.solve().jsonLine
      }
      let freshResult = try? PlacementProblem(json: line).solve().jsonLine
      #expect(reusedResult == freshResult, "\(line)")
    }
  }

  /// Rectangles in the compact form are matched word by word; every other spelling reads the same.
  @Test(arguments: [
    #"{"x":1.5,"y":-2,"width":30,"height":4e1}"#,
    #"{ "x": 1.5, "y": -2, "width": 30, "height": 4e1 }"#,
    #"{"y":-2,"x":1.5,"height":40,"width":30}"#,
    #"{"x":1.5,"y":-2,"width":30,"height":40,"extra":null}"#,
    #"{"x":9,"y":-2,"width":30,"height":40,"x":1.5}"#,
    #"{"x":1.5,"y":-2,"width":0,"width":30,"height":40}"#,
  ])
  func rectangleSpellings(reference: String) throws {
    for floating in [#"{"width":7,"height":8}"#, #"{"height":8,"width":7}"#, #"{"width":7 ,"height":8}"#] {
      let line =
        #"{"boundary":{"x":0,"y":0,"width":390,"height":844},"floating":\#(floating),"reference":\#(reference)}"#
      let problem = try PlacementProblem(json: line)
      #expect(problem.reference == Rect(x: 1.5, y: -2, width: 30, height: 40), "\(reference)")
      #expect(problem.floating == Size(width: 7, height: 8), "\(floating)")
      #expect(problem.boundary == Rect(x: 0, y: 0, width: 390, height: 844))
    }
  }

  @Test(arguments: [
    (#"{"reference":{"x":1,"y":2,"width":3,"height":01}}"#, "reference.height: malformed number (leading zero)"),
    (#"{"reference":{"x":1,"y":2,"width":3}}"#, "reference.height: missing"),
    (
      #"{"reference":{"x":1e999,"y":2,"width":3,"height":4}}"#,
      "reference.x: number out of range (larger than the largest double)"
    ),
    (#"{"reference":{"x":1,"y":2,"width":3,"height":4"#, "reference: expected ',' or '}' in an object"),
    (#"{"reference":{"x":1,"y":2,"width":3,"height""#, "reference: expected ':' after a key"),
  ])
  func compactRectangleErrorsComeFromTheGeneralReader(line: String, message: String) {
    do {
      _ = try PlacementProblem(json: line)
      Issue.record("accepted \(line)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func everyPlacementAndMiddlewareNameReads() throws {
    for placement in Placement.allCases {
      let problem = try PlacementProblem(json: Self.problem(placement: placement.name, #"{"name":"offset"}"#))
      #expect(problem.placement == placement)
    }
    let names = ["offset", "flip", "autoPlacement", "shift", "size", "arrow", "hide"]
    let all = names.map { #"{"name":"\#($0)"}"# }.joined(separator: ",")
    #expect(try PlacementProblem(json: Self.problem(all)).middleware.map(\.name) == names)
    // The last object ends the line: the name is read near the end of the buffer.
    for name in names {
      let line =
        #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":9,"height":9},"middleware":[{"name":"\#(name)"}]}"#
      #expect(try PlacementProblem(json: line).middleware.map(\.name) == [name])
      var bare = #"{"name":"\#(name)"}"#
      let read = bare.withUTF8 { bytes -> [String]? in
        var scanner = JSONScanner(bytes)
        var stack = MiddlewareStack([])
        guard (try? scanner.readMiddleware(into: &stack)) != nil else { return nil }
        return stack.middleware.map(\.name)
      }
      #expect(read == [name])
    }
  }

  /// Lines in the issue's key order are read key by key; any other order, optional keys left out, and
  /// duplicates (the last one decides) read the same as the general reader.
  @Test func canonicalOrderAndOtherOrdersReadTheSame() throws {
    let reference = #""reference":{"x":20,"y":700,"width":100,"height":44}"#
    let floating = #""floating":{"width":200,"height":120}"#
    let boundary = #""boundary":{"x":0,"y":0,"width":390,"height":844}"#
    let placement = #""placement":"left-start""#
    let rtl = #""rtl":true"#
    let middleware = #""middleware":[{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8}]"#
    let expected = try PlacementProblem(
      json: "{" + [middleware, rtl, placement, boundary, floating, reference].joined(separator: ",") + "}")
    #expect(expected.placement == .leftStart && expected.layoutDirection == .rightToLeft)
    let variants = [
      [reference, floating, boundary, placement, rtl, middleware],
      [reference, floating, boundary, placement, rtl, middleware, #""placement":"left-start""#],
      [reference, floating, boundary, #""placement":"top""#, rtl, middleware, placement],
      [reference, floating, boundary, rtl, placement, middleware],
      [reference, floating, boundary, placement, rtl, #""middleware":null"#, middleware],
    ]
    for variant in variants {
      let problem = try PlacementProblem(json: "{" + variant.joined(separator: ",") + "}")
      #expect(problem.reference == expected.reference && problem.floating == expected.floating)
      #expect(problem.boundary == expected.boundary && problem.placement == expected.placement)
      #expect(problem.layoutDirection == expected.layoutDirection)
      #expect(problem.solve().jsonLine == expected.solve().jsonLine, "\(variant)")
    }
    // Optional keys left out take their defaults.
    let minimal = try PlacementProblem(json: "{" + [reference, floating, boundary].joined(separator: ",") + "}")
    #expect(minimal.placement == .bottom && minimal.layoutDirection == .leftToRight && minimal.middleware.isEmpty)
    let noRTL = try PlacementProblem(
      json: "{" + [reference, floating, boundary, middleware].joined(separator: ",") + "}")
    #expect(noRTL.placement == .bottom && noRTL.middleware.map(\.name) == ["offset", "flip", "shift"])
  }

  @Test(arguments: [
    (
      #","placement":"middle","rtl":false}"#,
      "placement: unknown placement 'middle' (expected one of Floating UI's 12 placements, such as 'bottom-start')"
    ),
    (#","placement":"top","rtl":1}"#, "rtl: expected a boolean, found a number"),
    (
      #","placement":"top","rtl":false,"middleware":[{"name":"offset","mainAxis":1e400}]}"#,
      "middleware[0].mainAxis: number out of range (larger than the largest double)"
    ),
    (#","placement":"top","rtl":false,"middleware":[]} x"#, "unexpected text after the problem object"),
  ])
  func canonicalOrderErrorsComeFromTheGeneralReader(tail: String, message: String) {
    let line =
      #"{"reference":{"x":20,"y":700,"width":100,"height":44},"floating":{"width":200,"height":120},"boundary":{"x":0,"y":0,"width":390,"height":844}"#
      + tail
    do {
      _ = try PlacementProblem(json: line)
      Issue.record("accepted \(line)")
    } catch {
      #expect(error.description == message)
    }
  }

  // MARK: JSON Lines

  static let good = PlaceJSONTests.issueProblem
  static let goodResult = PlaceJSONTests.issueResult

  @Test func blankLinesAreSkippedButCounted() {
    let input = "\n" + Self.good + "\n   \n\t\r\n{\"reference\":1}\n\n" + Self.good + "\r\n"
    let (output, failed) = PlacementJSONLines.solve(input)
    #expect(failed)
    #expect(
      output
        == Self.goodResult + "\n"
        + #"{"error":"line 5: reference: expected an object, found a number"}"# + "\n"
        + Self.goodResult + "\n")
  }

  @Test func lineNumbersOfEveryNonBlankLine() {
    var input = "\n a\n\n\r\nb\r\n  \nc"
    let lines = input.withUTF8 { PlacementJSONLines.lines(in: $0) }
    #expect(lines.map(\.number) == [2, 5, 7])
    #expect(lines.map(\.range) == [1..<3, 7..<8, 13..<14])
  }

  @Test func emptyInputGivesNoOutputAndSucceeds() {
    for input in ["", "\n", "  \n\n\t"] {
      let (output, failed) = PlacementJSONLines.solve(input)
      #expect(output.isEmpty && !failed)
    }
  }

  @Test func everyGoodLineSucceeds() {
    let (output, failed) = PlacementJSONLines.solve(Self.good + "\n" + Self.good)
    #expect(!failed)
    #expect(output == Self.goodResult + "\n" + Self.goodResult + "\n")
  }

  @Test func errorMessagesAreJSONEscaped() {
    let (output, failed) = PlacementJSONLines.solve(#"{"placement":"a\"b"}"#)
    #expect(failed)
    #expect(
      output
        == #"{"error":"line 1: placement: unknown placement 'a\\\"b' (expected one of Floating UI's 12 placements, such as 'bottom-start')"}"#
        + "\n")
  }
}
