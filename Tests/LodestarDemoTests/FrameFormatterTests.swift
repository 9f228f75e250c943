import Lodestar
import Testing

@testable import lodestar_demo

/// A frame's grid does not grow with the screen past a large display's: a screen a million points wide (the
/// screen format's limit) is scaled down to fit, instead of filling a 2,048 × 2,048-cell canvas.
@Suite struct FrameFormatterTests {
  @Test(arguments: [
    (Size(width: 390, height: 844), 49, 47), (Size(width: 2048, height: 2304), 256, 128),
    (Size(width: 1e6, height: 1e6), 256, 128), (Size(width: 1e5, height: 10), 256, 1),
  ])
  func gridsAreBoundedWithoutAWindow(size: Size, columns: Int, rows: Int) {
    let renderer = FrameFormatter.renderer(for: size, window: nil)
    #expect(renderer.columns == columns && renderer.rows == rows)
  }

  @Test func aWindowStillLimitsTheGrid() {
    let renderer = FrameFormatter.renderer(for: Size(width: 390, height: 844), window: (columns: 20, rows: 10))
    #expect(renderer.columns <= 20 && renderer.rows <= 10)
  }
}
