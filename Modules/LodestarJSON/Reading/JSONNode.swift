/// One value of a ``JSONDocument``: what a decoder reads a document through, without building a tree.
///
/// A node is the document and the index of the value's entry; copying one copies a reference. Its accessors read
/// the entry: ``number``, ``bool`` and ``isNull`` read nothing else, ``string`` copies the string out of the source
/// (decoding its escapes), ``member(_:)`` and ``members`` compare keys as bytes.
package struct JSONNode: Sendable {
  /// The document the value belongs to.
  package let document: JSONDocument
  /// The index of the value's entry in the document.
  package let index: Int

  /// Creates the node of entry `index` of `document`.
  init(document: JSONDocument, index: Int) {
    self.document = document
    self.index = index
  }

  var entry: JSONDocument.Entry { document.entries[index] }

  /// The kind of value.
  package var kind: JSONDocument.Kind { entry.kind }

  /// The byte offset of the value's first character in the source.
  package var offset: Int { Int(entry.start) }

  /// The number when the value is one, else `nil`.
  package var number: Double? {
    let entry = entry
    return entry.kind == .number ? entry.number : nil
  }

  /// The Boolean when the value is `true` or `false`, else `nil`.
  package var bool: Bool? {
    switch entry.kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// Whether the value is `null`.
  package var isNull: Bool { entry.kind == .null }

  /// Whether the value is an object.
  package var isObject: Bool { entry.kind == .object }

  /// Whether the value is an array.
  package var isArray: Bool { entry.kind == .array }

  /// How many elements an array has or members an object has; 0 for other values.
  package var count: Int { Int(entry.count) }

  /// The string, with its escapes decoded, when the value is one, else `nil`.
  ///
  /// - Complexity: O(*n*) in the string's length: the string is copied out of the source each time.
  package var string: String? {
    let entry = entry
    guard entry.kind == .string else { return nil }
    return document.text(of: entry)
  }

  /// The number's source text (shortened past ``JSONEcho/quotedLengthLimit`` characters), or `nil` when the value
  /// is not a number.
  package var numberText: String? {
    let entry = entry
    guard entry.kind == .number else { return nil }
    return document.numberText(of: entry)
  }

  /// The number as an integer when the value is a number with no fractional part in `range`, else `nil`.
  /// An integer written in full (`9007199254740993`) is read exactly, even past 2^53.
  package func integer(in range: ClosedRange<Int>) -> Int? {
    let entry = entry
    guard entry.kind == .number else { return nil }
    if entry.isInteger,
      let exact = Int(String(decoding: document.bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self))
    {
      return range.contains(exact) ? exact : nil
    }
    let value = entry.number
    guard value.isFinite, value == value.rounded(), let integer = Int(exactly: value) else { return nil }
    return range.contains(integer) ? integer : nil
  }

  /// How the value reads in a message after "found": `"big"`, `-3`, `true`, `null`, `an array`, `an object`.
  /// Strings and numbers are shortened (see ``JSONEcho``), so a message never echoes a long input.
  package var foundDescription: String {
    switch entry.kind {
    case .string: JSONEcho.quoted(string ?? "")
    case .number: numberText ?? ""
    default: kindDescription
    }
  }

  /// The kind of value, for messages: `a number`, `a string`, `true`, `false`, `null`, `an array`, `an object`.
  package var kindDescription: String {
    switch entry.kind {
    case .null: "null"
    case .false: "false"
    case .true: "true"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
