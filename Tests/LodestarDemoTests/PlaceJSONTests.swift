import LodestarGeometry
import LodestarTestSupport
import Testing

@testable import LodestarLayout

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

  @Test(arguments: middlewareOptionCases)
  func middlewareOption(_ testCase: MiddlewareOptionCase) throws {
    #expect(try PlacementProblem(json: testCase.problem).solve().jsonLine == testCase.expected)
  }

  @Test func floatingUIGoldenCasesMatch() throws {
    for (index, testCase) in floatingUIGoldenCases.enumerated() {
      let output = try PlacementProblem(json: testCase.problem).solve().jsonLine
      #expect(output == testCase.expected, "case \(index): \(testCase.problem)")
    }
  }

  @Test(arguments: [
    (#"{"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#, "reference: missing"),
    (#"{"reference":{"x":0,"y":0,"width":1},"floating":{"width":1,"height":1}}"#, "reference.height: missing"),
    (
      #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1},"middleware":[{"name":"offset"},{"name":"shift"},{"name":"flip","padding":"x"}]}"#,
      "middleware[2].padding: expected a number or an object with top/right/bottom/left, found a string"
    ),
    (
      #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1},"placement":"middle"}"#,
      "placement: unknown placement 'middle' (expected one of Floating UI's 12 placements, such as 'bottom-start')"
    ),
    (
      #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1},"middleware":[{"name":"wiggle"}]}"#,
      "middleware[0].name: unknown middleware 'wiggle' (expected offset, flip, autoPlacement, shift, size, arrow or hide)"
    ),
    (
      #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1},"middleware":[{"mainAxis":3}]}"#,
      "middleware[0].name: missing"
    ),
    (
      #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1},"middleware":[{"name":"flip","fallbackPlacements":["top",3]}]}"#,
      "middleware[0].fallbackPlacements[1]: expected a string, found a number"
    ),
    (
      #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1},"rtl":"yes"}"#,
      "rtl: expected a boolean, found a string"
    ),
    (#"{"reference":{"x":01,"y":0,"width":1,"height":1}}"#, "reference.x: malformed number (leading zero)"),
    (#"[1]"#, "expected an object, found an array"),
    (#"{"reference":{"x":0,"y":0,"width":1,"height":1} trailing"#, "expected ',' or '}' in an object"),
  ])
  func malformedLinesNameThePath(line: String, message: String) {
    #expect(throws: PlacementProblemError.self) { try PlacementProblem(json: line) }
    do {
      _ = try PlacementProblem(json: line)
    } catch {
      #expect(error.description == message)
      #expect(error.jsonLine(lineNumber: 3) == "{\"error\":\"line 3: \(message)\"}")
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
      #"{"reference":{"x":1.5,"y":-2e1,"width":10,"height":10,"extra":[1,{"a":null}]},"floating":{"width":5,"height":5},"boundary":{"x":0,"y":0,"width":100,"height":100},"placement":"left-end","rtl":true,"middleware":[{"name":"offset","mainAxis":1,"crossAxis":2,"alignmentAxis":3},{"name":"flip","mainAxis":false,"crossAxis":"alignment","fallbackPlacements":["top-start"],"fallbackStrategy":"initialPlacement","fallbackAxisSideDirection":"end","flipAlignment":false,"padding":{"left":4},"elementContext":"reference"},{"name":"shift","crossAxis":true,"limiter":{"offset":{"crossAxis":7},"mainAxis":false}},{"name":"arrow","width":14,"height":7,"padding":{"top":3}},{"name":"hide","strategy":"escaped"}]}"#
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
    #expect((problem.middleware[4] as? HideMiddleware)?.strategy == .escaped)
  }

  @Test(arguments: [
    (8.0, "8"), (0.5, "0.5"), (-0.0, "0"), (0.1 + 0.2, "0.30000000000000004"), (1e21, "1e+21"),
    (1e20, "100000000000000000000"),
    (1.5e-7, "1.5e-7"), (0.000001, "0.000001"), (123456.789, "123456.789"), (-2.5e30, "-2.5e+30"), (.nan, "null"),
    (.infinity, "null"), (1e15, "1000000000000000"), (1234567890123456.7, "1234567890123456.8"),
    (Double.leastNonzeroMagnitude, "5e-324"),
    (-1, "-1"),
  ])
  func numbersPrintAsJavaScriptDoes(value: Double, text: String) {
    #expect(JavaScriptNumberFormat.json(value) == text)
  }

  @Test func resultRoundTripsThroughTheParser() {
    // The result is itself valid JSON that this parser reads as a generic value.
    var output = (try? PlacementProblem(json: Self.issueProblem).solve().jsonLine) ?? ""
    let consumedAll = output.withUTF8 { bytes -> Bool in
      var scanner = JSONScanner(bytes)
      guard (try? scanner.skipValue()) != nil else { return false }
      return scanner.peek() == 0
    }
    #expect(consumedAll)
    #expect(output == Self.issueResult)
  }

  /// Decimal mantissas of 1 to 21 digits with a point anywhere and decimal exponents around the exact
  /// 128-bit range (±19) agree with the standard library's correctly rounded conversion, including
  /// halfway cases.
  @Test func longMantissasParseExactly() {
    let seed: UInt64 = 0x5EED_0019
    var generator = SeededGenerator(seed: seed)
    for index in 0..<50_000 {
      let digitCount = generator.int(in: 1...21)
      var digits = String(generator.int(in: 1...9))
      for _ in 1..<digitCount { digits += String(generator.int(in: 0...9)) }
      if generator.int(in: 0...3) == 0 {
        // Halfway between two doubles: a 54-bit odd integer, exactly representable in decimal.
        let halfway = (generator.next() >> 10) | 1
        digits = String(halfway)
      }
      let point = generator.int(in: 0...digits.count)
      let exponent = generator.int(in: -26...26)
      var text = generator.int(in: 0...1) == 0 ? "" : "-"
      if point == 0 {
        text += "0." + digits
      } else if point == digits.count {
        text += digits
      } else {
        text += String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
      }
      if exponent != 0 || generator.int(in: 0...1) == 0 { text += "e\(exponent)" }
      // Half of them inside a line, where word-at-a-time reads apply; half at the end of the buffer.
      let inALine = generator.int(in: 0...1) == 0
      var copy = inALine ? text + ",0,0,0,0,0]" : text
      let parsed = copy.withUTF8 { bytes -> Double? in
        var scanner = JSONScanner(bytes)
        guard let value = try? scanner.readNumber(), scanner.position == text.utf8.count else { return nil }
        return value
      }
      #expect(parsed == Double(text), "seed \(seed) case \(index): \(text)")
    }
  }

  /// Exact ties between two doubles (ties go to even), through the 128-bit division path.
  @Test func halfwayDecimalsRoundToEven() {
    let seed: UInt64 = 0x5EED_0020
    var generator = SeededGenerator(seed: seed)
    for index in 0..<5_000 {
      // Spacing 1 in [2^52, 2^53): n.5 is halfway; spacing 0.5 in [2^51, 2^52): n.25 and n.75 are.
      let large = (1 << 52) + (generator.next() >> 12)
      let small = (1 << 51) + (generator.next() >> 13)
      for text in ["\(large).5", "\(large)5e-1", "\(small).25", "\(small).75", "-\(small)75e-2"] {
        // Inside a line on odd cases, where word-at-a-time reads apply; at the end of the buffer otherwise.
        var copy = index % 2 == 1 ? text + "}]}          " : text
        let parsed = copy.withUTF8 { bytes -> Double? in
          var scanner = JSONScanner(bytes)
          return try? scanner.readNumber()
        }
        #expect(parsed == Double(text), "seed \(seed) case \(index): \(text)")
      }
    }
  }

  /// The number reader agrees with the standard library's correctly rounded conversion.
  @Test func numbersParseExactly() {
    let seed: UInt64 = 0x5EED_0007
    var generator = SeededGenerator(seed: seed)
    for index in 0..<20_000 {
      let value: Double
      switch generator.int(in: 0...3) {
      case 0: value = generator.double(in: -1e6...1e6)
      case 1: value = Double(generator.int(in: -100_000...100_000)) / 100
      case 2: value = generator.double(in: -1...1) * 1e-8
      default: value = Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)
      }
      let texts = [value.description, JavaScriptNumberFormat.json(value)]
      for text in texts {
        // Inside a line on odd cases, where word-at-a-time reads apply; at the end of the buffer otherwise.
        var copy = index % 2 == 1 ? text + "}]}          " : text
        let parsed = copy.withUTF8 { bytes -> Double? in
          var scanner = JSONScanner(bytes)
          return try? scanner.readNumber()
        }
        #expect(parsed == Double(text), "seed \(seed) case \(index): \(text)")
      }
    }
  }
}
