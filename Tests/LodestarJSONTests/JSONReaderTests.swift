import LodestarJSON
import Testing

@Suite struct JSONReaderTests {
  static func read(_ text: String, maximumDepth: Int = 64, allowsByteOrderMark: Bool = true) throws(JSONReadError)
    -> JSONValue
  {
    try JSONReader(maximumDepth: maximumDepth, allowsByteOrderMark: allowsByteOrderMark).read(Array(text.utf8))
  }

  static func failure(_ bytes: [UInt8], maximumDepth: Int = 64, allowsByteOrderMark: Bool = true) -> JSONReadError? {
    do {
      _ = try JSONReader(maximumDepth: maximumDepth, allowsByteOrderMark: allowsByteOrderMark).read(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryKindOfValueWithItsOffset() throws {
    let value = try Self.read(#" {"a": [1, -2.5e1, true, false, null], "b": "x\ty\u00e9\ud83d\ude00", "c": {}}"#)
    let members = try #require(value.members)
    #expect(value.offset == 1)
    #expect(members.map(\.key) == ["a", "b", "c"])
    #expect(members.map(\.keyOffset) == [2, 39, 70])
    let elements = try #require(members[0].value.elements)
    #expect(elements.map(\.number) == [1, -25, nil, nil, nil])
    #expect(elements.map(\.bool) == [nil, nil, true, false, nil])
    #expect(elements[4].isNull)
    #expect(elements.map(\.offset) == [8, 11, 19, 25, 32])
    #expect(members[1].value.string == "x\tyé😀")
    #expect(members[2].value.members?.isEmpty == true)
  }

  @Test func numbersAreCorrectlyRoundedAndKeepTheirText() throws {
    for text in ["0.1", "-0", "1e-400", "123456789012345678901234567890", "2.2250738585072011e-308", "5e-324"] {
      let value = try Self.read(text)
      #expect(value.number == Double(text), "\(text)")
      #expect(value.foundDescription == text)
    }
    #expect(try Self.read("1e400").number == .infinity)
    #expect(try Self.read("-1e400").number == -.infinity)
  }

  @Test func integersAreReadExactly() throws {
    #expect(try Self.read("9007199254740993").integer(in: Int.min...Int.max) == 9_007_199_254_740_993)
    #expect(try Self.read("-9223372036854775808").integer(in: Int.min...Int.max) == Int.min)
    #expect(try Self.read("3.0").integer(in: 0...3) == 3)
    #expect(try Self.read("4").integer(in: 0...3) == nil)
    #expect(try Self.read("2.5").integer(in: 0...3) == nil)
    #expect(try Self.read("1e300").integer(in: Int.min...Int.max) == nil)
    #expect(try Self.read("9223372036854775808").integer(in: Int.min...Int.max) == nil)
  }

  @Test(arguments: [
    ("", "expected a value, found the end of the input (line 1, column 1)"),
    ("{\"a\": 1,}", "expected a string key, found \"}\" (line 1, column 9)"),
    ("{\"a\": 1 \"b\": 2}", "expected \",\" or \"}\", found \"\\\"\" (line 1, column 9)"),
    ("{\"a\" 1}", "a: expected \":\" after the key, found \"1\" (line 1, column 6)"),
    ("[1,\n 2,\n x]", "[2]: expected a value, found \"x\" (line 3, column 2)"),
    ("{\"a\": [true, fals]}", "a[1]: expected a value, found \"fals\" (line 1, column 14)"),
    ("{\"rtl\": foo}", "rtl: expected a value, found \"foo\" (line 1, column 9)"),
    ("{\"k\\u00e9y\": {\"x\": [1, tru]}}", "kéy.x[1]: expected a value, found \"tru\" (line 1, column 24)"),
    ("{\"rtl\": truex}", "rtl: expected a value, found \"truex\" (line 1, column 9)"),
    ("[01]", "[0]: invalid number \"01\": expected no leading zero (line 1, column 2)"),
    ("[1.]", "[0]: invalid number \"1.\": expected a digit after \".\" (line 1, column 2)"),
    ("[-]", "[0]: invalid number \"-\": expected a digit (line 1, column 2)"),
    ("[1e+]", "[0]: invalid number \"1e+\": expected a digit in the exponent (line 1, column 2)"),
    ("{\"a\": \"b", "a: unterminated string (line 1, column 7)"),
    ("[\"a\u{1}\"]", "[0]: expected an escape for the control character U+0001 in a string (line 1, column 4)"),
    ("[\"\\x\"]", "[0]: invalid escape \\x in a string (line 1, column 3)"),
    ("[\"\\u12\"]", "[0]: invalid escape \\u12 in a string: expected 4 hexadecimal digits (line 1, column 3)"),
    ("[\"\\uD83D\"]", "[0]: unpaired surrogate \\uD83D in a string (line 1, column 3)"),
    ("[\"\\uDE00\"]", "[0]: unpaired surrogate \\uDE00 in a string (line 1, column 3)"),
    ("{} {}", "expected the end of the document, found \"{\" (line 1, column 4)"),
    (
      "{\"a\": 1,\n \"b\": 2,\n \"a\": 3}",
      "a: duplicate key, first defined at line 1, column 2 (line 3, column 2)"
    ),
  ])
  func errorsNameThePathLineAndColumn(text: String, expected: String) {
    #expect(Self.failure(Array(text.utf8))?.description == expected)
  }

  /// A string is read in one step while it is printable ASCII; whatever ends that run first (a quote, an escape, a
  /// non-ASCII character, a control character, invalid UTF-8 or the end of the input) must read as before.
  @Test func stringsReadTheSameWhereverTheirFirstPlainRunEnds() throws {
    let texts = [
      #""""#, #""plain""#, #""tab\tthen""#, #""\u00e9 first""#, #""café au lait""#, #""é""#, #""two\nlines""#,
      #""a \"quoted\" word""#, #""slash \/ and backslash \\""#, #""emoji \ud83d\ude00 then é and \n""#,
      "\"\u{7F} delete is plain\"",
    ]
    let expected = [
      "", "plain", "tab\tthen", "é first", "café au lait", "é", "two\nlines", "a \"quoted\" word",
      "slash / and backslash \\", "emoji 😀 then é and \n", "\u{7F} delete is plain",
    ]
    for (text, string) in zip(texts, expected) {
      #expect(try Self.read(text).string == string, "\(text)")
      let member = try #require(try Self.read("{\(text): 1}").members?.first)
      #expect(member.key == string, "\(text)")
    }
    #expect(Self.failure(Array(#"["plain then \#u{1F}"]"#.utf8))?.location == JSONSourceLocation(line: 1, column: 14))
    #expect(Self.failure(Array(#"["plain then"#.utf8))?.message == "unterminated string")
    #expect(Self.failure(Array(#"["plain then \"#.utf8))?.message == "unterminated string")
    #expect(Self.failure([0x5B, 0x22, 0x61, 0x62, 0xC3, 0x22, 0x5D])?.message == "invalid UTF-8 in a string")
    #expect(Self.failure([0x5B, 0x22, 0x61, 0x5C, 0x6E, 0xFF, 0x22, 0x5D])?.message == "invalid UTF-8 in a string")
  }

  @Test func duplicateKeysAreFoundInLargeObjects() {
    let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k17\": 0"]
    let error = Self.failure(Array(("{" + members.joined(separator: ", ") + "}").utf8))
    #expect(error?.path == "k17")
    #expect(error?.message == "duplicate key, first defined at line 1, column 169")
  }

  @Test func nestingDeeperThanTheLimitIsAnError() throws {
    let limit = 8
    let allowed = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try Self.read(allowed, maximumDepth: limit) }
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = Self.failure(Array(deep.utf8), maximumDepth: limit)
    #expect(error?.message == "expected at most 8 levels of nesting")
    #expect(error?.path == String(repeating: "[0]", count: 8))
    #expect(error?.location == JSONSourceLocation(line: 1, column: 9))
  }

  @Test func encodingsThatAreNotUTF8AreNamed() {
    #expect(
      Self.failure([0xFF, 0xFE, 0x7B, 0x00])?.message
        == "expected a value, found a UTF-16 byte order mark (JSON text must be UTF-8)")
    #expect(
      Self.failure([0x7B, 0x00, 0x22, 0x00])?.message
        == "expected a string key, found a NUL byte (is the text UTF-16? JSON text must be UTF-8)")
    #expect(
      Self.failure([0x00, 0x7B])?.message
        == "expected a value, found a NUL byte (is the text UTF-16? JSON text must be UTF-8)")
    #expect(
      Self.failure([0xEF, 0xBB, 0xBF, 0x31], allowsByteOrderMark: false)?.message
        == "expected a value, found a byte order mark (U+FEFF); JSON text starts without one")
    #expect(Self.failure([0xEF, 0xBB, 0xBF, 0x31]) == nil)
    #expect(
      Self.failure([0x5B, 0xC3, 0x28, 0x5D])?.message
        == "expected a value, found the byte 0xC3, which is not UTF-8 (JSON text must be UTF-8)")
    #expect(Self.failure([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])?.message == "invalid UTF-8 in a string")
    #expect(Self.failure([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D])?.message == "invalid UTF-8 in a string")
  }

  @Test func messagesQuoteAtMostFortyCharactersOfTheInput() throws {
    let long = String(repeating: "7", count: 100_000)
    let cases = [
      "[" + long + "x]", "[-" + long + ".]", "{\"" + long + "\" 1}", "[" + String(repeating: "a", count: 100_000) + "]",
      "{\"a\": 1, \"a\(long)\": 2, \"a\(long)\": 3}",
    ]
    for text in cases {
      let error = Self.failure(Array(text.utf8))
      #expect(error != nil)
      #expect((error?.description.count ?? .max) < 160, "\(error?.description.prefix(200) ?? "")")
    }
    #expect(
      Self.failure(Array(("[1" + String(repeating: "0", count: 60) + "x]").utf8))?.message
        == "expected \",\" or \"]\", found \"x\"")
    #expect(try Self.read(long).foundDescription == String(repeating: "7", count: 37) + "...")
  }
}
