import LodestarJSON
import Testing

/// The fast paths of the reader: a string made straight from its bytes while they are plain ASCII, and duplicate keys
/// found by comparing lengths first when both keys are plain ASCII.
@Suite struct JSONReaderKeyAndStringTests {
  static func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
    try JSONReader(maximumDepth: 64).read(bytes)
  }

  static func failure(_ text: String, maximumDepth: Int = 64) -> JSONReadError? {
    do {
      _ = try JSONReader(maximumDepth: maximumDepth).read(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  /// Whatever ends the plain run (an escape, a non-ASCII character, a control character, invalid UTF-8, the end of
  /// the input), at every position of a string, the string reads as it is written, or fails where it should.
  @Test func aPlainRunMayEndAtEveryPosition() throws {
    let plain = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    for position in 0...plain.count {
      let before = Array(plain[..<position])
      let after = Array(plain[position...])
      let cases: [(source: [UInt8], decoded: [UInt8])] = [
        (before + after, before + after),
        (before + Array(#"\n"#.utf8) + after, before + [0x0A] + after),
        (before + Array(#"\u00e9"#.utf8) + after, before + [0xC3, 0xA9] + after),
        (before + [0xC3, 0xA9] + after, before + [0xC3, 0xA9] + after),
        (before + [0x7F] + after, before + [0x7F] + after),
      ]
      for (source, decoded) in cases {
        let expected = String(decoding: decoded, as: UTF8.self)
        let value = try Self.read([0x22] + source + [0x22])
        #expect(value.string == expected, "position \(position): \(source)")
        let member = try #require(try Self.read(Array("{\"".utf8) + source + Array("\": 1}".utf8)).members?.first)
        #expect(member.key == expected, "position \(position): \(source)")
      }
      let control = Self.failure("[\"" + String(decoding: before, as: UTF8.self) + "\u{1F}\"]")
      #expect(
        control?.message == "expected an escape for the control character U+001F in a string",
        "position \(position)")
      #expect(control?.location == JSONSourceLocation(line: 1, column: 3 + position), "position \(position)")
      do {
        _ = try Self.read([0x5B, 0x22] + before + [0xFF] + after + [0x22, 0x5D])
        Issue.record("position \(position): invalid UTF-8 was read")
      } catch {
        #expect(error.message == "invalid UTF-8 in a string", "position \(position)")
        #expect(error.path == "[0]", "position \(position)")
      }
      let unterminated = Self.failure("[\"" + String(decoding: before, as: UTF8.self))
      #expect(unterminated?.message == "unterminated string", "position \(position)")
      #expect(unterminated?.location == JSONSourceLocation(line: 1, column: 2), "position \(position)")
    }
  }

  /// Keys of the same length that differ only in their last byte are different keys; the same key twice is a
  /// duplicate, whether the object is small (compared one by one) or large (looked up), and wherever it comes.
  @Test func keysThatDifferLateAreDistinctAndRepeatedKeysAreDuplicates() throws {
    for count in [2, 5, 15, 16, 17, 40] {
      let keys = (0..<count).map { "same-prefix-\(String(repeating: "x", count: 12))-\($0 % 10)\($0 / 10)" }
      let text = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
      let members = try #require(try Self.read(Array(text.utf8)).members, "\(count) keys")
      #expect(members.map(\.key) == keys, "\(count) keys")
      for repeated in [0, count / 2, count - 1] {
        let duplicated = "{" + (keys + [keys[repeated]]).map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
        let error = Self.failure(duplicated)
        #expect(error?.path == keys[repeated], "\(count) keys, repeating \(repeated)")
        let firstColumn = 2 + keys[..<repeated].reduce(0) { $0 + $1.utf8.count + 7 }
        #expect(
          error?.message == "duplicate key, first defined at line 1, column \(firstColumn)",
          "\(count) keys, repeating \(repeated)")
      }
    }
  }

  /// A large object inside a large object keeps its keys apart from the outer one's: an inner key equal to an outer
  /// one is no duplicate, a repeat inside either is found at its first definition there, and the outer object
  /// still finds a repeat after the inner object ended (the inner object comes after the outer one has more keys
  /// than it compares one by one), at each depth of nesting.
  @Test(arguments: [1, 2, 3])
  func largeObjectsInsideLargeObjectsKeepTheirKeysApart(depth: Int) throws {
    let keys = (0..<20).map { "key\($0)" }
    func object(_ depth: Int, repeating repeated: String? = nil, atDepth repeatDepth: Int = -1) -> String {
      var members = keys.map { "\"\($0)\":1" }
      if depth > 1 { members[18] = "\"key18\":" + object(depth - 1, repeating: repeated, atDepth: repeatDepth - 1) }
      if repeatDepth == 0, let repeated { members.append("\"\(repeated)\":2") }
      return "{" + members.joined(separator: ",") + "}"
    }
    #expect(Self.failure(object(depth)) == nil, "depth \(depth)")
    for level in 0..<depth {
      for key in [0, 16, 17] {
        let repeated = "key\(key)"
        let text = object(depth, repeating: repeated, atDepth: level)
        // The object at `level` starts at the level-th "{", its first key just after it; each key before the
        // nested object follows the one before it and its value (`"key9":1,` is 9 bytes, `"key10":1,` 10).
        let brace = text.utf8.enumerated().filter { $0.element == UInt8(ascii: "{") }.map(\.offset)[level]
        let column = brace + 2 + 9 * key + max(0, key - 10)
        let error = Self.failure(text)
        #expect(
          error?.message == "duplicate key, first defined at line 1, column \(column)", "depth \(depth), level \(level)"
        )
        #expect(
          error?.path == Array(repeating: "key18.", count: level).joined() + repeated, "depth \(depth), level \(level)")
      }
    }
  }

  /// A key written with escapes, or with characters that are not ASCII, is compared by `==`: it duplicates a plain key
  /// it equals, even with another length in bytes or in the source.
  @Test func keysThatAreNotPlainASCIIAreComparedByEquality() {
    let cases = [
      (#"{"a": 1, "\u0061": 2}"#, "a"),
      (#"{"\u0061": 1, "a": 2}"#, "a"),
      (#"{"tab\tkey": 1, "tab\u0009key": 2}"#, "tab\tkey"),
      ("{\"K\": 1, \"\u{212A}\": 2}", "\u{212A}"),
      ("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}", "cafe\u{301}"),
    ]
    for (text, path) in cases {
      let error = Self.failure(text)
      #expect(error?.message == "duplicate key, first defined at line 1, column 2", "\(text)")
      #expect(error?.path == path, "\(text)")
    }
    #expect(Self.failure(#"{"a": 1, "\u0062": 2, "ab": 3, "b\u0061": 4}"#) == nil)
  }

  /// Keys with the same length and the same first and last bytes (one fingerprint) are still told apart, and a key is
  /// found to repeat an earlier one before or after keys written with escapes.
  @Test func keysWithOneFingerprintAreToldApartAndRepeatsAreFoundAroundEscapedKeys() {
    #expect(Self.failure(#"{"axb": 1, "ayb": 2, "azb": 3}"#) == nil)
    #expect(
      Self.failure(#"{"axb": 1, "ayb": 2, "axb": 3}"#)?.message == "duplicate key, first defined at line 1, column 2")
    let cases = [
      #"{"a": 1, "\u0062": 2, "c": 3, "a": 4}"#,
      #"{"\u0062": 1, "a": 2, "c": 3, "b": 4}"#,
      #"{"x": 1, "a": 2, "\u0063": 3, "a": 4}"#,
    ]
    for text in cases {
      #expect(Self.failure(text)?.message.hasPrefix("duplicate key, first defined at") == true, "\(text)")
    }
    #expect(Self.failure(#"{"a": 1, "\u0062": 2, "c": 3, "d": 4}"#) == nil)
  }

  /// The path of an error is put together as the error leaves each member and element: every step is there, in order,
  /// however deep the error is.
  @Test func errorsDeepInsideNameEveryStepOfThePath() {
    let nested = #"{"a": {"b\u00e9": [0, {"c": [1, 2, {"d": x}]}]}}"#
    #expect(Self.failure(nested)?.description == #"a.bé[1].c[2].d: expected a value, found "x" (line 1, column 42)"#)
    let depth = 256
    let deep = String(repeating: #"{"k": ["#, count: depth) + "x"
    let error = Self.failure(deep, maximumDepth: 2 * depth)
    #expect(error?.path == Array(repeating: "k[0]", count: depth).joined(separator: "."))
    #expect(error?.message == #"expected a value, found "x""#)
  }
}
