/// The keys of the object being read, to find a duplicate: each new key is compared with the earlier ones while
/// there are few, and looked up in a dictionary once there are more, so a large object is still read in linear time.
///
/// Two keys written in plain ASCII without escapes (see ``JSONParser/isPlainASCII(_:)``) are compared as bytes;
/// any other pair as `String`s, with `==`, which treats canonically equivalent keys as equal (`"K"` and the Kelvin
/// sign `"\u{212A}"`, say), as every reader of the members does.
struct JSONObjectKeys {
  /// How many members are compared one by one before the keys go into ``offsets``.
  private static let linearLimit = 16
  /// The entry of the object's first key.
  private let firstKeyEntry: Int
  /// Bit *f* is set when an earlier plain ASCII key has the fingerprint *f* (see ``fingerprint(_:in:)``): a key
  /// whose bit is clear is new without a comparison.
  private var fingerprints: UInt64 = 0
  /// Whether an earlier key is not plain ASCII: then every key is compared with the earlier ones.
  private var hasOtherKeys = false
  /// The key offset of each key, once the object has more than ``linearLimit`` members.
  private var offsets: [String: Int]? = nil

  /// The keys of the object whose entry is `objectEntry`.
  init(objectEntry: Int) {
    firstKeyEntry = objectEntry + 1
  }

  /// The key offset of an earlier member with the same key as the one whose entry is `keyEntry`, or `nil`; then that
  /// key counts as the key of the next member.
  ///
  /// - Parameters:
  ///   - keyEntry: The index of the new key's entry.
  ///   - memberCount: How many members the object has before this one.
  ///   - parser: The parser reading the object.
  mutating func firstOffset(ofKeyAt keyEntry: Int, memberCount: Int, in parser: borrowing JSONParser) -> Int? {
    let key = parser.entries[keyEntry]
    if memberCount < Self.linearLimit {
      if key.isPlainASCII, !hasOtherKeys {
        let bit: UInt64 = 1 << Self.fingerprint(key, in: parser.bytes)
        defer { fingerprints |= bit }
        if fingerprints & bit == 0 { return nil }
      } else if !key.isPlainASCII {
        hasOtherKeys = true
      }
      // The earlier keys are walked in the table: each member's value entry says where the next key is.
      var earlierEntry = firstKeyEntry
      while earlierEntry < keyEntry {
        let earlier = parser.entries[earlierEntry]
        if Self.areEqual(earlier, key, in: parser.bytes) { return Int(earlier.start) }
        earlierEntry = Int(parser.entries[earlierEntry + 1].next)
      }
      return nil
    }
    // The dictionary is taken out while it changes, so that it is not copied.
    let isFirst = self.offsets == nil
    var offsets = self.offsets ?? [:]
    self.offsets = nil
    defer { self.offsets = offsets }
    if isFirst {
      var earlierEntry = firstKeyEntry
      while earlierEntry < keyEntry {
        let earlier = parser.entries[earlierEntry]
        offsets[JSONParser.decodedString(at: Int(earlier.start), in: parser.bytes)] = Int(earlier.start)
        earlierEntry = Int(parser.entries[earlierEntry + 1].next)
      }
    }
    let text = JSONParser.decodedString(at: Int(key.start), in: parser.bytes)
    if let first = offsets[text] { return first }
    offsets[text] = Int(key.start)
    return nil
  }

  /// A number from 0 to 63 made of a plain ASCII key's length and its first and last bytes: equal keys have equal
  /// fingerprints.
  private static func fingerprint(_ key: JSONDocument.Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let length = Int(key.end - key.start) - 2
    guard length > 0 else { return 0 }
    let first = Int(bytes[Int(key.start) + 1])
    let last = Int(bytes[Int(key.end) - 2])
    return (length &+ first &* 7 &+ last &* 13) & 63
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
