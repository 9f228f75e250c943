/// Bounds how much of an input an error message repeats: a quoted text is shortened past
/// ``quotedLengthLimit`` characters and a list names at most ``listedItemLimit`` items with a count for
/// the rest. Every decoder's messages go through it, so a 100 KB string or a list of a thousand names
/// never ends up in a message.
package enum JSONEcho {
  /// The most characters of one input text a message repeats: 40.
  package static let quotedLengthLimit = 40
  /// The most items of an input list a message names: 3.
  package static let listedItemLimit = 3

  /// `text` itself, or its first 37 characters followed by `...` when it is longer than
  /// ``quotedLengthLimit``.
  package static func shortened(_ text: String) -> String {
    var count = 0
    for _ in text.unicodeScalars {
      count += 1
      if count > quotedLengthLimit { break }
    }
    guard count > quotedLengthLimit else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(quotedLengthLimit - 3))) + "..."
  }

  /// `text` shortened (see ``shortened(_:)``) as a JSON string literal: `"title"`, `"line\nbreak"`.
  package static func quoted(_ text: String) -> String {
    JSONString.quoted(shortened(text))
  }

  /// Input items quoted and separated by commas: `"a", "b", "c"`; past ``listedItemLimit`` items, the
  /// first ones and a count: `"a", "b", "c" and 997 more`.
  package static func list(_ items: [String]) -> String {
    let shown = items.prefix(listedItemLimit).map(quoted).joined(separator: ", ")
    let rest = items.count - listedItemLimit
    return rest > 0 ? "\(shown) and \(rest) more" : shown
  }
}
