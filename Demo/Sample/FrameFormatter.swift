import Lodestar

/// Renders the player's scenes in the demo's output formats.
enum FrameFormatter {
  static func canvas(_ scene: TourScene, screen: SceneGraph) -> TerminalCanvas {
    TerminalRenderer(sceneSize: scene.size).canvas(for: scene, over: ScreenElementBox.boxes(of: screen))
  }

  static func text(_ scene: TourScene, screen: SceneGraph) -> String {
    let text = TerminalEncoder.plainText(of: canvas(scene, screen: screen))
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  static func ansi(_ scene: TourScene, screen: SceneGraph, colorMode: ColorMode) -> [UInt8] {
    TerminalEncoder(colorMode: colorMode).encodeFrame(canvas(scene, screen: screen))
  }

  static func svg(_ scene: TourScene, screen: SceneGraph, title: String?) -> String {
    SVGRenderer().document(for: scene, over: ScreenElementBox.boxes(of: screen), title: title).serialized()
  }

  static func json(_ scene: TourScene) -> String { SceneJSON.string(for: scene) }

  @MainActor static func header(_ player: DemoPlayer) -> String {
    "Step \((player.index ?? 0) + 1) of \(player.stepCount): \(player.currentTitle)"
  }
}
