import Foundation
import LodestarJSON
import LodestarTestSupport
import Testing

@Suite struct JSONWriterTests {
  private let value: JSONOutput = .object([
    ("zeta", .array([.number(1), .number(2.5), .null, .bool(true)])),
    ("alpha", .object([("é", .string("x")), ("Z", .bool(false)), ("a", .object([]))])),
    ("text", .string("quote \" backslash \\ newline \n tab \t bell \u{7} sep \u{2028}")),
    ("empty", .array([])),
    ("count", .integer(9_007_199_254_740_993)),
  ])

  @Test func compactLayoutKeepsTheOrderGiven() {
    #expect(
      JSONWriter().text(of: value)
        == #"{"zeta":[1,2.5,null,true],"alpha":{"é":"x","Z":false,"a":{}},"#
        + #""text":"quote \" backslash \\ newline \n tab \t bell \u0007 sep \u2028","empty":[],"#
        + #""count":9007199254740993}"#)
  }

  @Test func compactLayoutSortsKeysByTheirBytes() {
    #expect(
      JSONWriter(sortsKeys: true).text(of: value)
        == #"{"alpha":{"Z":false,"a":{},"é":"x"},"count":9007199254740993,"empty":[],"#
        + #""text":"quote \" backslash \\ newline \n tab \t bell \u0007 sep \u2028","zeta":[1,2.5,null,true]}"#)
  }

  @Test func indentedLayoutPutsEveryElementOnItsOwnLine() {
    let text = JSONWriter(layout: .indented, sortsKeys: true).text(
      of: .object([("b", .array([.number(1), .object([("c", .string("d"))])])), ("a", .object([]))]))
    #expect(
      text == """
        {
          "a": {},
          "b": [
            1,
            {
              "c": "d"
            }
          ]
        }
        """)
  }

  /// An inline object of exactly 72 Unicode scalars stays on one line, one of 73 does not; scalars, not
  /// bytes, are counted (each "é" is two bytes).
  @Test func inlineObjectsEndAtSeventyTwoScalars() {
    let writer = JSONWriter(layout: .indented)
    for (count, isInline) in [(63, true), (64, false)] {
      let letters = String(repeating: "é", count: count)
      let text = writer.text(of: .object([("a", .string(letters))], inline: true))
      let expected = isInline ? "{\"a\": \"\(letters)\"}" : "{\n  \"a\": \"\(letters)\"\n}"
      #expect(text == expected, "\(count) letters")
    }
  }

  @Test func indentedLayoutWithScalarArraysAndInlineObjects() {
    let writer = JSONWriter(layout: .indented, scalarArraysOnOneLine: true)
    let short = JSONOutput.object([("white", .number(0)), ("alpha", .number(0.65))], inline: true)
    let long = JSONOutput.object(
      [("a", .string(String(repeating: "x", count: 40))), ("b", .string(String(repeating: "y", count: 40)))],
      inline: true)
    let text = writer.text(
      of: .object([
        ("targets", .array([.string("a"), .string("b")])), ("color", short), ("long", long),
        ("steps", .array([.object([("id", .string("s"))])])),
      ]))
    #expect(
      text == """
        {
          "targets": ["a", "b"],
          "color": {"white": 0, "alpha": 0.65},
          "long": {
            "a": "\(String(repeating: "x", count: 40))",
            "b": "\(String(repeating: "y", count: 40))"
          },
          "steps": [
            {
              "id": "s"
            }
          ]
        }
        """)
  }

  @Test func scalarsAtTheTopLevel() {
    #expect(JSONWriter().text(of: .string("x")) == "\"x\"")
    #expect(JSONWriter().text(of: .null) == "null")
    #expect(JSONWriter().text(of: .number(.infinity)) == "null")
    #expect(JSONWriter().text(of: .integer(-3)) == "-3")
  }

  @Test func findsTheFirstNonFiniteNumber() {
    let output = JSONOutput.object([
      ("a", .number(1)), ("b", .array([.number(2), .object([("c", .number(.nan))])])), ("d", .number(.infinity)),
    ])
    #expect(output.pathOfNonFiniteNumber() == "b[1].c")
    #expect(JSONOutput.array([.number(1)]).pathOfNonFiniteNumber() == nil)
  }

  /// Every ASCII character alone and between letters: the printable ones (space to `~`) except `"` and `\`
  /// are written as they are, the others escaped.
  @Test func everyASCIICharacterIsEscapedOrNot() {
    let named: [UInt8: String] = [
      0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r", 0x22: "\\\"", 0x5C: "\\\\",
    ]
    for byte in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(byte))
      let expected: String
      if let name = named[byte] {
        expected = name
      } else if byte < 0x20 || byte == 0x7F {
        expected = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
      } else {
        expected = character
      }
      #expect(JSONString.quoted(character) == "\"" + expected + "\"", "byte \(byte)")
      #expect(JSONString.quoted("ab" + character + "cd") == "\"ab" + expected + "cd\"", "byte \(byte)")
    }
  }

  @Test func escapesControlCharactersAndSeparators() {
    #expect(
      JSONString.quoted("\u{0}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1B}\u{1F} \u{7F}\u{9B}\u{A0}\u{2028}\u{2029}/é\"\\")
        == #""\u0000\b\t\n\f\r\u001b\u001f \u007f\u009b\#u{A0}\u2028\u2029/é\"\\""#)
  }
}

@Suite struct JSONNumberFormatTests {
  @Test(arguments: [
    (8.0, "8"), (0.5, "0.5"), (-0.0, "0"), (0.1 + 0.2, "0.30000000000000004"), (1e21, "1e+21"),
    (1e20, "100000000000000000000"), (1.5e-7, "1.5e-7"), (0.000001, "0.000001"), (1e-7, "1e-7"),
    (123456.789, "123456.789"), (-2.5e30, "-2.5e+30"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
    (1e15, "1000000000000000"), (1234567890123456.7, "1234567890123456.8"), (Double.leastNonzeroMagnitude, "5e-324"),
    (-1, "-1"), (9_007_199_254_740_992.0, "9007199254740992"), (1e300, "1e+300"), (0.3 - 0.1, "0.19999999999999998"),
    (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"), (0.65, "0.65"), (-12, "-12"), (2e-5, "0.00002"),
    (12.375, "12.375"), (-0.000025, "-0.000025"), (0.1, "0.1"), (99.99, "99.99"), (-1.001, "-1.001"),
    (123_456_789_012.345, "123456789012.345"), (0.0000125, "0.0000125"), (1.25e-6, "0.00000125"),
  ])
  func numbersAreWrittenAsJavaScriptWritesThem(value: Double, text: String) {
    #expect(JSONNumberFormat.text(for: value) == text)
  }

  /// The shortcut through `description` writes what the general layout writes, for bit patterns, decimals
  /// of every scale around the shortcut's limits (1e-4 and 2^53) and their neighbours.
  @Test func theDescriptionShortcutWritesTheGeneralLayout() {
    let seed: UInt64 = 0x5EED_0035
    var generator = SeededGenerator(seed: seed)
    var checked = 0
    for index in 0..<60_000 {
      var value: Double
      switch index % 3 {
      case 0: value = Double(bitPattern: generator.next())
      case 1:
        let digits = Double(generator.next() % 1_000_000_007)
        value = digits * pow(10, Double(Int(generator.next() % 44) - 26))
      default:
        let scale = [1e-4, 1e-5, 1e-7, 1, 1e15, 9_007_199_254_740_992.0, 1e16, 1e21][index % 8]
        value = scale * (1 + Double(generator.next() % 1000) / 1000)
        value = generator.next() % 2 == 0 ? value.nextUp : value.nextDown
      }
      if generator.next() % 2 == 0 { value = -value }
      guard value.isFinite, value != 0, value != value.rounded() || value.magnitude >= 1e15 else { continue }
      var general = ""
      JSONNumberFormat.appendLaidOut(value, to: &general)
      #expect(JSONNumberFormat.text(for: value) == general, "seed \(seed) case \(index): \(value)")
      checked += 1
    }
    #expect(checked > 50_000)
  }

  /// Decimals with one to seven places (up to six are written without `description`) and up to 15 digits, as
  /// scenes write numbers rounded to three decimals, give what the general layout gives.
  @Test func decimalsWithFewPlacesWriteTheGeneralLayout() {
    let seed: UInt64 = 0x5EED_0035_0001
    var generator = SeededGenerator(seed: seed)
    for index in 0..<60_000 {
      let places = index % 7 + 1
      let limit: UInt64 = [1000, 1_000_000, 1_000_000_000_000_000][index % 3]
      let digits = Double(generator.next() % limit) * (generator.next() % 2 == 0 ? 1 : -1)
      let value = digits / pow(10, Double(places))
      guard value != value.rounded() else { continue }
      var general = ""
      JSONNumberFormat.appendLaidOut(value, to: &general)
      #expect(JSONNumberFormat.text(for: value) == general, "seed \(seed) case \(index): \(value)")
    }
  }

  @Test(arguments: [Int.min, Int.min + 1, -10, -9, -1, 0, 1, 9, 10, 99, 100, Int.max])
  func integersAreWrittenInDecimal(value: Int) {
    var bytes = JSONOutputBuffer()
    bytes.appendDecimal(value)
    #expect(bytes.text == String(value))
  }

  @Test func everyFiniteNumberReadsBackAsItself() throws {
    let seed: UInt64 = 0x5EED_0013
    var generator = SeededGenerator(seed: seed)
    for index in 0..<20_000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite else { continue }
      let text = JSONNumberFormat.text(for: value)
      let read = try JSONReader(maximumDepth: 1).read(Array(text.utf8)).number
      #expect(read == (value == 0 ? 0 : value), "seed \(seed) case \(index): \(value) as \(text)")
    }
  }
}

@Suite struct JSONPathAndEchoTests {
  @Test func pathsOfMembersAndElements() {
    #expect(JSONPath.member("", "steps") == "steps")
    #expect(JSONPath.element(JSONPath.member("", "steps"), 2) == "steps[2]")
    #expect(JSONPath.member("steps[2]", "focusStyle") == "steps[2].focusStyle")
    #expect(JSONPath.element("", 0) == "[0]")
    #expect(JSONPath.text(of: [.key("middleware"), .index(1), .key("padding")]) == "middleware[1].padding")
    #expect(
      JSONPath.member("a", String(repeating: "k", count: 1000)) == "a." + String(repeating: "k", count: 37) + "...")
  }

  @Test func echoesAreBounded() {
    #expect(JSONEcho.quoted("title") == "\"title\"")
    #expect(JSONEcho.quoted(String(repeating: "é", count: 41)) == "\"" + String(repeating: "é", count: 37) + "...\"")
    #expect(JSONEcho.quoted(String(repeating: "é", count: 40)) == "\"" + String(repeating: "é", count: 40) + "\"")
    #expect(JSONEcho.list([]) == "")
    #expect(JSONEcho.list(["a"]) == "\"a\"")
    #expect(JSONEcho.list(["a", "b"]) == "\"a\", \"b\"")
    #expect(JSONEcho.list(["a", "b", "c"]) == "\"a\", \"b\", \"c\"")
    #expect(JSONEcho.list((0..<1000).map { "t\($0)" }) == "\"t0\", \"t1\", \"t2\" and 997 more")
  }
}
