/// Escaping for XML text and attribute values.
enum XMLEscaping {
  /// Appends `text` as UTF-8 with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 forbids
  /// (control characters other than tab, line feed and carriage return, and U+FFFE, U+FFFF) replaced by
  /// U+FFFD, as are DEL and the C1 controls (U+007F–U+009F, which XML 1.0 discourages), so a document
  /// printed on a terminal cannot send it escape sequences (see ``TerminalText``).
  ///
  /// Runs of bytes that need no escaping are copied at once.
  static func append(_ text: String, to bytes: ByteBuffer) {
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      var index = 0
      func flush() {
        if runStart < index { bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
      }
      while index < utf8.count {
        let byte = utf8[index]
        // Printable ASCII other than & < > " ', and every byte of a multi-byte sequence except the lead
        // bytes 0xC2 (which may start a C1 control) and 0xEF (which may start U+FFFE or U+FFFF), is copied
        // as it is.
        if byte >= 0x20 && byte != 0x26 && byte != 0x3C && byte != 0x3E && byte != 0x22 && byte != 0x27
          && byte != 0x7F && byte != 0xC2 && byte != 0xEF
        {
          index += 1
          continue
        }
        flush()
        switch byte {
        case 0x26: bytes.append("&amp;")
        case 0x3C: bytes.append("&lt;")
        case 0x3E: bytes.append("&gt;")
        case 0x22: bytes.append("&quot;")
        case 0x27: bytes.append("&apos;")
        case 0x09, 0x0A, 0x0D: bytes.append(byte)
        case 0..<0x20, 0x7F: bytes.append("\u{FFFD}")
        case 0xC2 where index + 1 < utf8.count && utf8[index + 1] < 0xA0:
          bytes.append("\u{FFFD}")  // U+0080–U+009F
          index += 1
        case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
          bytes.append("\u{FFFD}")  // U+FFFE, U+FFFF
          index += 2
        default: bytes.append(byte)
        }
        index += 1
        runStart = index
      }
      flush()
    }
  }
}
