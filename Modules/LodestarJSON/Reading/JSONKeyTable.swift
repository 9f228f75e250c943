/// The keys a decoder expects, to find which one a key of a ``JSONDocument`` is in one step, rather than comparing it
/// with each name in turn.
///
/// ```swift
/// let keys = JSONKeyTable(["x", "y", "width", "height"])
/// keys.index(of: member.key)  // 2 for "width", nil for "depth"
/// ```
///
/// The names are sorted by their UTF-8 length, and each keeps its first 8 bytes as one integer: a key written in
/// plain ASCII without escapes (most are) is compared only with the names of its length, 8 bytes at a time. Any other
/// key is compared as a `String`, as ``JSONNode/isKey(_:)`` does. A table is a class, so that passing it around
/// copies one reference rather than its arrays.
package final class JSONKeyTable: Sendable {
  /// One name: its first bytes, its index and where the rest of it is.
  private struct Slot: Sendable {
    /// The name's first 8 bytes (fewer for a shorter name, the first byte lowest).
    var prefix: UInt64
    /// The name's index in ``JSONKeyTable/names``.
    var index: Int
    /// The offset of the name's UTF-8 bytes in ``JSONKeyTable/nameBytes``.
    var offset: Int
  }

  /// The names, in the order given: a key's index is its name's position here.
  package let names: [String]
  /// One slot for each name, sorted by the name's UTF-8 length, then by index.
  private let slots: [Slot]
  /// `firstSlot[n]` is the position in ``slots`` of the first name of `n` bytes or more, for `n` from 0 to one past
  /// the longest name's length.
  private let firstSlot: [Int]
  /// The UTF-8 bytes of every name, one after another.
  private let nameBytes: [UInt8]

  /// A table of `names`; a name given twice keeps its first index.
  ///
  /// - Parameter names: The keys, each a different name.
  package init(_ names: [String]) {
    self.names = names
    let utf8 = names.map { Array($0.utf8) }
    let lengths = utf8.map(\.count)
    let sorted = names.indices.sorted { lengths[$0] < lengths[$1] || (lengths[$0] == lengths[$1] && $0 < $1) }
    let offsets = lengths.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1) }
    nameBytes = utf8.flatMap { $0 }
    slots = sorted.map { Slot(prefix: Self.prefix(utf8[$0].prefix(8)), index: $0, offset: offsets[$0]) }
    firstSlot = (0...(lengths.max() ?? 0) + 1).map { length in
      sorted.firstIndex { lengths[$0] >= length } ?? sorted.count
    }
  }

  /// The index of the name `key` is, or `nil` when it is none of them or not a string.
  ///
  /// - Parameter key: A key (or any string) of a document.
  /// - Complexity: O(*n*) in the key's length, for a key written in plain ASCII.
  package func index(of key: JSONNode) -> Int? {
    index(ofKey: key.entry, in: key.document.bytes)
  }

  /// The index of the name that the key or string whose entry is `index` in `contents` is, or `nil` when it is
  /// none of them or not a string: ``index(of:)`` for a decoder that walks a document by entry index.
  ///
  /// - Parameters:
  ///   - index: An entry index of `contents`.
  ///   - contents: A document's contents.
  /// - Returns: The name's index in ``names``.
  /// - Complexity: O(*n*) in the string's length, for a string written in plain ASCII.
  package func index(ofStringAt index: Int, in contents: JSONDocumentContents) -> Int? {
    self.index(ofKey: contents.entries[index], in: contents.bytes)
  }

  /// Matches every object key of a document's `contents` against the table, in one pass: afterwards, for the entry
  /// index `key` of any object's key, `indices[key]` is the index of the name it is, and -1 when it is none of them.
  /// Every other entry's is -1 too.
  ///
  /// A decoder that walks a document by entry index (``JSONDocument/entries``) matches its keys this way once,
  /// rather than one call for each key.
  ///
  /// - Parameters:
  ///   - contents: A document's contents.
  ///   - indices: Replaced by one index for each entry of `contents`; its storage is kept, so that a decoder
  ///     reading many documents allocates it once.
  /// - Complexity: O(*n*) in the document's entries and its keys' bytes.
  package func matchKeys(of contents: JSONDocumentContents, into indices: inout [Int32]) {
    let entries = contents.entries
    let bytes = contents.bytes
    // As many indices as entries, each -1 until its key is matched; the storage is kept.
    if indices.count > entries.count {
      indices.removeLast(indices.count - entries.count)
    } else if indices.count < entries.count {
      indices.append(contentsOf: repeatElement(-1, count: entries.count - indices.count))
    }
    indices.withUnsafeMutableBufferPointer { indices in
      indices.update(repeating: -1)
      for object in entries.indices where entries[object].kind == .object {
        // An object's first key follows it; each value follows its key, and the next key follows the value.
        var key = object + 1
        for _ in 0..<Int(entries[object].count) {
          if let name = index(ofKey: entries[key], in: bytes) { indices[key] = Int32(truncatingIfNeeded: name) }
          key = Int(entries[key + 1].next)
        }
      }
    }
  }

  /// The index of the name that `entry`, a key of the document whose bytes are `source`, is (see ``index(of:)``).
  @inline(__always)
  func index(ofKey entry: JSONDocument.Entry, in source: UnsafeBufferPointer<UInt8>) -> Int? {
    guard entry.kind == .string else { return nil }
    guard entry.isPlainASCII else {
      let text = JSONTreeBuilder.text(of: entry, in: source)
      return names.firstIndex { $0 == text }
    }
    let start = Int(entry.start) + 1
    let length = Int(entry.end) - 1 - start
    guard length + 1 < firstSlot.count else { return nil }
    let prefix: UInt64
    if start + 8 <= source.count, let base = source.baseAddress {
      // One load of 8 bytes, the bytes past the key masked off.
      let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      prefix = length >= 8 ? word : word & ((1 << (UInt64(length) * 8)) - 1)
    } else {
      prefix = Self.prefix(UnsafeBufferPointer(rebasing: source[start..<(start + min(length, 8))]))
    }
    var position = firstSlot[length]
    let end = firstSlot[length + 1]
    while position < end {
      let slot = slots[position]
      position += 1
      guard slot.prefix == prefix else { continue }
      if length <= 8 { return slot.index }
      var offset = 8
      while offset < length, source[start + offset] == nameBytes[slot.offset + offset] { offset += 1 }
      if offset == length { return slot.index }
    }
    return nil
  }

  /// Up to 8 bytes as one integer, the first byte lowest.
  @inline(__always)
  private static func prefix<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
      value |= UInt64(byte) << shift
      shift += 8
    }
    return value
  }
}
