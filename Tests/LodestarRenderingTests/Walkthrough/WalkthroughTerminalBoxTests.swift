import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// Where the terminal draws a walkthrough element's text, and when it outlines the element's box: only when every
/// text line lies inside the outline, so no text is drawn on a border (issue 32, item 8). The cases sit on each
/// edge of that rule; they were written to kill the mutants `Scripts/mutate-changes` left alive in it.
@Suite struct WalkthroughTerminalBoxTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var frame: Rect
    var alignment: ParagraphAlignment
    /// Whether the box is outlined (its top-left cell is `╭`).
    var isOutlined: Bool
    /// The cell of the text's first character.
    var text: (column: Int, row: Int)
    var testDescription: String { name }
  }

  // Cells are 8 × 18 points: a frame from x = 16 starts at column 2, from y = 18 at row 1. "Hi" is 16 points wide.
  static let cases: [Case] = [
    // Columns 2..<12, rows 1..<4; the text in the middle row, centred from x = 48.
    Case(
      name: "inside", frame: Rect(x: 16, y: 18, width: 80, height: 54), alignment: .center, isOutlined: true,
      text: (6, 2)),
    // Rows 1..<3: the centre (y = 36) is on the bottom row.
    Case(
      name: "bottom row", frame: Rect(x: 16, y: 18, width: 80, height: 36), alignment: .center, isOutlined: false,
      text: (6, 2)),
    // Rows 1..<3 (9 and 45 round to rows 1 and 3): the centre (y = 27) is on the top row.
    Case(
      name: "top row", frame: Rect(x: 16, y: 9, width: 80, height: 36), alignment: .center, isOutlined: false,
      text: (6, 1)),
    // Leading text starts on the left border's column.
    Case(
      name: "left border", frame: Rect(x: 16, y: 18, width: 80, height: 54), alignment: .leading,
      isOutlined: false, text: (2, 2)),
    // Trailing text ends on the right border's column (11).
    Case(
      name: "right border", frame: Rect(x: 16, y: 18, width: 80, height: 54), alignment: .trailing,
      isOutlined: false, text: (10, 2)),
    // Columns 2..<7; centred from x = 28, the text fills columns 4 and 5, next to the right border.
    Case(
      name: "next to the right border", frame: Rect(x: 16, y: 18, width: 40, height: 54), alignment: .center,
      isOutlined: true, text: (4, 2)),
  ]

  static func canvas(_ element: WalkthroughElement) throws -> TerminalCanvas {
    let size = Size(width: 240, height: 144)
    let layout = WalkthroughLayout(
      pages: [WalkthroughPage(id: "page", title: "Page", parallax: .still, background: .white, elements: [element])],
      size: size,
      controls: WalkthroughControls(
        nextTitle: nil, previousTitle: nil, closeTitle: nil,
        showsPageControl: false),
      measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18))
    return TerminalRenderer(sceneSize: size).canvas(for: layout.scene(scrollPosition: 0))
  }

  @Test(arguments: cases)
  func theOutlineOnlyGoesAroundTextInsideIt(_ example: Case) throws {
    let element = WalkthroughElement(
      "box", frame: example.frame, fill: RGBAColor(red: 0.2, green: 0.4, blue: 0.9), text: "Hi",
      textStyle: WalkthroughTextStyle(alignment: example.alignment))
    let canvas = try Self.canvas(element)
    let drawn = TerminalEncoder.plainText(of: canvas)
    let box = PointToCellMapping(pointsPerColumn: 8, pointsPerRow: 18).cellRect(for: example.frame)
    let corner = canvas.cell(atColumn: box.column, row: box.row)?.character
    #expect((corner == "╭") == example.isOutlined, "\(example.name): corner \(String(describing: corner))\n\(drawn)")
    let first = canvas.cell(atColumn: example.text.column, row: example.text.row)?.character
    let second = canvas.cell(atColumn: example.text.column + 1, row: example.text.row)?.character
    #expect(first == "H" && second == "i", "\(example.name): text not at \(example.text)\n\(drawn)")
  }

  @Test func textMovedToANonFinitePlaceIsNotDrawn() throws {
    let element = WalkthroughElement("label", frame: Rect(x: 16, y: 18, width: 80, height: 54), text: "Hi")
    let size = Size(width: 240, height: 144)
    let layout = WalkthroughLayout(
      pages: [WalkthroughPage(id: "page", title: "Page", parallax: .still, background: .white, elements: [element])],
      size: size, controls: WalkthroughControls(nextTitle: nil, previousTitle: nil, closeTitle: nil),
      measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18))
    var scene = layout.scene(scrollPosition: 0)
    scene.pages[0].elements[0].transform = AffineMatrix(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    let drawn = TerminalEncoder.plainText(of: TerminalRenderer(sceneSize: size).canvas(for: scene))
    #expect(!drawn.contains("Hi"), "\(drawn)")
  }
}
