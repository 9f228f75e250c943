/// Escaping for XML text and attribute values.
enum XMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and characters XML 1.0 forbids (control characters
  /// other than tab, line feed and carriage return; unpaired surrogates cannot occur in a Swift string)
  /// replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var needsWork = false
    for scalar in text.unicodeScalars where scalar.value < 0x20 || "&<>\"'".unicodeScalars.contains(scalar) {
      needsWork = true
      break
    }
    guard needsWork || text.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF }) else {
      return text
    }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
