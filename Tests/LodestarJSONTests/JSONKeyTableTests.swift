import LodestarJSON
import LodestarTestSupport
import Testing

/// ``JSONKeyTable`` finds the name a key is, as comparing the key's text with each name would, and
/// ``JSONKeyedMembers`` finds each member by its key's index.
@Suite struct JSONKeyTableTests {
  static func root(_ text: String) throws -> JSONNode {
    try JSONReader(maximumDepth: 64).document(Array(text.utf8)).root
  }

  /// Names that share their first 8 bytes, a prefix, a longer key, escapes and a canonically equivalent key.
  @Test func keysAreFoundByLengthAndBytes() throws {
    let names = ["fallbackPlacements", "fallbackStrategy", "fallback", "x", "", "K", "café", "width"]
    let table = JSONKeyTable(names)
    let root = try Self.root(
      #"{"fallbackStrategy":1,"fallbackPlacements":2,"fallback":3,"fallbackX":4,"fallbac":5,"x":6,"":7,"\u212A":8,"cafe\u0301":9,"\u0077idth":10,"widt":11,"fallbackStrategz":12,"y":13}"#
    )
    let found = try #require(root.members).map { table.index(of: $0.key) }
    #expect(found == [1, 0, 2, nil, nil, 3, 4, 5, 6, 7, nil, nil, nil])
    #expect(table.index(of: Array(try #require(root.members))[0].value) == nil)
    #expect(table.names == names)
  }

  /// A key near the end of the text, where 8 bytes cannot be read at once, is found as any other.
  @Test func keysAtTheEndOfTheTextAreFound() throws {
    let table = JSONKeyTable(["ab", "abcdefgh", "abcdefghi"])
    #expect(try table.index(of: Self.root(#""ab""#)) == 0)
    #expect(try table.index(of: Self.root(#""abcdefgh""#)) == 1)
    #expect(try table.index(of: Self.root(#""abcdefghi""#)) == 2)
    #expect(try table.index(of: Self.root(#""abcdefghj""#)) == nil)
    #expect(table.index(of: Array(try #require(Self.root(#"{"ab":1}"#).members))[0].key) == 0)
    #expect(try table.index(of: Self.root("7")) == nil)
  }

  /// For seeded random names and keys over a small alphabet (so that many share lengths and prefixes), the table
  /// finds the first name equal to the key, or none.
  @Test func theTableFindsWhatComparingEachNameFinds() throws {
    let seed: UInt64 = 0x6B65_7974_6162
    var random = SeededGenerator(seed: seed)
    // Mostly "a" and "b"; now and then "é", which makes a key that is not plain ASCII.
    let alphabet: [Character] = ["a", "b", "a", "b", "a", "b", "\u{E9}"]
    func word() -> String {
      String((0..<random.int(in: 0...11)).map { _ in alphabet[random.int(in: 0...(alphabet.count - 1))] })
    }
    for round in 0..<300 {
      let names = (0..<random.int(in: 1...12)).map { _ in word() }
      let table = JSONKeyTable(names)
      let keys = (0..<8).map { _ in random.chance(0.5) ? names[random.int(in: 0...(names.count - 1))] : word() }
      // Each key once, some written with an escape; the last member ends 8 bytes before the text does or less.
      let unique = Array(Set(keys)).sorted()
      let text =
        "{"
        + unique.enumerated().map { index, key in
          let written = index % 3 == 0 && key.first == "a" ? "\\u0061" + key.dropFirst() : key
          return "\"\(written)\":\(index)"
        }.joined(separator: ",") + "}"
      let root = try Self.root(text)
      for member in try #require(root.members) {
        #expect(
          table.index(of: member.key) == names.firstIndex(of: member.keyText),
          "seed \(seed), round \(round): \(names) \(text)")
      }
    }
  }

  /// `matchKeys(of:into:)` matches the keys of every object, nested in objects and arrays, and only keys: a string
  /// value that is one of the names stays -1, as does an unknown key. The array is replaced, keeping its storage.
  @Test func everyKeyOfADocumentIsMatchedInOnePass() throws {
    let table = JSONKeyTable(["x", "width", "fallbackPlacements", "name"])
    let document = try JSONReader(maximumDepth: 8).document(
      Array(#"{"x":"width","list":[{"width":1,"\u0078":2},[{"fallbackPlacements":{"name":"x"}}]],"name":{}}"#.utf8))
    var indices: [Int32] = [7, 7]
    document.withContents { table.matchKeys(of: $0, into: &indices) }
    #expect(indices.count == document.entries.count)
    // The entries in source order: each key with the index of its name, every other value -1.
    let expected: [Int32] = [
      -1,  // {
      0, -1,  // "x": "width"
      -1, -1,  // "list": [
      -1, 1, -1, 0, -1,  // {"width": 1, "\u0078": 2}
      -1, -1, 2, -1, 3, -1,  // [{"fallbackPlacements": {"name": "x"}}]
      3, -1,  // "name": {}
    ]
    #expect(indices == expected)
    let capacity = indices.capacity
    try JSONReader(maximumDepth: 8).document(Array(#"["x"]"#.utf8)).withContents {
      table.matchKeys(of: $0, into: &indices)
    }
    #expect(indices == [-1, -1])
    #expect(indices.capacity == capacity)
    // One entry fewer, then one more.
    try JSONReader(maximumDepth: 8).document(Array(#""x""#.utf8)).withContents {
      table.matchKeys(of: $0, into: &indices)
    }
    #expect(indices == [-1])
    try JSONReader(maximumDepth: 8).document(Array(#"{"x":1}"#.utf8)).withContents {
      table.matchKeys(of: $0, into: &indices)
    }
    #expect(indices == [-1, 0, -1])
  }

  @Test func membersAreFoundByTheirKeysIndex() throws {
    let table = JSONKeyTable(["x", "y", "width", "height"])
    let members = JSONKeyedMembers(try Self.root(#"{"width":3,"x":1,"depth":9,"height":null,"z":0}"#), keys: table)
    #expect(members.isObject)
    #expect(members[0]?.number == 1 && members[1] == nil && members[2]?.number == 3 && members[3]?.isNull == true)
    #expect(members[-1] == nil && members[JSONKeyedMembers.capacity] == nil)
    #expect(members.firstUnknownMember?.keyText == "depth" && members.firstUnknownMember?.value.number == 9)
    #expect(members.hasUnknownMember)
    #expect(members.presentKeys == 0b1101)
    // A key the object may not have counts as unknown, and it comes first in the object.
    let limited = JSONKeyedMembers(members.object, keys: table, allowing: 0b0011)
    #expect(limited.firstUnknownMember?.keyText == "width" && limited[2] == nil && limited[0]?.number == 1)
    #expect(limited.hasUnknownMember)
    #expect(limited.presentKeys == 0b0001)
    let none = JSONKeyedMembers(try Self.root("[1]"), keys: table)
    #expect(!none.isObject && none.firstUnknownMember == nil && none[0] == nil && none.presentKeys == 0)
    #expect(!none.hasUnknownMember)
    let empty = JSONKeyedMembers(try Self.root("{}"), keys: table)
    #expect(empty.isObject && empty.firstUnknownMember == nil && empty.presentKeys == 0 && !empty.hasUnknownMember)
  }

  /// A member's kind, number and string (matched against another table) read without a node agree with its node.
  @Test func membersAreReadWithoutNodes() throws {
    let table = JSONKeyTable(["a", "b", "c", "d", "e", "f", "g"])
    let names = JSONKeyTable(["top", "bottom", "fallbackPlacements"])
    let members = JSONKeyedMembers(
      try Self.root(
        #"{"a":-2.5,"b":"bottom","c":null,"d":true,"e":"side","f":{"top":1},"g":"fallback\u0050lacements"}"#),
      keys: table)
    for index in -1...8 {
      let node = members[index]
      #expect(members.kind(ofMember: index) == node?.kind, "\(index)")
      #expect(members.number(ofMember: index) == node?.number, "\(index)")
      #expect(members.index(ofMember: index, in: names) == node.flatMap { names.index(of: $0) }, "\(index)")
    }
    #expect(members.number(ofMember: 0) == -2.5 && members.kind(ofMember: 7) == nil)
    #expect(members.index(ofMember: 1, in: names) == 1 && members.index(ofMember: 6, in: names) == 2)
    #expect(members.index(ofMember: 4, in: names) == nil && members.index(ofMember: 5, in: names) == nil)
    #expect(members.kind(ofMember: 2) == .null && members.kind(ofMember: 3) == .true)
  }

  /// A table of many names, some sharing their first 8 bytes and their length, some given twice, finds each name's
  /// first index and nothing for a key that is none of them, however the names fall in its slots.
  @Test(arguments: [1, 2, 7, 8, 9, 64, 65, 500])
  func aTableOfManyNamesFindsEachNameAndNoOther(count: Int) throws {
    let names = (0..<count).map { $0 % 3 == 0 ? "sameprefix\($0)" : $0 % 3 == 1 ? "k\($0)" : "\($0 / 6)" }
    let table = JSONKeyTable(names)
    let others = (0..<count).map { "sameprefix\($0)x" } + (0..<count).map { "k\($0 + count)" } + ["", "sameprefi"]
    let keys = Array(Set(names + others))
    let root = try Self.root("{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}")
    var indices: [Int32] = []
    root.document.withContents { table.matchKeys(of: $0, into: &indices) }
    for member in try #require(root.members) {
      let expected = names.firstIndex(of: member.keyText)
      #expect(table.index(of: member.key) == expected, "\(count) names: \(member.keyText)")
      #expect(indices[member.key.index] == Int32(expected ?? -1), "\(count) names: \(member.keyText)")
    }
  }

  /// A table's 33rd name is past what the members keep: its key counts as unknown.
  @Test func keysPastTheCapacityAreUnknown() throws {
    let names = (0...JSONKeyedMembers.capacity).map { "k\($0)" }
    let members = JSONKeyedMembers(try Self.root(#"{"k31":1,"k32":2}"#), keys: JSONKeyTable(names))
    #expect(members[31]?.number == 1)
    #expect(members.firstUnknownMember?.keyText == "k32")
  }
}

/// Strings are scanned 8 bytes at a time: a byte that ends the plain run (a quote, a backslash, a control character,
/// a byte of 0x80 or more) is found at each of the 8 places of a word and in the bytes after the last whole word.
@Suite struct JSONStringScanTests {
  @Test(arguments: 0..<20)
  func theFirstBytesThatAreNotPlainAreFoundWhereverTheyStand(offset: Int) throws {
    let reader = JSONReader(maximumDepth: 4)
    let before = Array(repeating: UInt8(ascii: "a"), count: offset)
    let after = Array(repeating: UInt8(ascii: "b"), count: 9)
    // Bytes that stand for themselves, in a string that is read as it is written.
    for byte: UInt8 in [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x7F] {
      let text = [0x22] + before + [byte] + after + [0x22]
      let value = try reader.document(text).root.string
      #expect(value == String(decoding: before + [byte] + after, as: UTF8.self), "byte \(byte) at \(offset)")
    }
    // "é" and an escape, which the full scan reads.
    let accented = [0x22] + before + [0xC3, 0xA9] + after + [0x22]
    #expect(try reader.document(accented).root.string == String(repeating: "a", count: offset) + "é" + "bbbbbbbbb")
    let escaped = [0x22] + before + Array(#"\n"#.utf8) + after + [0x22]
    #expect(try reader.document(escaped).root.string == String(repeating: "a", count: offset) + "\nbbbbbbbbb")
    // A control character is refused where it stands, a byte that cannot start UTF-8 as the string's (at its
    // opening quote); a quote ends the string.
    for byte: UInt8 in [0x00, 0x09, 0x1F, 0x80, 0xBF, 0xFF] {
      let text = [0x22] + before + [byte] + after + [0x22]
      do {
        _ = try reader.document(text)
        Issue.record("byte \(byte) at \(offset) was read")
      } catch {
        #expect(error.offset == (byte < 0x20 ? offset + 1 : 0), "byte \(byte) at \(offset): \(error)")
        #expect(error.message.contains(byte < 0x20 ? "control character" : "invalid UTF-8"), "\(error)")
      }
    }
    let quoted = [0x22] + before + [0x22] + after + [0x22]
    do {
      _ = try reader.document(quoted)
      Issue.record("a quote inside the string at \(offset) was not the end of it")
    } catch {
      #expect(error.offset == offset + 2, "\(error)")
    }
  }
}
