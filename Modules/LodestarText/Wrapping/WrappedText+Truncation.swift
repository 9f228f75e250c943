extension WrappedText {
  /// The first `count` lines, the last one ending with "…" (shortened, a grapheme cluster at a time, until it
  /// is at most `maxWidth` wide); the text itself when it has no more than `count` lines.
  ///
  /// - Parameters:
  ///   - count: The number of lines to keep.
  ///   - maxWidth: The width the last line must fit, the ellipsis included.
  ///   - fontSize: The font size the text was wrapped with.
  ///   - measurer: The measurer the text was wrapped with.
  /// - Returns: The shortened text.
  package func truncated(toLineCount count: Int, maxWidth: Double, fontSize: Double, measurer: some TextMeasurer)
    -> WrappedText
  {
    guard count < lines.count else { return self }
    guard count > 0 else { return WrappedText(lines: [], lineHeight: lineHeight) }
    var kept = Array(lines.prefix(count))
    var last = kept[count - 1]
    var text = Substring(last.text)
    var width = measurer.width(of: text + "…", fontSize: fontSize)
    while width > maxWidth, !text.isEmpty {
      text = text.dropLast()
      while text.last?.isWhitespace == true { text = text.dropLast() }
      width = measurer.width(of: text + "…", fontSize: fontSize)
    }
    last.text = String(text) + "…"
    last.width = width
    last.endsParagraph = true
    kept[count - 1] = last
    return WrappedText(lines: kept, lineHeight: lineHeight)
  }
}
