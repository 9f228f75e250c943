/// An object's members found by key in one pass: each key is looked up once in a ``JSONKeyTable``, and the decoder
/// then asks for a member by its key's index, without comparing keys again.
///
/// ```swift
/// let keys = JSONKeyTable(["x", "y", "width", "height"])
/// let members = JSONKeyedMembers(node, keys: keys)
/// guard members.isObject else { … }
/// if let unknown = members.firstUnknownMember { … }  // a key that is not in the table
/// let width = members[2]?.number
/// ```
package struct JSONKeyedMembers: Sendable {
  /// The most names a table may have to be used here; a key at a later index counts as unknown.
  package static var capacity: Int { 32 }

  /// The object.
  package let object: JSONNode
  /// The first member whose key is not in the table, or that ``init(_:keys:allowing:)`` does not allow; `nil` when
  /// there is none.
  package var firstUnknownMember: JSONMemberNode? {
    guard firstUnknownKey != 0 else { return nil }
    let key = Int(firstUnknownKey)
    return JSONMemberNode(
      key: JSONNode(document: object.document, index: key), value: JSONNode(document: object.document, index: key + 1))
  }
  /// Whether the object has a member whose key is not in the table or not allowed (see ``firstUnknownMember``).
  package var hasUnknownMember: Bool { firstUnknownKey != 0 }
  /// The entry of ``firstUnknownMember``'s key, or 0.
  private var firstUnknownKey: Int32 = 0
  /// Bit *i* is set when the object has a member whose key has index *i* in the table (and is allowed).
  package private(set) var presentKeys: UInt32 = 0
  /// The entry of each key's value, by the key's index; 0 (the document's own value, never a member's) when absent.
  private var values = SIMD32<Int32>()

  /// Whether the value is an object: when it is not, it has no members.
  package let isObject: Bool

  /// The members of `object`; none when it is not an object.
  ///
  /// - Parameters:
  ///   - object: The value to read.
  ///   - keys: The keys the decoder expects.
  ///   - allowed: Bit *i* is set when the key of index *i* may appear in this object: a table shared by several
  ///     kinds of object says which of its keys each kind has. All keys by default.
  package init(_ object: JSONNode, keys: JSONKeyTable, allowing allowed: UInt32 = .max) {
    // The loop reads the document's buffers, so that it retains nothing.
    let entries = object.document.entries
    let bytes = object.document.bytes
    self.object = object
    isObject = entries[object.index].kind == .object
    var remaining = isObject ? Int(entries[object.index].count) : 0
    var position = object.index + 1
    while remaining > 0 {
      remaining -= 1
      if let index = keys.index(ofKey: entries[position], in: bytes), index < Self.capacity,
        allowed & (1 << UInt32(index)) != 0
      {
        // One store (the vector's subscript would copy the whole vector to set one lane).
        withUnsafeMutableBytes(of: &values) {
          $0.storeBytes(of: Int32(truncatingIfNeeded: position + 1), toByteOffset: index * 4, as: Int32.self)
        }
        presentKeys |= 1 << UInt32(index)
      } else if firstUnknownKey == 0 {
        firstUnknownKey = Int32(truncatingIfNeeded: position)
      }
      position = Int(entries[position + 1].next)
    }
  }

  /// The kind of the value of the member whose key has index `index` in the table, or `nil` when the object has
  /// none: read from the table, without making a node (which would retain the document).
  ///
  /// - Parameter index: A key's index in the table.
  @inline(__always)
  package func kind(ofMember index: Int) -> JSONDocument.Kind? {
    guard index >= 0, index < Self.capacity else { return nil }
    let entry = values[index]
    return entry == 0 ? nil : object.document.entries[Int(entry)].kind
  }

  /// The number of the member whose key has index `index` in the table when it is one, else `nil`; read without
  /// making a node, as ``kind(ofMember:)`` is.
  ///
  /// - Parameter index: A key's index in the table.
  @inline(__always)
  package func number(ofMember index: Int) -> Double? {
    guard index >= 0, index < Self.capacity else { return nil }
    let entry = values[index]
    guard entry != 0 else { return nil }
    let value = object.document.entries[Int(entry)]
    return value.kind == .number ? value.number : nil
  }

  /// The index in `names` of the member's string value, for the member whose key has index `index` in the table:
  /// `nil` when the object has no such member, or its value is not a string or none of the names. Matched as
  /// ``JSONKeyTable/index(of:)`` matches, without making a node.
  ///
  /// - Parameters:
  ///   - index: A key's index in the table.
  ///   - names: The names the value may be.
  package func index(ofMember index: Int, in names: JSONKeyTable) -> Int? {
    guard index >= 0, index < Self.capacity else { return nil }
    let entry = values[index]
    guard entry != 0 else { return nil }
    return names.index(ofKey: object.document.entries[Int(entry)], in: object.document.bytes)
  }

  /// The value of the member whose key has index `index` in the table, or `nil` when the object has none.
  ///
  /// - Parameter index: A key's index in the table.
  package subscript(_ index: Int) -> JSONNode? {
    guard index >= 0, index < Self.capacity else { return nil }
    let entry = values[index]
    return entry == 0 ? nil : JSONNode(document: object.document, index: Int(entry))
  }
}
