/// The bytes of a JSON text and its values, as a ``JSONDocument`` holds them: for a decoder that walks the values by
/// entry index (see ``JSONDocument/Entry``) rather than through nodes.
///
/// Contents are lent, never owned, to a closure: a document's by ``JSONDocument/withContents(_:)``, a text's read
/// without making a document by ``JSONReader/withContents(of:storage:_:)``. They are valid only until the closure
/// returns. A decoder must not keep them longer; ``JSONDocument/init(copying:)`` makes a document of them that it may
/// keep.
///
/// ```swift
/// var width: Double?
/// try reader.withContents(of: bytes, storage: &storage) { contents in
///   if contents.entries[0].kind == .number { width = contents.entries[0].number }
/// }
/// ```
package struct JSONDocumentContents {
  /// The UTF-8 bytes of the text.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The values, the document's own first.
  package let entries: UnsafeBufferPointer<JSONDocument.Entry>
}
