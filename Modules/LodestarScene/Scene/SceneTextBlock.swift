import LodestarGeometry
import LodestarText

/// A block of wrapped text in a scene: where it is, its lines, its font size and alignment, and for a block that
/// scrolls, which of its lines are shown.
public struct SceneTextBlock: Sendable, Hashable {
  /// The block's frame in overlay space; lines start at its top, one ``/LodestarText/WrappedText/lineHeight`` apart.
  public var frame: Rect
  /// The wrapped lines.
  public var text: WrappedText
  /// The font size in points.
  public var fontSize: Double
  /// The paragraph alignment the lines were wrapped with (each line carries its resolved alignment).
  public var alignment: ParagraphAlignment
  /// Which lines are shown when the block scrolls (its frame is then as tall as the lines shown), or `nil`
  /// when every line is shown.
  public var scroll: SceneTextScroll?

  /// Creates a text block.
  ///
  /// - Parameters:
  ///   - frame: The block's frame in overlay space.
  ///   - text: The wrapped lines.
  ///   - fontSize: The font size in points.
  ///   - alignment: The paragraph alignment the lines were wrapped with.
  ///   - scroll: Which lines are shown when the block scrolls, or `nil` for all of them.
  public init(
    frame: Rect, text: WrappedText, fontSize: Double, alignment: ParagraphAlignment = .natural,
    scroll: SceneTextScroll? = nil
  ) {
    self.frame = frame
    self.text = text
    self.fontSize = fontSize
    self.alignment = alignment
    self.scroll = scroll
  }
}
