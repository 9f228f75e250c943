/// The keys of the object being read, to find a duplicate: each new key is compared with the earlier ones while
/// there are few, and looked up in a dictionary once there are more, so a large object is still read in linear time.
///
/// Keys are compared with `==`, which treats canonically equivalent keys as equal (`"K"` and the Kelvin sign
/// `"\u{212A}"`, say), as every reader of the members does. Two keys that are both plain ASCII (see
/// ``JSONParser/isPlainASCII(_:)``) are equal only when their UTF-8 lengths are, which is compared first.
struct JSONObjectKeys {
  /// How many members are compared one by one before the keys go into ``offsets``.
  private static let linearLimit = 16
  /// Bit *i* is set when the key of member *i* is plain ASCII (for the first ``linearLimit`` members).
  private var plainASCII: UInt16 = 0
  /// The key offset of each key, once the object has more than ``linearLimit`` members.
  private var offsets: [String: Int] = [:]

  /// The key offset of an earlier member named `key`, or `nil`; then `key` counts as the key of the next member.
  ///
  /// - Parameters:
  ///   - key: The new key.
  ///   - isPlainASCII: Whether the new key is plain ASCII.
  ///   - keyOffset: The byte offset of the new key.
  ///   - members: The members read so far.
  mutating func firstOffset(
    of key: String, isPlainASCII: Bool, at keyOffset: Int, in members: [JSONMember]
  ) -> Int? {
    if members.count < Self.linearLimit {
      let length = key.utf8.count
      for position in members.indices {
        let earlier = members[position].key
        let bothPlainASCII = isPlainASCII && plainASCII & (1 << position) != 0
        if bothPlainASCII, earlier.utf8.count != length { continue }
        if earlier == key { return members[position].keyOffset }
      }
      if isPlainASCII { plainASCII |= 1 << members.count }
      return nil
    }
    if offsets.isEmpty {
      for member in members { offsets[member.key] = member.keyOffset }
    }
    if let first = offsets[key] { return first }
    offsets[key] = keyOffset
    return nil
  }
}
