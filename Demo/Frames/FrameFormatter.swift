import Lodestar
import LodestarDemoSupport
import LodestarRendering

/// Renders the player's scenes in the demo's output formats.
enum FrameFormatter {
  /// The scene at 8 × 18 points per cell, or scaled down to fit `window` (columns, rows), or ``largestGrid``
  /// without a window, when it is smaller.
  static func canvas(_ scene: TourScene, screen: SceneGraph, window: (columns: Int, rows: Int)? = nil) -> TerminalCanvas
  {
    renderer(for: scene.size, window: window).canvas(for: scene, over: ScreenElementBox.boxes(of: screen))
  }

  /// The largest grid a frame takes when no window limits it: 256 × 128 cells, room for a 2,048 × 2,304-point
  /// screen at 8 × 18 points per cell. A larger screen is scaled down to fit, so a frame of a screen a
  /// million points wide costs no more than one of a large display (a 2,048 × 2,048-cell grid, the
  /// canvas's own limit, took about 7 s per run in a debug build).
  static let largestGrid = (columns: 256, rows: 128)

  static func renderer(for size: Size, window: (columns: Int, rows: Int)?) -> TerminalRenderer {
    TerminalRenderer(
      sceneSize: size, fittingColumns: (window ?? largestGrid).columns, rows: (window ?? largestGrid).rows)
  }

  static func text(_ scene: TourScene, screen: SceneGraph) -> String {
    let text = TerminalEncoder.plainText(of: canvas(scene, screen: screen))
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  /// The frame as lines of coloured text with no cursor movement (``TerminalEncoder/encodeLines(_:)``), for
  /// `--script` and `render --format ansi`: frames printed one after another stay readable in a terminal, a
  /// file or a pipe.
  static func ansi(_ scene: TourScene, screen: SceneGraph, colorMode: ColorMode) -> [UInt8] {
    TerminalEncoder(colorMode: colorMode).encodeLines(canvas(scene, screen: screen))
  }

  static func svg(_ scene: TourScene, screen: SceneGraph, title: String?) -> String {
    SVGRenderer().document(for: scene, over: ScreenElementBox.boxes(of: screen), title: title).serialized()
  }

  static func json(_ scene: TourScene) -> String { SceneJSON.string(for: scene) }

  /// "Step 2 of 5: Your photo" for the step the player shows; control characters in the title (which a file
  /// could use to send escape sequences to the terminal) are shown as U+FFFD (``TerminalText``).
  @MainActor static func header(_ player: DemoPlayer) -> String {
    "Step \((player.index ?? 0) + 1) of \(player.stepCount): \(TerminalText.sanitized(player.currentTitle))"
  }
}
