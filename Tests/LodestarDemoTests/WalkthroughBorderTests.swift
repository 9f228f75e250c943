import Lodestar
import LodestarRendering
import Testing

@testable import lodestar_demo

/// Issue 32, item 8: in a small terminal nothing is drawn on a box's border. At 80x24 the first page's badge
/// (an 80-point circle) is two rows high, and its digit was drawn on its bottom border ("╰────1───╯").
@MainActor
@Suite struct WalkthroughBorderTests {
  /// Whether a character is a box-drawing one (U+2500-U+257F).
  static func isBoxDrawing(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { (0x2500...0x257F).contains($0.value) }
  }

  @Test(arguments: [(80, 24), (100, 30), (40, 20), (200, 60)])
  func everyDrawnBorderIsOnlyBorder(columns: Int, rows: Int) throws {
    let document = BuiltInWalkthrough.document
    let layout = try WalkthroughFrames.layout(document, size: nil, isRightToLeft: false, forTerminal: true)
    let cells = (columns: columns, rows: rows - 1)
    let presenter = WalkthroughPresenter(
      pages: layout.pages, size: layout.size, layoutDirection: layout.layoutDirection, controls: layout.controls,
      measurer: WalkthroughFrames.cellMeasurer(for: layout.size, window: cells))
    let mapping = FrameFormatter.renderer(for: layout.size, window: cells).mapping
    var outlines = 0
    for page in layout.pages.indices {
      let scene = presenter.scene(ofPage: page, offset: 0)
      let canvas = WalkthroughFrames.canvas(scene, window: cells)
      let drawn = TerminalEncoder.plainText(of: canvas)
      for element in scene.pages.flatMap(\.elements) where element.fill != nil {
        let box = mapping.cellRect(for: element.transformedFrame).intersection(canvas.bounds)
        guard box.width >= 2, box.height >= 2,
          canvas.cell(atColumn: box.column, row: box.row)?.character == "╭"
        else { continue }
        outlines += 1
        var border: [(Int, Int)] = []
        for column in box.column..<box.endColumn { border += [(column, box.row), (column, box.endRow - 1)] }
        for row in box.row..<box.endRow { border += [(box.column, row), (box.endColumn - 1, row)] }
        for (column, row) in border {
          let character = canvas.cell(atColumn: column, row: row)?.character ?? " "
          #expect(
            Self.isBoxDrawing(character),
            "\(columns)x\(rows) page \(page + 1), \(element.id.rawValue): \"\(character)\" on the border at \(column),\(row)\n\(drawn)"
          )
        }
      }
    }
    // The built-in walkthrough's pictures are outlined at every size, so the check above is not vacuous.
    #expect(outlines >= layout.pages.count, "\(columns)x\(rows): \(outlines) outlines")
  }
}
