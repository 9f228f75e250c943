import Lodestar
import LodestarRendering
import Testing

@testable import lodestar_demo

/// Issue 32, item 8: in a terminal too small for a page at 8 × 18 points per cell, the page is drawn scaled
/// down, and its text is laid out in the scaled cells, so it wraps into the cells it has. Laid out at
/// 8 × 18 and drawn scaled, two lines of a page's text fell on one row ("Tours drawn by any renderer.y
/// app,") at 80x24 and 100x30.
@MainActor
@Suite struct WalkthroughSmallTerminalTests {
  /// Each page of the built-in walkthrough as the interactive loop draws it in a window of `columns` ×
  /// `rows` cells (the last row is the status line), with the page's texts.
  static func pages(columns: Int, rows: Int) throws -> [(texts: [String], drawn: String)] {
    let document = BuiltInWalkthrough.document
    let layout = try WalkthroughFrames.layout(document, size: nil, isRightToLeft: false, forTerminal: true)
    let cells = (columns: columns, rows: rows - 1)
    let presenter = WalkthroughPresenter(
      pages: layout.pages, size: layout.size, layoutDirection: layout.layoutDirection, controls: layout.controls,
      measurer: WalkthroughFrames.cellMeasurer(for: layout.size, window: cells))
    return layout.pages.indices.map { page in
      let canvas = WalkthroughFrames.canvas(presenter.scene(ofPage: page, offset: 0), window: cells)
      #expect(canvas.columns <= columns && canvas.rows <= rows - 1, "\(canvas.columns)x\(canvas.rows)")
      return (layout.pages[page].elements.compactMap(\.text), TerminalEncoder.plainText(of: canvas))
    }
  }

  /// The words of a text: what is between spaces and box-drawing characters.
  static func words(_ text: String) -> [String] {
    text.split { $0.isWhitespace || ("\u{2500}"..."\u{259F}").contains($0) || $0 == "●" || $0 == "○" }
      .map(String.init)
  }

  @Test(arguments: [(80, 24), (100, 30), (40, 20)])
  func everyWordOfEveryPageIsDrawnOnceInOrder(columns: Int, rows: Int) throws {
    for (index, page) in try Self.pages(columns: columns, rows: rows).enumerated() {
      let drawn = Self.words(page.drawn)
      let expected = page.texts.flatMap(Self.words)
      // Each word as often as the page's texts have it (the close control's "Skip" may add one).
      for word in Set(expected) {
        let count = drawn.filter { $0 == word }.count
        let wanted = expected.filter { $0 == word }.count
        #expect(
          count == wanted || (word == "Skip" && count == wanted + 1),
          "\(columns)x\(rows) page \(index + 1): \"\(word)\" drawn \(count) times, expected \(wanted)\n\(page.drawn)")
      }
      // Each text's words in order.
      for text in page.texts {
        var rest = drawn[...]
        for word in Self.words(text) {
          guard let found = rest.firstIndex(of: word) else {
            Issue.record("\(columns)x\(rows) page \(index + 1): \"\(word)\" of \"\(text)\" out of order\n\(page.drawn)")
            break
          }
          rest = rest[(found + 1)...]
        }
      }
    }
  }
}
