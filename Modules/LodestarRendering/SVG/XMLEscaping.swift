/// Escaping for XML text and attribute values.
enum XMLEscaping {
  /// Appends `text` as UTF-8 with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 forbids
  /// (control characters other than tab, line feed and carriage return, and U+FFFE, U+FFFF) replaced by
  /// U+FFFD.
  static func append(_ text: String, to bytes: ByteBuffer) {
    var text = text
    text.withUTF8 { utf8 in
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        switch byte {
        case 0x26: bytes.append("&amp;")
        case 0x3C: bytes.append("&lt;")
        case 0x3E: bytes.append("&gt;")
        case 0x22: bytes.append("&quot;")
        case 0x27: bytes.append("&apos;")
        case 0x09, 0x0A, 0x0D: bytes.append(byte)
        case 0..<0x20: bytes.append("\u{FFFD}")
        case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
          bytes.append("\u{FFFD}")  // U+FFFE, U+FFFF
          index += 2
        default: bytes.append(byte)
        }
        index += 1
      }
    }
  }
}
