/// Writes JSON string literals.
package enum JSONString {
  /// `text` as a JSON string literal: `"a \"b\""`.
  ///
  /// Escapes `"` and `\`; the control characters U+0008, U+0009, U+000A, U+000C and U+000D as `\b`, `\t`,
  /// `\n`, `\f` and `\r`; every other C0 control, DEL and C1 control (U+0000–U+001F, U+007F–U+009F) and the
  /// separators U+2028 and U+2029 as `\u` with four lowercase hexadecimal digits, so the text is safe to
  /// print to a terminal and to embed in JavaScript. Every other character is written as is.
  package static func quoted(_ text: String) -> String {
    var output = ""
    appendQuoted(text, to: &output)
    return output
  }

  /// Appends `text` as a JSON string literal to `output` (see ``quoted(_:)``).
  package static func appendQuoted(_ text: String, to output: inout String) {
    output += "\""
    var plainStart = text.unicodeScalars.startIndex
    var index = plainStart
    let scalars = text.unicodeScalars
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let value = scalar.value
      if !needsEscape(value) {
        index = scalars.index(after: index)
        continue
      }
      output += text[plainStart..<index]
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\u{08}": output += "\\b"
      case "\t": output += "\\t"
      case "\n": output += "\\n"
      case "\u{0C}": output += "\\f"
      case "\r": output += "\\r"
      default:
        let hex = String(value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
      index = scalars.index(after: index)
      plainStart = index
    }
    output += text[plainStart..<index]
    output += "\""
  }

  /// Whether a scalar is written as an escape: `"`, `\`, C0 and C1 controls, DEL, U+2028 and U+2029.
  private static func needsEscape(_ value: UInt32) -> Bool {
    switch value {
    case 0..<0x20, 0x22, 0x5C, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
