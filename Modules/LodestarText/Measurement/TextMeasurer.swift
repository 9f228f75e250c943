/// The app's font metrics, as far as laying out a coach mark's text is concerned: how wide a run of text
/// is at a font size, and how tall a line is.
///
/// On Apple platforms an adapter answers from Core Text or UIKit; Lodestar ships two measurers of its own:
/// ``MonospacedTextMeasurer`` (terminal cells) and ``ProportionalTextMeasurer`` (an approximation for SVG).
///
/// ``WrappedText`` measures words and the spaces between them separately and adds the widths, so a
/// measurer should be close to additive (kerning across a word boundary is ignored).
public protocol TextMeasurer {
  /// The advance width of `text` at `fontSize`. It must not be negative.
  func width(of text: Substring, fontSize: Double) -> Double

  /// The distance between the baselines of two consecutive lines at `fontSize`.
  func lineHeight(fontSize: Double) -> Double
}

extension TextMeasurer {
  /// The advance width of a string at `fontSize`.
  public func width(of text: String, fontSize: Double) -> Double {
    width(of: text[...], fontSize: fontSize)
  }

  /// The advance width of one grapheme cluster at `fontSize`.
  public func width(of character: Character, fontSize: Double) -> Double {
    width(of: String(character)[...], fontSize: fontSize)
  }
}
