/// Xcode's pseudo-languages, for an app's own tests and for `lodestar-demo check --pseudo`: each changes a
/// string as the scheme option of the same name does, so a layout meets longer, accented, bounded or
/// right-to-left text before a translation exists.
///
/// ```swift
/// PseudoLanguage.bounded.apply(to: "Next")  // "[# Next #]"
/// ```
public enum PseudoLanguage: String, Sendable, Hashable, CaseIterable {
  /// Double-Length: every string is repeated, with a space between ("Next Next").
  case double
  /// Accented: letters get diacritics ("Ñéxţ"), the same length.
  case accented
  /// Bounded String: the string between markers ("[# Next #]"), so a cut-off end shows (its "#]" is missing).
  case bounded
  /// Right-to-Left with Right-to-Left Strings: the characters reversed ("txeN"); the layout is mirrored too.
  case rightToLeft = "rtl"

  /// The bounded string's opening and closing markers.
  public static let boundedMarkers = (start: "[# ", end: " #]")

  /// Whether the layout is mirrored in this pseudo-language.
  public var isRightToLeft: Bool { self == .rightToLeft }

  /// A string as this pseudo-language shows it.
  ///
  /// - Parameter text: The string.
  /// - Returns: The changed string; an empty string stays empty.
  /// - Complexity: O(*n*) in the length of `text`.
  public func apply(to text: String) -> String {
    guard !text.isEmpty else { return text }
    switch self {
    case .double: return text + " " + text
    case .accented: return String(text.map { Self.accents[$0] ?? $0 })
    case .bounded: return Self.boundedMarkers.start + text + Self.boundedMarkers.end
    case .rightToLeft: return String(text.reversed())
    }
  }

  /// The accented letter Xcode's pseudo-language uses for each plain one.
  private static let accents: [Character: Character] = [
    "a": "á", "c": "ç", "e": "é", "i": "í", "n": "ñ", "o": "ö", "s": "š", "t": "ţ", "u": "ü", "y": "ý", "z": "ž",
    "A": "Å", "C": "Ç", "E": "É", "I": "Î", "N": "Ñ", "O": "Ö", "S": "Š", "T": "Ţ", "U": "Ü", "Y": "Ý", "Z": "Ž",
  ]
}
