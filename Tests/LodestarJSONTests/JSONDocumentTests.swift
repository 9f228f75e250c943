import LodestarJSON
import LodestarTestSupport
import Testing

/// A ``JSONDocument`` and its ``JSONNode``s say what the tree says: kinds, numbers (exact integers past 2^53),
/// strings with their escapes decoded, members and elements in order, keys compared as bytes or as strings.
@Suite struct JSONDocumentTests {
  static func document(_ text: String) throws -> JSONDocument {
    try JSONReader(maximumDepth: 64).document(Array(text.utf8))
  }

  @Test func nodesReadTheValuesTheirEntriesHold() throws {
    let root = try Self.document(
      #"{"n": -12.5e1, "big": 9007199254740993, "s": "a\"b\u00e9\ud83d\ude00", "t": true, "f": false, "z": null, "a": [1, [2, 3], {}], "o": {"x": 1}}"#
    ).root
    #expect(root.isObject && root.count == 8 && root.offset == 0)
    #expect(root.member("n")?.number == -125)
    #expect(root.member("n")?.numberText == "-12.5e1")
    #expect(root.member("n")?.integer(in: -200...0) == -125)
    #expect(root.member("big")?.integer(in: Int.min...Int.max) == 9_007_199_254_740_993)
    #expect(root.member("big")?.integer(in: 0...9_007_199_254_740_992) == nil)
    #expect(root.member("s")?.string == "a\"b\u{E9}\u{1F600}")
    #expect(root.member("s")?.foundDescription == "\"a\\\"b\u{E9}\u{1F600}\"")
    #expect(root.member("t")?.bool == true && root.member("f")?.bool == false)
    #expect(root.member("z")?.isNull == true && root.member("z")?.bool == nil)
    #expect(root.member("missing") == nil)
    #expect(root.member("n")?.member("n") == nil)
    let elements = try #require(root.member("a")?.elements).map(\.kindDescription)
    #expect(elements == ["a number", "an array", "an object"])
    let nested = Array(try #require(root.member("a")?.elements))[1]
    #expect(nested.elements?.compactMap(\.number) == [2, 3])
    #expect(root.members?.map(\.keyText) == ["n", "big", "s", "t", "f", "z", "a", "o"])
    #expect(root.member("o")?.member("x")?.number == 1)
    #expect(root.member("o")?.offset == 132)
  }

  /// A key written with escapes or in another normalization is the name it equals as a string; a plain key is
  /// compared byte for byte, so a prefix or a longer key is not it.
  @Test func keysAreComparedAsBytesOrAsStrings() throws {
    let root = try Self.document(#"{"\u0077idth": 1, "\u212A": 2, "heigh": 3, "heights": 4, "caf\u00e9": 5}"#).root
    #expect(root.member("width")?.number == 1)
    #expect(root.member("K")?.number == 2)
    #expect(root.member("height") == nil)
    #expect(root.member("heigh")?.number == 3)
    #expect(root.member("cafe\u{301}")?.number == 5)
    #expect(root.firstMember(withKeyNotIn: ["width", "K", "heigh", "heights"])?.keyText == "caf\u{E9}")
    #expect(root.firstMember(withKeyNotIn: ["width", "K", "heigh", "heights", "café"]) == nil)
    #expect(root.member("K")?.isKey("K") == false)
    #expect(Array(try #require(root.members))[0].key.isKey("width"))
  }

  /// Every seeded random document reads into the same tree through its document as through ``JSONReader/read(_:)``.
  @Test func theTreeOfADocumentIsTheTreeTheReaderBuilds() throws {
    let seed: UInt64 = 0x6A73_6F6E_646F_63
    var random = SeededGenerator(seed: seed)
    let reader = JSONReader(maximumDepth: 64)
    for index in 0..<2_000 {
      let text = JSONWriter(layout: random.chance(0.5) ? .compact : .indented)
        .text(of: JSONRoundTripTests.value(depth: 0, using: &random))
      let bytes = Array(text.utf8)
      let fromDocument = ExpectedJSON(JSONValue(try reader.document(bytes).root))
      let fromReader = ExpectedJSON(try reader.read(bytes))
      #expect(fromDocument.isSame(as: fromReader), "seed \(seed), document \(index)\n\(text)")
    }
  }
}
