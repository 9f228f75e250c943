/// The keys of the object being read, to find a duplicate: each new key is compared with the earlier ones while
/// there are few, and looked up in a dictionary once there are more, so a large object is still read in linear time.
/// The dictionary is the parser's (``JSONParser/keyOffsetTables``), so that the keys of a small object, most of them,
/// hold no reference to release.
///
/// Two keys written in plain ASCII without escapes (see ``JSONParser/isPlainASCII(_:)``) are compared as bytes;
/// any other pair as `String`s, with `==`, which treats canonically equivalent keys as equal (`"K"` and the Kelvin
/// sign `"\u{212A}"`, say), as every reader of the members does.
struct JSONObjectKeys {
  /// How many members are compared one by one before the keys go into ``offsets``.
  private static let linearLimit = 16
  /// The entry of the object's first key.
  private let firstKeyEntry: Int
  /// Bit *f* is set when an earlier plain ASCII key has the fingerprint *f* (see ``fingerprint(from:to:in:)``): a key
  /// whose bit is clear is new without a comparison.
  private var fingerprints: UInt64 = 0
  /// Whether an earlier key is not plain ASCII: then every key is compared with the earlier ones.
  private var hasOtherKeys = false
  /// Whether the object has more than ``linearLimit`` members, so that the key offset of each key is in the last of
  /// the parser's ``JSONParser/keyOffsetTables``; the object removes it when it ends (``end(in:)``).
  private var hasTable = false

  /// The keys of the object whose entry is `objectEntry`.
  init(objectEntry: Int) {
    firstKeyEntry = objectEntry + 1
  }

  /// Whether the key of the next member, a plain ASCII key from `start` (its opening quote) to `end` (past its
  /// closing quote), is certainly not the key of an earlier member: its fingerprint is new. Most keys are, and this
  /// check reads only the key's first and last bytes; when it says `false`, ``firstOffset(ofKeyAt:memberCount:in:)``
  /// compares the key with the earlier ones.
  ///
  /// - Parameters:
  ///   - start: The offset of the key's opening quote.
  ///   - end: The offset past the key's closing quote.
  ///   - memberCount: How many members the object has before this one.
  ///   - bytes: The text.
  @inline(__always)
  mutating func isCertainlyNewPlainKey(
    from start: Int, to end: Int, memberCount: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard memberCount < Self.linearLimit, !hasOtherKeys else { return false }
    let bit: UInt64 = 1 << Self.fingerprint(from: start, to: end, in: bytes)
    defer { fingerprints |= bit }
    return fingerprints & bit == 0
  }

  /// The key offset of an earlier member with the same key as the one whose entry is `keyEntry`, or `nil`; then that
  /// key counts as the key of the next member.
  ///
  /// - Parameters:
  ///   - keyEntry: The index of the new key's entry.
  ///   - memberCount: How many members the object has before this one.
  ///   - parser: The parser reading the object.
  mutating func firstOffset(ofKeyAt keyEntry: Int, memberCount: Int, in parser: inout JSONParser) -> Int? {
    let key = parser.entries[keyEntry]
    if memberCount < Self.linearLimit {
      if key.isPlainASCII {
        fingerprints |= 1 << Self.fingerprint(from: Int(key.start), to: Int(key.end), in: parser.bytes)
      } else {
        hasOtherKeys = true
      }
      return Self.firstOffset(of: key, from: firstKeyEntry, before: keyEntry, in: parser)
    }
    return firstOffsetInDictionary(of: key, at: keyEntry, in: &parser)
  }

  /// Ends the object: removes its dictionary from the parser's, if it made one.
  ///
  /// - Parameter parser: The parser reading the object.
  func end(in parser: inout JSONParser) {
    if hasTable { parser.keyOffsetTables.removeLast() }
  }

  /// The key offset of an earlier member with the same key as `key`, found in the object's dictionary (made of the
  /// earlier keys the first time); then `key` counts as the key of the next member.
  private mutating func firstOffsetInDictionary(
    of key: JSONDocument.Entry, at keyEntry: Int, in parser: inout JSONParser
  ) -> Int? {
    if !hasTable {
      var offsets: [String: Int] = [:]
      var earlierEntry = firstKeyEntry
      while earlierEntry < keyEntry {
        let earlier = parser.entries[earlierEntry]
        offsets[JSONParser.decodedString(at: Int(earlier.start), in: parser.bytes)] = Int(earlier.start)
        earlierEntry = Int(parser.entries[earlierEntry + 1].next)
      }
      parser.keyOffsetTables.append(offsets)
      hasTable = true
    }
    // The object's dictionary is the last: an object inside it that made one removed it when it ended.
    let last = parser.keyOffsetTables.count - 1
    let text = JSONParser.decodedString(at: Int(key.start), in: parser.bytes)
    if let first = parser.keyOffsetTables[last][text] { return first }
    parser.keyOffsetTables[last][text] = Int(key.start)
    return nil
  }

  /// The key offset of the first key from entry `firstKeyEntry` up to entry `keyEntry` that equals `key`, or `nil`.
  private static func firstOffset(
    of key: JSONDocument.Entry, from firstKeyEntry: Int, before keyEntry: Int, in parser: borrowing JSONParser
  ) -> Int? {
    // The earlier keys are walked in the table: each member's value entry says where the next key is.
    var earlierEntry = firstKeyEntry
    while earlierEntry < keyEntry {
      let earlier = parser.entries[earlierEntry]
      if areEqual(earlier, key, in: parser.bytes) { return Int(earlier.start) }
      earlierEntry = Int(parser.entries[earlierEntry + 1].next)
    }
    return nil
  }

  /// A number from 0 to 63 made of the length and the first and last bytes of a plain ASCII key from `start` (its
  /// opening quote) to `end` (past its closing quote): equal keys have equal fingerprints.
  @inline(__always)
  private static func fingerprint(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let length = end - start - 2
    guard length > 0 else { return 0 }
    return (length &+ Int(bytes[start + 1]) &* 7 &+ Int(bytes[end - 2]) &* 13) & 63
  }

  /// Whether two keys are the same.
  private static func areEqual(
    _ first: JSONDocument.Entry, _ second: JSONDocument.Entry, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard first.isPlainASCII, second.isPlainASCII else {
      return JSONParser.decodedString(at: Int(first.start), in: bytes)
        == JSONParser.decodedString(at: Int(second.start), in: bytes)
    }
    let length = Int(first.end - first.start)
    guard Int(second.end - second.start) == length else { return false }
    let firstStart = Int(first.start)
    let secondStart = Int(second.start)
    for offset in 1..<(length - 1) where bytes[firstStart + offset] != bytes[secondStart + offset] { return false }
    return true
  }
}
