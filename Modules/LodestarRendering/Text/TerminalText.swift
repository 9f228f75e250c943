/// Text from a file or a caller made safe to print on a terminal.
///
/// A terminal acts on control characters instead of showing them: ESC (U+001B) starts every escape sequence
/// (an OSC sequence can set the window title or write to the clipboard, a CSI sequence can clear the screen or
/// move the cursor), U+009B is a one-byte CSI in some terminals, and the other C0 and C1 controls move the
/// cursor, ring the bell or switch character sets. Everything the package and the demo print that comes from
/// outside (titles in headers and status lines, text in frames, paths and input quoted in error messages)
/// goes through ``sanitized(_:keepingLineFeeds:)``; the canvas draws a control character as U+FFFD too
/// (``TerminalCanvas/drawText(_:column:row:style:clip:)``), and SVG text replaces it the same way.
package enum TerminalText {
  /// What a control character is shown as: U+FFFD REPLACEMENT CHARACTER.
  package static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Whether a scalar must not reach a terminal: C0 controls (U+0000–U+001F, ESC among them), DEL (U+007F)
  /// and C1 controls (U+0080–U+009F).
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  /// `text` with every control character (see ``isControl(_:)``) replaced by U+FFFD; line feeds are kept
  /// when `keepingLineFeeds` is true (for messages of several lines).
  ///
  /// - Complexity: O(n) in the length of `text`; text without control characters is returned as it is.
  package static func sanitized(_ text: String, keepingLineFeeds: Bool = false) -> String {
    func mustReplace(_ scalar: Unicode.Scalar) -> Bool {
      isControl(scalar) && !(keepingLineFeeds && scalar == "\n")
    }
    guard text.unicodeScalars.contains(where: mustReplace) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(mustReplace(scalar) ? replacement : scalar)
    }
    return String(scalars)
  }
}
