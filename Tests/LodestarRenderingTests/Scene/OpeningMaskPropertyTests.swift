import LodestarGeometry
import LodestarRendering
import LodestarScene
import LodestarTestSupport
import LodestarTimeline
import Testing

/// The terminal renderer's scanline opening mask agrees with the overlay region's own hit test, cell by
/// cell, for random openings (rounded rectangles, circles, overlapping and out-of-bounds ones).
@Suite struct OpeningMaskPropertyTests {
  @Test func dimmingMatchesTheRegionsHitTestForRandomOpenings() {
    let seed: UInt64 = 0x5EED_0DD5
    var generator = SeededGenerator(seed: seed)
    let size = Size(width: 390, height: 844)
    let renderer = TerminalRenderer(sceneSize: size)
    let screen = renderer.screenCanvas(for: [])
    for index in 0..<600 {
      var cutouts: [BezierPath] = []
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let rect = Rect(
          x: Double.random(in: -60...380, using: &generator), y: Double.random(in: -60...830, using: &generator),
          width: Double.random(in: 0...200, using: &generator), height: Double.random(in: 0...200, using: &generator))
        if Bool.random(using: &generator) {
          cutouts.append(.roundedRect(rect, cornerRadius: Double.random(in: 0...30, using: &generator)))
        } else {
          cutouts.append(.circle(center: rect.center, radius: rect.width / 2))
        }
      }
      let overlay = SceneOverlay(bounds: Rect(origin: .zero, size: size), cutouts: cutouts)
      let scene = TourScene(size: size, stepIndex: 0, stepCount: 1, overlay: overlay)
      let rendered = renderer.canvas(for: scene, onScreen: screen)
      var expected = screen
      let region = overlay.region
      expected.dim(
        color: overlay.color.clamped.withAlpha(1), opacity: overlay.color.alpha * overlay.opacity.value,
        mapping: renderer.mapping
      ) { region.containsOpening(at: $0) }
      var mismatches: [String] = []
      for row in 0..<rendered.rows {
        for column in 0..<rendered.columns
        where rendered.cell(atColumn: column, row: row) != expected.cell(atColumn: column, row: row) {
          let point = renderer.mapping.centerPoint(column: column, row: row)
          mismatches.append("(\(column), \(row)) at \(point.x), \(point.y)")
        }
      }
      #expect(
        mismatches.isEmpty,
        "seed \(seed) case \(index): cells \(mismatches) differ; cutouts \(cutouts.map(\.svgPathData))")
    }
  }
}
