import LodestarJSON
import LodestarTestSupport
import Testing

/// The reader's short ways agree with its full grammar: a short positive integer is read without the full number
/// grammar, and the table of values grows as a document needs.
@Suite struct JSONReaderFastPathTests {
  static let reader = JSONReader(maximumDepth: 8)

  static func root(_ text: String) throws -> JSONNode {
    try reader.document(Array(text.utf8)).root
  }

  /// Integers of 1 to 20 digits, at the top, as a member and as an element, read as `Double(text)` does: up to 15
  /// digits by the short way, then by the full grammar.
  @Test(arguments: 1...20)
  func integersOfEachLengthReadAsTheStandardLibraryReadsThem(digits: Int) throws {
    var generator = SeededGenerator(seed: UInt64(digits))
    let random = (0..<digits).map { place in
      String(place == 0 ? Int.random(in: 1...9, using: &generator) : Int.random(in: 0...9, using: &generator))
    }.joined()
    for text in [String(repeating: "9", count: digits), "1" + String(repeating: "0", count: digits - 1), random] {
      let expected = try #require(Double(text))
      #expect(try Self.root(text).number == expected, "seed \(digits): \(text)")
      #expect(try Self.root("-" + text).number == -expected, "seed \(digits): -\(text)")
      #expect(try Self.root(#"{"n":\#(text)}"#).member("n")?.number == expected, "seed \(digits): \(text)")
      let elements = try #require(try Self.root("[\(text),\(text) ]").elements).map { $0.number }
      #expect(elements == [expected, expected], "seed \(digits): \(text)")
      #expect(try Self.root(text).integer(in: 0...Int.max) == Int(text), "seed \(digits): \(text)")
    }
  }

  /// An integer that goes on with a fraction or an exponent is read whole by the full grammar.
  @Test func integersThatGoOnAreReadByTheFullGrammar() throws {
    let cases: [(String, Double)] = [
      ("12.5", 12.5), ("12e2", 1200), ("12E2", 1200), ("12e+2", 1200), ("12E-2", 0.12), ("7.0", 7),
      ("0", 0), ("-0", 0), ("0.5", 0.5), ("-12", -12), ("123456789012345.5", 123_456_789_012_345.5),
    ]
    for (text, expected) in cases {
      let number = try #require(try Self.root(text).number, "\(text)")
      #expect(number == expected, "\(text)")
      #expect(number.sign == (text.hasPrefix("-") ? .minus : .plus), "\(text)")
      let integer = Int(exactly: expected).flatMap { (-1000...1000).contains($0) ? $0 : nil }
      #expect(try Self.root(text).integer(in: -1000...1000) == integer, "\(text)")
    }
    #expect(try Self.root("-0").number?.sign == .minus)
  }

  /// A 0 (which the full grammar reads) wherever it stands: at the end, before a comma, a bracket, a brace or
  /// whitespace, as a member and as an element, and going on with a fraction or an exponent.
  @Test func zerosAreReadWhereverTheyStand() throws {
    let root = try Self.root(#"{"a":0,"b":[0,0 ,0],"c":0}"#)
    #expect(root.member("a")?.number == 0 && root.member("c")?.number == 0)
    #expect(try #require(root.member("b")?.elements).map(\.number) == [0, 0, 0])
    for text in ["0", "0 ", "[0]", #"{"z":0}"#, "0e0", "0E1", "0.0", "-0.0"] {
      let document = try Self.reader.document(Array(text.utf8))
      let value = try #require(text.hasPrefix("[") ? document.root.elements?.first { _ in true } : document.root)
      let zero = try #require(text.hasPrefix("{") ? value.member("z") : value)
      #expect(zero.number == 0 && zero.number?.sign == (text.hasPrefix("-") ? .minus : .plus), "\(text)")
      #expect(zero.integer(in: -1...1) == 0, "\(text)")
    }
    #expect(try Self.root("0").offset == 0)
    #expect(try Self.root("0").numberText == "0")
  }

  /// A short integer followed by what cannot follow a number is refused where that starts, and a number that is not
  /// JSON is refused at its start, as before.
  @Test func integersFollowedByOtherBytesAreRefusedWhereTheyStart() {
    let cases: [(text: String, offset: Int, message: String)] = [
      ("12x", 2, "expected the end of the document"),
      (#"{"a":12x}"#, 7, #"expected "," or "}""#),
      ("[12 3]", 4, #"expected "," or "]""#),
      ("12.", 0, #"expected a digit after ".""#),
      ("12e", 0, "expected a digit in the exponent"),
      ("12E+", 0, "expected a digit in the exponent"),
      ("012", 0, "expected no leading zero"),
      ("00", 0, "expected no leading zero"),
      ("[0,01]", 3, "expected no leading zero"),
      ("0x", 1, "expected the end of the document"),
      ("0.", 0, #"expected a digit after ".""#),
      ("0e", 0, "expected a digit in the exponent"),
      ("[0 1]", 3, #"expected "," or "]""#),
      ("-x", 0, "expected a digit"),
    ]
    for (text, offset, message) in cases {
      do {
        _ = try Self.reader.document(Array(text.utf8))
        Issue.record("\(text) was read")
      } catch {
        #expect(error.offset == offset, "\(text): \(error)")
        #expect(error.message.contains(message), "\(text): \(error)")
      }
    }
  }

  /// Arrays of 0 to 200 numbers, inside an object whose later members come after the table has grown: every
  /// value and every count is where it was written.
  @Test(arguments: [0, 1, 2, 14, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 200])
  func theTableGrowsWhileContainersAreOpen(count: Int) throws {
    let numbers = (0..<count).map { String($0 * 7) }.joined(separator: ",")
    let root = try Self.root(#"{"first":[\#(numbers)],"inner":{"a":[[\#(numbers)]],"b":true},"last":"end"}"#)
    #expect(root.count == 3)
    let first = try #require(root.member("first")?.elements).map { $0.number }
    #expect(first == (0..<count).map { Double($0 * 7) })
    let inner = try #require(root.member("inner"))
    #expect(inner.count == 2)
    #expect(inner.member("a")?.count == 1)
    let nested = try #require(inner.member("a")?.elements?.first { _ in true }?.elements).map { $0.number }
    #expect(nested == first)
    #expect(inner.member("b")?.bool == true)
    #expect(root.member("last")?.string == "end")
  }
}
