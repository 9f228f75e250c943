import Lodestar
import Testing

/// Compiles and runs README's example. `Scripts/docs --check` verifies that the code between the markers
/// is exactly README's `swift` block under "## Example" (minus its `import Lodestar` line).
@Suite struct ReadmeExampleTests {
  @Test func readmeExampleRuns() {
    // README example begins
    // The screen, and a 100×44 button near its bottom-left corner.
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let button = Rect(x: 20, y: 700, width: 100, height: 44)

    // A 200×120 coach mark below the button, placed with Floating UI's semantics: no room below,
    // so flip puts it on top; shift keeps it 8 points inside the screen; the arrow points at the button.
    let position = computePosition(
      reference: button, floating: Size(width: 200, height: 120), boundary: screen, placement: .bottom,
      middleware: [
        OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(padding: 8),
        ArrowMiddleware(size: Size(width: 14, height: 7), padding: 4),
      ])
    print(position.placement.name, position.frame, position.middlewareData.arrow?.x ?? 0)
    // top (8.0, 572.0, 200.0, 120.0) 55.0

    // The dimmed overlay with Instructions' default cut-out (the button grown by 4, radius 4), as one
    // even-odd path a renderer fills, and the question hit-testing asks.
    let cutout = BezierPath.roundedRect(button.insetBy(dx: -4, dy: -4), cornerRadius: 4)
    let overlay = OverlayRegion(bounds: screen, cutouts: [cutout])
    print(overlay.containsOpening(at: Point(x: 70, y: 722)), overlay.isDimmed(at: Point(x: 200, y: 100)))
    // true true
    // README example ends
    #expect(position.placement.name == "top")
    #expect(position.frame == Rect(x: 8, y: 572, width: 200, height: 120))
    #expect(position.middlewareData.arrow?.x == 55)
    #expect(overlay.containsOpening(at: Point(x: 70, y: 722)))
    #expect(overlay.isDimmed(at: Point(x: 200, y: 100)))
    // The rounded corner: its very tip stays dimmed, a little further in is open.
    #expect(overlay.isDimmed(at: Point(x: 17, y: 697)))
    #expect(!overlay.isDimmed(at: Point(x: 18, y: 698)))
  }
}
