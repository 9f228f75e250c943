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
  ///
  /// - Parameters:
  ///   - text: The string.
  ///   - output: The text to append to.
  package static func appendQuoted(_ text: String, to output: inout String) {
    var bytes = JSONOutputBuffer(capacity: text.utf8.count + 2)
    appendQuoted(text, to: &bytes)
    output += bytes.text
  }

  /// Appends the UTF-8 bytes of `text` as a JSON string literal to `output` (see ``quoted(_:)``).
  ///
  /// - Parameters:
  ///   - text: The string.
  ///   - output: The bytes to append to.
  package static func appendQuoted(_ text: String, to output: inout JSONOutputBuffer) {
    output.append(UInt8(ascii: "\""))
    // Keys and most values are printable ASCII with nothing to escape: one scan of the bytes, one copy.
    let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C {
        return false
      }
      output.append(bytes)
      return true
    }
    if isPlain == true {
      output.append(UInt8(ascii: "\""))
      return
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard needsEscape(value) else {
        for byte in scalar.utf8 { output.append(byte) }
        continue
      }
      switch scalar {
      case "\"": output.append("\\\"")
      case "\\": output.append("\\\\")
      case "\u{08}": output.append("\\b")
      case "\t": output.append("\\t")
      case "\n": output.append("\\n")
      case "\u{0C}": output.append("\\f")
      case "\r": output.append("\\r")
      default:
        output.append("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
          output.append(hexadecimalDigits[Int((value >> UInt32(shift)) & 0xF)])
        }
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  private static let hexadecimalDigits = Array("0123456789abcdef".utf8)

  private static func needsEscape(_ value: UInt32) -> Bool {
    switch value {
    case 0..<0x20, 0x22, 0x5C, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
