/// A JSON text read by ``JSONReader/document(_:)``: its bytes and one table entry for each value, in source order,
/// so that a decoder walks the values without a tree being built or a key or string being copied until it asks.
///
/// ```swift
/// let document = try JSONReader(maximumDepth: 8).document(bytes)
/// if let width = document.root.member("width")?.number { … }
/// ```
///
/// Each value is an entry: its kind, where it starts and ends in the source, the index of the entry after it (so a
/// whole array or object is skipped in one step), how many elements or members it has, and a number's value. An
/// object's entries are its members' keys and values, in turn. Strings stay in the source until
/// ``JSONNode/string`` is asked for; keys are compared as bytes (``JSONNode/isKey(_:)``).
///
/// The document keeps its bytes and entries in buffers of its own (the entries in the table the reader filled, never
/// copied), which it never changes and frees when it goes (so it is `Sendable`: nothing in it changes after it is
/// made); nodes read them without retaining anything.
package final class JSONDocument: @unchecked Sendable {
  /// The kind of a value.
  package enum Kind: UInt8, Sendable {
    /// `null`.
    case null
    /// `false`.
    case `false`
    /// `true`.
    case `true`
    /// A number.
    case number
    /// A string (or an object member's key).
    case string
    /// An array.
    case array
    /// An object.
    case object
  }

  /// One value of the table.
  ///
  /// A decoder's hot path may walk ``entries`` itself, by index, rather than through nodes (which retain the
  /// document): an object's first key is the entry after the object's, each key's value the entry after the key's,
  /// and ``next`` the entry after a whole value (the next key of its object, or the next element of its array).
  package struct Entry: Sendable {
    /// A number's value (correctly rounded; ±infinity beyond the largest double); 0 for other kinds.
    package var number: Double
    /// The byte offset of the value's first byte (a string's opening quote).
    package var start: Int32
    /// The byte offset just past the value (past a string's closing quote, an object's `}`).
    package var end: Int32
    /// The index of the entry after this value and everything inside it.
    package var next: Int32
    /// How many elements an array has or members an object has.
    package var count: Int32
    /// The kind of value.
    package var kind: Kind
    /// A string written without escapes in printable ASCII (see ``JSONParser/isPlainASCII(_:)``).
    package var isPlainASCII: Bool
    /// A string with at least one escape.
    package var hasEscapes: Bool
    /// A number written as an integer (no fraction, no exponent).
    package var isInteger: Bool
  }

  /// The UTF-8 bytes of the text, in a buffer the document owns (read without the retain an array would need).
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The values, the document's own first, in a buffer the document owns.
  package let entries: UnsafeBufferPointer<Entry>

  /// A document of `bytes` and the table read from them, which it takes: it frees the table when it goes.
  init(bytes: [UInt8], entries: JSONEntryTable) {
    let ownBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = ownBytes.initialize(from: bytes)
    self.bytes = UnsafeBufferPointer(ownBytes)
    self.entries = entries.buffer
  }

  /// A document of copies of `contents`' bytes and values: for a decoder that was lent them
  /// (``JSONReader/withContents(of:storage:_:)``) and needs them after it returns.
  ///
  /// - Parameter contents: The bytes and values.
  /// - Complexity: O(*n*) in the number of bytes and values.
  package init(copying contents: JSONDocumentContents) {
    let ownBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: contents.bytes.count)
    _ = ownBytes.initialize(fromContentsOf: contents.bytes)
    let ownEntries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: contents.entries.count)
    _ = ownEntries.initialize(fromContentsOf: contents.entries)
    bytes = UnsafeBufferPointer(ownBytes)
    entries = UnsafeBufferPointer(ownEntries)
  }

  deinit {
    bytes.deallocate()
    entries.deallocate()
  }

  /// Calls `body` with the document's bytes and values, for a decoder that walks them by entry index: they are valid
  /// until `body` returns (the document lives at least as long).
  ///
  /// - Parameter body: Reads the contents.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  package func withContents<Result>(_ body: (JSONDocumentContents) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(self) { try body(JSONDocumentContents(bytes: bytes, entries: entries)) }
  }

  /// The document's value.
  package var root: JSONNode { JSONNode(document: self, index: 0) }
}

extension JSONDocument.Entry {
  /// An entry of every field's zero value: `null` at offset 0 (in an extension, so that the memberwise initializer
  /// stays).
  init() {
    self.init(
      number: 0, start: 0, end: 0, next: 0, count: 0, kind: .null, isPlainASCII: false, hasEscapes: false,
      isInteger: false)
  }
}
