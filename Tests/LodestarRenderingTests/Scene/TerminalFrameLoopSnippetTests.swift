import LodestarGeometry
import LodestarRendering
import LodestarScene
import LodestarTesting
import Testing

// snippet terminal-frame-loop begins
struct TerminalAnimation {
  let renderer: TerminalRenderer
  let screen: TerminalCanvas  // renderer.screenCanvas(for: boxes), drawn once
  let encoder = TerminalEncoder(colorMode: .trueColor)
  var shown: TerminalCanvas  // what the terminal shows: the screen at first
  var next: TerminalCanvas
  var cache = TerminalFrameCache()
  var bytes: [UInt8] = []

  /// Takes the terminal from the frame it shows to `scene`: `write` gets the bytes to send (and keeps no
  /// copy of them, so the next frame can reuse the array).
  mutating func show(_ scene: TourScene, write: ([UInt8]) -> Void) {
    renderer.draw(scene, onScreen: screen, into: &next, cache: &cache)
    bytes.removeAll(keepingCapacity: true)
    encoder.encodeChanges(from: shown, to: next, into: &bytes)
    write(bytes)
    swap(&shown, &next)
  }
}
// snippet terminal-frame-loop ends

/// The frame loop of the module's overview: its bytes are the changes between the frames, as one-shot calls
/// give them.
@Suite struct TerminalFrameLoopSnippetTests {
  @Test func theOverviewsFrameLoopWritesEachFramesChanges() {
    let renderer = TerminalRenderer(sceneSize: TourScene.sample().size)
    let screen = renderer.screenCanvas(for: SceneRendererGoldenTests.boxes)
    var animation = TerminalAnimation(renderer: renderer, screen: screen, shown: screen, next: screen)
    var moved = TourScene.sample()
    moved.overlay = SceneOverlay(
      bounds: moved.bounds, cutouts: [.roundedRect(Rect(x: 200, y: 400, width: 120, height: 60), cornerRadius: 12)])
    let encoder = TerminalEncoder(colorMode: .trueColor)
    var shown = screen
    for (index, scene) in [TourScene.sample(), .sample(), moved, .sample()].enumerated() {
      let frame = renderer.canvas(for: scene, onScreen: screen)
      var written: [UInt8] = []
      animation.show(scene) { written = $0 }
      #expect(written == encoder.encodeChanges(from: shown, to: frame), "frame \(index)")
      #expect(index != 1 || written.isEmpty, "an unchanged frame writes nothing")
      shown = frame
    }
  }
}
