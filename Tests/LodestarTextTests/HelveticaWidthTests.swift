import LodestarText
import Testing

/// The proportional measurer's printable ASCII widths are Helvetica's, as Adobe's Helvetica AFM
/// (Core 14 fonts) gives them in thousandths of an em: each character, measured alone at 1,000 points.
@Suite struct HelveticaWidthTests {
  /// The AFM's `WX` for each printable ASCII character (its `C 32` to `C 126` lines; `'` is `quotesingle`
  /// and `` ` `` is `grave`).
  static let widths: [(Character, Double)] = [
    (" ", 278), ("!", 278), ("\"", 355), ("#", 556), ("$", 556), ("%", 889), ("&", 667), ("'", 191),
    ("(", 333), (")", 333), ("*", 389), ("+", 584), (",", 278), ("-", 333), (".", 278), ("/", 278),
    ("0", 556), ("1", 556), ("2", 556), ("3", 556), ("4", 556), ("5", 556), ("6", 556), ("7", 556),
    ("8", 556), ("9", 556), (":", 278), (";", 278), ("<", 584), ("=", 584), (">", 584), ("?", 556),
    ("@", 1015), ("A", 667), ("B", 667), ("C", 722), ("D", 722), ("E", 667), ("F", 611), ("G", 778),
    ("H", 722), ("I", 278), ("J", 500), ("K", 667), ("L", 556), ("M", 833), ("N", 722), ("O", 778),
    ("P", 667), ("Q", 778), ("R", 722), ("S", 667), ("T", 611), ("U", 722), ("V", 667), ("W", 944),
    ("X", 667), ("Y", 667), ("Z", 611), ("[", 278), ("\\", 278), ("]", 278), ("^", 469), ("_", 556),
    ("`", 333), ("a", 556), ("b", 556), ("c", 500), ("d", 556), ("e", 556), ("f", 278), ("g", 556),
    ("h", 556), ("i", 222), ("j", 222), ("k", 500), ("l", 222), ("m", 833), ("n", 556), ("o", 556),
    ("p", 556), ("q", 556), ("r", 333), ("s", 500), ("t", 278), ("u", 556), ("v", 500), ("w", 722),
    ("x", 500), ("y", 500), ("z", 500), ("{", 334), ("|", 260), ("}", 334), ("~", 584),
  ]

  @Test func everyPrintableASCIICharacterHasHelveticasWidth() {
    #expect(Self.widths.count == 95)
    let measurer = ProportionalTextMeasurer()
    for (character, width) in Self.widths {
      #expect(abs(measurer.width(of: String(character), fontSize: 1000) - width) < 1e-9, "\(character)")
    }
  }

  @Test func aStringIsTheSumOfItsCharacters() {
    let measurer = ProportionalTextMeasurer()
    let text = String(Self.widths.map(\.0))
    let sum = Self.widths.map(\.1).reduce(0, +)
    #expect(abs(measurer.width(of: text, fontSize: 1000) - sum) < 1e-6)
  }
}
