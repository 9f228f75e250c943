import Lodestar
import Testing

/// Compiles and runs README's example. `Scripts/docs --check` verifies that the code between the markers
/// is exactly README's first `swift` block (minus its `import Lodestar` line).
@Suite struct ReadmeExampleTests {
  @Test func readmeExampleRuns() {
    // README example begins
    // A button at (30, 40) inside a card at (70, 90) of the window.
    let card = FrameChain([CoordinateSpace(frame: Rect(x: 70, y: 90, width: 250, height: 400))])
    let button = Rect(x: 30, y: 40, width: 50, height: 50)

    // Where the button is in the window, and in an overlay whose root view sits at (20, 20).
    let inWindow = card.convertToRoot(button)
    let overlay = FrameChain([CoordinateSpace(frame: Rect(x: 20, y: 20, width: 390, height: 844))])
    let inOverlay = card.convert(button, to: overlay) ?? .null

    // Instructions' default cut-out: the target grown by 4 points on every side.
    let cutout = inOverlay.insetBy(dx: -4, dy: -4)
    print(inWindow, inOverlay, cutout)
    // (100.0, 130.0, 50.0, 50.0) (80.0, 110.0, 50.0, 50.0) (76.0, 106.0, 58.0, 58.0)
    // README example ends
    #expect(inWindow == Rect(x: 100, y: 130, width: 50, height: 50))
    #expect(inOverlay == Rect(x: 80, y: 110, width: 50, height: 50))
    #expect(cutout == Rect(x: 76, y: 106, width: 58, height: 58))
  }
}
