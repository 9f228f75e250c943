extension JSONValue {
  /// The tree of the value `node` and everything inside it.
  ///
  /// - Complexity: O(*n*) in the number of values inside, and the length of their keys and strings.
  package init(_ node: JSONNode) {
    self = JSONTreeBuilder(entries: node.document.entries, bytes: node.document.bytes).tree(at: node.index)
  }
}

/// Builds trees of ``JSONValue``s from a table of entries and the bytes they were read from: for a document's
/// nodes, and for ``JSONReader/read(_:)`` straight from the parser's table (no document is made).
struct JSONTreeBuilder {
  let entries: UnsafeBufferPointer<JSONDocument.Entry>
  let bytes: UnsafeBufferPointer<UInt8>

  /// The tree of the value at entry `index`.
  func tree(at index: Int) -> JSONValue {
    let entry = entries[index]
    let content: JSONValue.Content
    switch entry.kind {
    case .null: content = .null
    case .false: content = .bool(false)
    case .true: content = .bool(true)
    case .number: content = .number(entry.number, text: Self.numberText(of: entry, in: bytes))
    case .string: content = .string(Self.text(of: entry, in: bytes))
    case .array:
      var elements: [JSONValue] = []
      elements.reserveCapacity(Int(entry.count))
      var position = index + 1
      for _ in 0..<Int(entry.count) {
        elements.append(tree(at: position))
        position = Int(entries[position].next)
      }
      content = .array(elements)
    case .object:
      var members: [JSONMember] = []
      members.reserveCapacity(Int(entry.count))
      var position = index + 1
      for _ in 0..<Int(entry.count) {
        let key = entries[position]
        members.append(
          JSONMember(key: Self.text(of: key, in: bytes), keyOffset: Int(key.start), value: tree(at: position + 1)))
        position = Int(entries[position + 1].next)
      }
      content = .object(members)
    }
    return JSONValue(content: content, offset: Int(entry.start))
  }

  /// A number entry's source text, shortened past ``JSONEcho/quotedLengthLimit`` characters.
  static func numberText(of entry: JSONDocument.Entry, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    // The reader let only ASCII through in a number.
    let text = JSONParser.validatedText(
      UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.end)]), isASCII: true)
    return entry.end - entry.start <= JSONEcho.quotedLengthLimit ? text : JSONEcho.shortened(text)
  }

  /// The text of a string entry, with its escapes decoded.
  static func text(of entry: JSONDocument.Entry, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    if !entry.hasEscapes {
      let contents = UnsafeBufferPointer(rebasing: bytes[(Int(entry.start) + 1)..<(Int(entry.end) - 1)])
      return JSONParser.validatedText(contents, isASCII: entry.isPlainASCII)
    }
    return JSONParser.decodedString(at: Int(entry.start), in: bytes)
  }
}
