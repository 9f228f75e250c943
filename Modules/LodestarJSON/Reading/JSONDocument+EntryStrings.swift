extension JSONDocument {
  /// The text of the string whose entry is `index`, with its escapes decoded, or `nil` when that value is not a
  /// string: ``JSONNode/string`` for a decoder that walks the document by entry index (``entries``), without making
  /// a node (which retains the document).
  ///
  /// - Parameter index: An entry index of the document.
  /// - Returns: The string, or `nil`.
  /// - Complexity: O(*n*) in the string's length: the string is copied out of the source each time.
  package func string(at index: Int) -> String? {
    let entry = entries[index]
    guard entry.kind == .string else { return nil }
    return text(of: entry)
  }
}
