import LodestarGeometry
import LodestarText

/// A block of wrapped text in a scene: where it is, its lines, its font size and alignment.
public struct SceneTextBlock: Sendable, Hashable {
  /// The block's frame in overlay space; lines start at its top, one ``/LodestarText/WrappedText/lineHeight`` apart.
  public var frame: Rect
  /// The wrapped lines.
  public var text: WrappedText
  /// The font size in points.
  public var fontSize: Double
  /// The paragraph alignment the lines were wrapped with (each line carries its resolved alignment).
  public var alignment: ParagraphAlignment

  /// Creates a text block.
  public init(frame: Rect, text: WrappedText, fontSize: Double, alignment: ParagraphAlignment = .natural) {
    self.frame = frame
    self.text = text
    self.fontSize = fontSize
    self.alignment = alignment
  }
}
