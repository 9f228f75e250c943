/// Finds strings equal to one seen before, as a `Set<String>` would, for a tour's step ids: about 220 instructions for
/// an 8-byte plain-ASCII id, against about 560 for the set (callgrind, Scripts/bench startup, a 1,000-step tour).
///
/// An id written in plain ASCII (most are) is hashed from its bytes (FNV-1a, then spread by a multiplication) into an
/// open-addressed table of indices into ``seen``. Two ASCII strings are equal exactly when their bytes are, so equal
/// ids hash alike. Any other string, or a run of more than ``longestProbe`` collisions (which a file crafted to collide
/// could force, as the hash has no seed), moves every id into a `Set<String>`, whose seeded hash and Unicode equality
/// then decide.
struct DuplicateFinder {
  /// The most slots one lookup may try before the finder moves to a set.
  static let longestProbe = 32

  /// The strings inserted, in order.
  private var seen: [String] = []
  /// For each slot, 0 when empty, or the string hashed there: 1 + its index in ``seen`` in the low 32 bits and the
  /// hash's high 32 bits above, so that most strings of another hash are told apart without comparing them. A power
  /// of two in size, at least twice as many slots as strings.
  private var slots: [UInt64]
  /// Every string inserted, once the table has given way to it; `nil` while the table serves.
  private var fallback: Set<String>?

  /// A finder with room for `capacity` strings before its table grows.
  ///
  /// - Parameter capacity: The number of strings expected.
  init(capacity: Int) {
    var size = 16
    while size < 2 * capacity, size < 1 << 30 { size *= 2 }
    slots = Array(repeating: 0, count: size)
    seen.reserveCapacity(min(capacity, size / 2))
  }

  /// Adds `string` unless an equal string was added before.
  ///
  /// - Parameter string: The string to add.
  /// - Returns: `true` when `string` is new, `false` when an equal string was added before.
  /// - Complexity: O(*n*) in the string's length, on average.
  mutating func insert(_ string: String) -> Bool {
    if var set = fallback {
      // Taken out while it changes, so that it is changed in place rather than copied.
      fallback = nil
      defer { fallback = set }
      return set.insert(string).inserted
    }
    guard let hash = Self.asciiHash(of: string), seen.count < Int(Int32.max) else {
      return moveToSet(adding: string)
    }
    if 2 * (seen.count + 1) > slots.count { grow() }
    let mask = slots.count - 1
    let tag = hash & 0xffff_ffff_0000_0000
    var slot = Int(truncatingIfNeeded: hash) & mask
    for _ in 0..<Self.longestProbe {
      let entry = slots[slot]
      if entry == 0 {
        seen.append(string)
        slots[slot] = tag | UInt64(seen.count)
        return true
      }
      if entry & 0xffff_ffff_0000_0000 == tag, seen[Int(entry & 0xffff_ffff) - 1] == string { return false }
      slot = (slot + 1) & mask
    }
    return moveToSet(adding: string)
  }

  /// Doubles the table, placing every string again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, string) in seen.enumerated() {
      // Every string in the table was hashed before.
      let hash = Self.asciiHash(of: string) ?? 0
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = hash & 0xffff_ffff_0000_0000 | UInt64(index + 1)
    }
  }

  /// Moves every string into a set, then adds `string` to it.
  private mutating func moveToSet(adding string: String) -> Bool {
    var set = Set(seen)
    seen = []
    slots = []
    let inserted = set.insert(string).inserted
    fallback = set
    return inserted
  }

  /// Whether the table has given way to a set (a string not plain ASCII, or too many collisions).
  var usesSet: Bool { fallback != nil }

  /// The hash of `string`'s bytes, or `nil` when it is not plain ASCII. A string's slot in a table of `n` slots is
  /// the hash's low bits, `hash & (n - 1)`.
  static func asciiHash(of string: String) -> UInt64? {
    // Native and small strings (every string the decoder makes) lend their bytes where they are.
    guard let hash = string.utf8.withContiguousStorageIfAvailable(asciiHash(of:)) else {
      var copy = string
      return copy.withUTF8(asciiHash(of:))
    }
    return hash
  }

  /// The hash of `bytes`, or `nil` when they are not all ASCII.
  private static func asciiHash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var union: UInt8 = 0
    for byte in bytes {
      union |= byte
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    guard union < 0x80 else { return nil }
    // Spread: a product's high bits depend on every bit of the hash, and the table takes the low ones. FNV-1a's low
    // bits alone follow its last bytes.
    let spread = hash &* 0x9e37_79b9_7f4a_7c15
    return spread >> 29 ^ spread
  }
}
