import LodestarGeometry

/// Which lines of a text block that scrolls are shown: the block is as tall as ``visibleLineCount`` lines, and
/// shows the block's lines from ``firstVisibleLine`` on.
///
/// A coach mark's hint scrolls when its body fits beside its target on no side and on no other spot of the
/// screen, rather than being cut short: every line stays reachable by keys, drags and the accessibility
/// scroll action, and assistive technology reads the whole text. Scrolling moves by whole lines, so a renderer
/// draws whole lines only.
public struct SceneTextScroll: Sendable, Hashable {
  /// The index of the first line shown.
  public var firstVisibleLine: Int
  /// How many lines the block shows at once (at least one).
  public var visibleLineCount: Int

  /// Creates a scroll position.
  ///
  /// - Parameters:
  ///   - firstVisibleLine: The index of the first line shown; clamped to the block's lines where it is read.
  ///   - visibleLineCount: How many lines the block shows at once; at least one is shown.
  public init(firstVisibleLine: Int = 0, visibleLineCount: Int) {
    self.firstVisibleLine = firstVisibleLine
    self.visibleLineCount = visibleLineCount
  }

  /// The size of the triangles that say more text is above or below, for text at `fontSize` points: 0.6 of the
  /// font size wide and 0.35 tall, rounded to whole points, so they scale with the text
  /// (``SceneTextBlock/scrollIndicatorFrames(layoutDirection:)``).
  ///
  /// - Parameter fontSize: The font size of the text that scrolls.
  /// - Returns: The triangles' size.
  public static func indicatorSize(fontSize: Double) -> Size {
    let size = fontSize.isFinite ? max(0, fontSize) : 0
    return Size(width: (size * 0.6).rounded(), height: (size * 0.35).rounded())
  }

  /// The width a text column at `fontSize` points gives up for the triangles: twice their width, so each
  /// triangle is centred in its column with half its width on either side.
  ///
  /// - Parameter fontSize: The font size of the text that scrolls.
  /// - Returns: The column's width.
  public static func indicatorColumnWidth(fontSize: Double) -> Double { 2 * indicatorSize(fontSize: fontSize).width }
}
