import Lodestar
import LodestarDemoSupport
import LodestarRendering

/// How the walkthrough demo lays out and draws pages: in terminal cells for text and ANSI (8 × 18 points
/// per cell, monospaced text), with Helvetica-like metrics for SVG and JSON.
enum WalkthroughFrames {
  /// The measurer for terminal output: one cell (8 points) per character, 18-point lines.
  static let cellMeasurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)
  /// The SVG renderer: a sans-serif font, as the proportional measurer assumes.
  static let svgRenderer = SVGRenderer(fontFamily: "Helvetica, Arial, sans-serif")

  /// The pages, controls and size of a document laid out at the reader's text size (held to the document's
  /// `"textSizes"` range), or the document's first problem.
  static func layout(
    _ document: WalkthroughDocument, size: Size?, isRightToLeft: Bool, textSize: TextSizeCategory = .large,
    forTerminal: Bool
  ) throws(DemoFailure) -> WalkthroughLayout {
    let pages: [WalkthroughPage]
    do throws(TourDocumentError) {
      pages = try document.walkthroughPages()
    } catch {
      throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo walkthrough: \(error)")
    }
    let direction: ReadingDirection = isRightToLeft ? .rightToLeft : .leftToRight
    let pageSize = size ?? document.options.size
    let textSize = document.textSize(for: textSize)
    if forTerminal {
      return WalkthroughLayout(
        pages: pages, size: pageSize, layoutDirection: direction, controls: document.controls, textSize: textSize,
        measurer: cellMeasurer)
    }
    return WalkthroughLayout(
      pages: pages, size: pageSize, layoutDirection: direction, controls: document.controls, textSize: textSize,
      measurer: ProportionalTextMeasurer())
  }

  /// The measurer for pages of `size` drawn in a window of `window` cells: one character per column and one
  /// line per row of the renderer that fits the page into the window (``canvas(_:window:)``), so text laid
  /// out with it wraps into the cells it is drawn in. ``cellMeasurer`` when the page fits at 8 × 18 points
  /// per cell; text laid out with that and drawn scaled down would put two lines on one row.
  ///
  /// - Parameters:
  ///   - size: The page's size in points.
  ///   - window: The cells there are for the page; `nil` for the largest grid a frame has.
  /// - Returns: A measurer whose cell is the renderer's.
  static func cellMeasurer(for size: Size, window: (columns: Int, rows: Int)?) -> MonospacedTextMeasurer {
    let mapping = FrameFormatter.renderer(for: size, window: window).mapping
    return MonospacedTextMeasurer(cellWidth: mapping.pointsPerColumn, lineHeight: mapping.pointsPerRow)
  }

  /// The terminal canvas of a scene at 8 × 18 points per cell, or scaled down to fit `window`.
  static func canvas(_ scene: WalkthroughScene, window: (columns: Int, rows: Int)? = nil) -> TerminalCanvas {
    FrameFormatter.renderer(for: scene.size, window: window).canvas(for: scene)
  }

  /// The bytes of a scene in a format: `text`, `ansi`, `svg` or `json`.
  static func bytes(_ scene: WalkthroughScene, format: FrameFormat, title: String, colorMode: ColorMode) -> [UInt8] {
    switch format {
    case .ansi: return TerminalEncoder(colorMode: colorMode).encodeLines(canvas(scene))
    case .svg: return svgRenderer.document(for: scene, title: title).serializedBytes()
    case .json: return Array(SceneJSON.string(for: scene).utf8)
    case .text: return Array(text(scene).utf8)
    }
  }

  /// The scene as plain text, ending with a line feed.
  static func text(_ scene: WalkthroughScene) -> String {
    let text = TerminalEncoder.plainText(of: canvas(scene))
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  /// "Page 2 of 4: Coach marks" for the page a scene shows; control characters in the title (which a file
  /// could use to send escape sequences to the terminal) are shown as U+FFFD (``TerminalText``).
  static func header(_ scene: WalkthroughScene, pages: [WalkthroughPage]) -> String {
    guard let page = scene.currentPage, pages.indices.contains(page) else { return "No pages" }
    return "Page \(page + 1) of \(pages.count): \(TerminalText.sanitized(pages[page].title))"
  }
}
