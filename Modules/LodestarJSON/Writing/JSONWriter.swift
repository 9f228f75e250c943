/// Writes ``JSONOutput`` values as JSON text; the same value always gives the same bytes.
///
/// - ``Layout-swift.enum/compact``: one line without spaces, `{"x":8,"placement":"top"}`.
/// - ``Layout-swift.enum/indented``: two-space indentation, `"key": value`, empty arrays and objects as `[]`
///   and `{}`; objects marked inline on one line when they fit (see ``JSONOutput/object(_:inline:)``), and
///   with ``scalarArraysOnOneLine`` arrays of scalars on one line, `["a", "b"]`.
///
/// Members are written in the order given, or sorted by their UTF-8 bytes with ``sortsKeys``. Numbers go
/// through ``JSONNumberFormat`` and strings through ``JSONString``. Neither layout adds a final line feed.
package struct JSONWriter: Sendable, Hashable {
  /// How the text is laid out.
  package enum Layout: Sendable, Hashable {
    /// One line, no spaces.
    case compact
    /// Several lines, indented by two spaces.
    case indented
  }

  /// How the text is laid out.
  package var layout: Layout
  /// Whether object members are sorted by their keys' UTF-8 bytes instead of written in the order given.
  package var sortsKeys: Bool
  /// Whether the indented layout writes an array whose elements are all scalars on one line.
  package var scalarArraysOnOneLine: Bool

  /// The longest line, in Unicode scalars, that an inline object may take in the indented layout: 72.
  package static let inlineObjectLimit = 72

  /// A writer.
  package init(layout: Layout = .compact, sortsKeys: Bool = false, scalarArraysOnOneLine: Bool = false) {
    self.layout = layout
    self.sortsKeys = sortsKeys
    self.scalarArraysOnOneLine = scalarArraysOnOneLine
  }

  /// The JSON text of `value`.
  package func text(of value: JSONOutput) -> String {
    var output = ""
    write(value, to: &output)
    return output
  }

  /// Appends the JSON text of `value` to `output`.
  package func write(_ value: JSONOutput, to output: inout String) {
    write(value, indent: "", to: &output)
  }

  private func write(_ value: JSONOutput, indent: String, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): JSONNumberFormat.append(number, to: &output)
    case .integer(let integer): output += String(integer)
    case .string(let text): JSONString.appendQuoted(text, to: &output)
    case .array(let elements): writeArray(elements, indent: indent, to: &output)
    case .object(let members, let inline):
      let ordered = sortsKeys ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : members
      writeObject(ordered, inline: inline, indent: indent, to: &output)
    }
  }

  private func writeArray(_ elements: [JSONOutput], indent: String, to output: inout String) {
    guard !elements.isEmpty else {
      output += "[]"
      return
    }
    if layout == .compact || (scalarArraysOnOneLine && elements.allSatisfy(\.isScalar)) {
      let separator = layout == .compact ? "," : ", "
      output += "["
      for (position, element) in elements.enumerated() {
        if position > 0 { output += separator }
        write(element, indent: indent, to: &output)
      }
      output += "]"
      return
    }
    let inner = indent + "  "
    output += "[\n"
    for (position, element) in elements.enumerated() {
      output += inner
      write(element, indent: inner, to: &output)
      output += position == elements.count - 1 ? "\n" : ",\n"
    }
    output += indent + "]"
  }

  private func writeObject(
    _ members: [(key: String, value: JSONOutput)], inline: Bool, indent: String, to output: inout String
  ) {
    guard !members.isEmpty else {
      output += "{}"
      return
    }
    if layout == .compact {
      output += "{"
      for (position, member) in members.enumerated() {
        if position > 0 { output += "," }
        JSONString.appendQuoted(member.key, to: &output)
        output += ":"
        write(member.value, indent: indent, to: &output)
      }
      output += "}"
      return
    }
    if inline, members.allSatisfy(\.value.isScalar) {
      var line = "{"
      for (position, member) in members.enumerated() {
        if position > 0 { line += ", " }
        JSONString.appendQuoted(member.key, to: &line)
        line += ": "
        write(member.value, indent: indent, to: &line)
      }
      line += "}"
      if line.unicodeScalars.count <= Self.inlineObjectLimit {
        output += line
        return
      }
    }
    let inner = indent + "  "
    output += "{\n"
    for (position, member) in members.enumerated() {
      output += inner
      JSONString.appendQuoted(member.key, to: &output)
      output += ": "
      write(member.value, indent: inner, to: &output)
      output += position == members.count - 1 ? "\n" : ",\n"
    }
    output += indent + "}"
  }
}
