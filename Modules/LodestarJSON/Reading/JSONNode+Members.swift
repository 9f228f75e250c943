/// The members of an object in a ``JSONDocument``, in source order, as ``JSONMemberNode``s.
package struct JSONMemberNodes: Sequence, IteratorProtocol, Sendable {
  let document: JSONDocument
  /// The entry of the next member's key.
  var position: Int
  var remaining: Int

  /// The next member, or `nil` after the last.
  package mutating func next() -> JSONMemberNode? {
    guard remaining > 0 else { return nil }
    remaining -= 1
    let member = JSONMemberNode(
      key: JSONNode(document: document, index: position), value: JSONNode(document: document, index: position + 1))
    position = Int(document.entries[position + 1].next)
    return member
  }
}

/// The elements of an array in a ``JSONDocument``, in order.
package struct JSONElementNodes: Sequence, IteratorProtocol, Sendable {
  let document: JSONDocument
  /// The entry of the next element.
  var position: Int
  var remaining: Int

  /// The next element, or `nil` after the last.
  package mutating func next() -> JSONNode? {
    guard remaining > 0 else { return nil }
    remaining -= 1
    let element = JSONNode(document: document, index: position)
    position = Int(document.entries[position].next)
    return element
  }
}

/// A member of an object in a ``JSONDocument``: its key (a string node) and its value.
package struct JSONMemberNode: Sendable {
  /// The key, a string.
  package let key: JSONNode
  /// The value.
  package let value: JSONNode

  /// The key's text, with its escapes decoded.
  package var keyText: String { key.string ?? "" }
}

extension JSONNode {
  /// The members when the value is an object, else `nil`.
  package var members: JSONMemberNodes? {
    let entry = entry
    guard entry.kind == .object else { return nil }
    return JSONMemberNodes(document: document, position: index + 1, remaining: Int(entry.count))
  }

  /// The elements when the value is an array, else `nil`.
  package var elements: JSONElementNodes? {
    let entry = entry
    guard entry.kind == .array else { return nil }
    return JSONElementNodes(document: document, position: index + 1, remaining: Int(entry.count))
  }

  /// The value of the member named `name` when the value is an object that has one, else `nil`.
  ///
  /// - Parameter name: The key, compared as ``isKey(_:)`` compares it.
  /// - Complexity: O(*m*) in the number of members.
  package func member(_ name: StaticString) -> JSONNode? {
    let entries = document.entries
    var members = JSONDocument.KeyPositions(of: index, in: entries)
    while let position = members.next() {
      if document.entry(entries[position], isKey: name, in: document.bytes) {
        return JSONNode(document: document, index: position + 1)
      }
    }
    return nil
  }

  /// The first member of an object whose key is none of `names`, or `nil` when every key is one of them or the
  /// value is not an object.
  ///
  /// - Complexity: O(*m* × *n*) in the number of members and of names.
  package func firstMember(withKeyNotIn names: [StaticString]) -> JSONMemberNode? {
    let entries = document.entries
    var members = JSONDocument.KeyPositions(of: index, in: entries)
    while let position = members.next() {
      let key = entries[position]
      if !names.contains(where: { document.entry(key, isKey: $0, in: document.bytes) }) {
        return JSONMemberNode(
          key: JSONNode(document: document, index: position), value: JSONNode(document: document, index: position + 1))
      }
    }
    return nil
  }

  /// Whether the value is a string equal to `name`: a string written in plain ASCII without escapes is compared
  /// byte for byte (the names a decoder expects are ASCII), any other as a `String`, so that `"\u0078"` is `x`
  /// and canonically equivalent keys are equal, as a `String` comparison says.
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  package func isKey(_ name: StaticString) -> Bool {
    document.entry(document.entries[index], isKey: name, in: document.bytes)
  }
}

extension JSONDocument {
  /// The entries of the keys of an object, in order; none when the entry is not an object.
  struct KeyPositions {
    let entries: UnsafeBufferPointer<Entry>
    var position: Int
    var remaining: Int

    /// The keys of the object at entry `object` of `entries`.
    init(of object: Int, in entries: UnsafeBufferPointer<Entry>) {
      self.entries = entries
      position = object + 1
      remaining = entries[object].kind == .object ? Int(entries[object].count) : 0
    }

    /// The entry of the next key, or `nil` after the last.
    mutating func next() -> Int? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let key = position
      position = Int(entries[position + 1].next)
      return key
    }
  }

  /// Whether `entry` is a string equal to `name` (see ``JSONNode/isKey(_:)``), `bytes` being the document's bytes.
  @inline(__always)
  func entry(_ entry: Entry, isKey name: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard entry.kind == .string else { return false }
    guard entry.isPlainASCII else { return text(of: entry) == name.description }
    let start = Int(entry.start) + 1
    let length = Int(entry.end) - 1 - start
    // A literal name has its UTF-8 bytes at hand, so most keys are told apart by their lengths alone.
    if name.hasPointerRepresentation, name.utf8CodeUnitCount != length { return false }
    return name.withUTF8Buffer { expected in
      guard expected.count == length else { return false }
      for offset in 0..<length where bytes[start + offset] != expected[offset] { return false }
      return true
    }
  }

  /// The text of a string entry, with its escapes decoded.
  func text(of entry: Entry) -> String { JSONTreeBuilder.text(of: entry, in: bytes) }

  /// A number entry's source text, shortened past ``JSONEcho/quotedLengthLimit`` characters.
  func numberText(of entry: Entry) -> String { JSONTreeBuilder.numberText(of: entry, in: bytes) }
}
