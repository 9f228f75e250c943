import Lodestar
import LodestarDemoSupport
import LodestarTesting

/// The `rendering` suite's benchmarks of the demo's own scenes (the built-in tour, rotated to 844×390): drawn on
/// a 120×40 terminal, diffed during an animation, and written as SVG.
extension RenderingBenchmarks {
  static func demoSceneBenchmarks() -> [Benchmark] {
    let scenes = MainActor.assumeIsolated { makeScenes() }
    return [sceneFullRedraw(scenes), diffedAnimationFrame(scenes), svgOfAStep(scenes)]
  }

  struct Scenes {
    var screen: [ScreenElementBox]
    var settled: TourScene
    /// 60 frames of the step change from step 2 to step 3.
    var animation: [TourScene]
  }

  @MainActor static func makeScenes() -> Scenes {
    let size = Size(width: 844, height: 390)
    let screen = SceneGraph.sampleProfileScreen(size: size)
    let player = DemoPlayer(tour: .builtIn, screen: screen)
    player.show(step: 1, time: 0)
    _ = player.scene(at: 2)
    player.next(time: 2)
    let animation = (0..<60).map { player.scene(at: 2 + Double($0) / 60) }
    return Scenes(screen: ScreenElementBox.boxes(of: screen), settled: player.scene(at: 10), animation: animation)
  }

  static func stretchingRenderer(for scene: TourScene) -> TerminalRenderer {
    TerminalRenderer(
      columns: 120, rows: 40, mapping: PointToCellMapping(stretching: scene.size, columns: 120, rows: 40))
  }

  /// A whole 120×40 frame: draw the scene (screen, overlay, coach mark, controls) and encode every cell in
  /// 24-bit colour.
  static func sceneFullRedraw(_ scenes: Scenes) -> Benchmark {
    let renderer = stretchingRenderer(for: scenes.settled)
    let encoder = TerminalEncoder(colorMode: .trueColor)
    return Benchmark(suite: "rendering", name: "120x40 full redraw (draw + encode)", targetNanoseconds: 300_000) {
      iterations in
      var total = 0
      var bytes: [UInt8] = []
      for _ in 0..<iterations {
        bytes.removeAll(keepingCapacity: true)
        encoder.encodeFrame(renderer.canvas(for: scenes.settled, over: scenes.screen), into: &bytes)
        total &+= bytes.count
      }
      blackHole(total)
    }
  }

  /// One frame of a step-change animation (60 frames over one second, cycled): draw the scene at the
  /// frame's time over the screen drawn once, reusing the opening mask while the cut-out does not morph, and
  /// encode only the cells that changed since the previous frame. As a frame loop does, it draws into the
  /// canvas the terminal does not show, swaps the two, and keeps one byte array for the output.
  static func diffedAnimationFrame(_ scenes: Scenes) -> Benchmark {
    let renderer = stretchingRenderer(for: scenes.settled)
    let encoder = TerminalEncoder(colorMode: .trueColor)
    // The host screen does not change while the tour animates: it is drawn once, as the demo does.
    let screen = renderer.screenCanvas(for: scenes.screen)
    let canvases = scenes.animation.map { renderer.canvas(for: $0, onScreen: screen) }
    return Benchmark(suite: "rendering", name: "diffed animation frame (draw + diff)", targetNanoseconds: 100_000) {
      iterations in
      var total = 0
      var previous = canvases[0]
      var next = screen
      var cache = TerminalFrameCache()
      var bytes: [UInt8] = []
      for index in 0..<iterations {
        renderer.draw(scenes.animation[index % 60], onScreen: screen, into: &next, cache: &cache)
        bytes.removeAll(keepingCapacity: true)
        encoder.encodeChanges(from: previous, to: next, into: &bytes)
        total &+= bytes.count
        swap(&previous, &next)
      }
      blackHole(total)
    }
  }

  /// The standalone SVG of a step (document built and serialized).
  static func svgOfAStep(_ scenes: Scenes) -> Benchmark {
    let renderer = SVGRenderer()
    return Benchmark(suite: "rendering", name: "SVG of a step", targetNanoseconds: 100_000) { iterations in
      var total = 0
      for _ in 0..<iterations {
        total &+= renderer.document(for: scenes.settled, over: scenes.screen).serialized().utf8.count
      }
      blackHole(total)
    }
  }
}
