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
  /// The names, in the order given: a key's index is its name's position here.
  package let names: [String]
  /// The names' indices, sorted by their UTF-8 length.
  private let byLength: [Int]
  /// `firstOfLength[n]` is the position in ``byLength`` of the first name of `n` bytes or more.
  private let firstOfLength: [Int]
  /// Each name's first 8 bytes (fewer for a shorter name, the first byte lowest), by index.
  private let prefixes: [UInt64]
  /// Each name's UTF-8 bytes, by index.
  private let bytes: [[UInt8]]

  /// A table of `names`; a name given twice keeps its first index.
  ///
  /// - Parameter names: The keys, each a different name.
  package init(_ names: [String]) {
    self.names = names
    bytes = names.map { Array($0.utf8) }
    prefixes = bytes.map { Self.prefix($0.prefix(8)) }
    let lengths = bytes.map(\.count)
    let sorted = names.indices.sorted { lengths[$0] < lengths[$1] || (lengths[$0] == lengths[$1] && $0 < $1) }
    byLength = sorted
    firstOfLength = (0...(lengths.max() ?? 0) + 1).map { length in
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
    guard length + 1 < firstOfLength.count else { return nil }
    let prefix: UInt64
    if start + 8 <= source.count, let base = source.baseAddress {
      // One load of 8 bytes, the bytes past the key masked off.
      let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      prefix = length >= 8 ? word : word & ((1 << (UInt64(length) * 8)) - 1)
    } else {
      prefix = Self.prefix(UnsafeBufferPointer(rebasing: source[start..<(start + min(length, 8))]))
    }
    for position in firstOfLength[length]..<firstOfLength[length + 1] {
      let index = byLength[position]
      guard prefixes[index] == prefix else { continue }
      if length <= 8 { return index }
      let name = bytes[index]
      var offset = 8
      while offset < length, source[start + offset] == name[offset] { offset += 1 }
      if offset == length { return index }
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
