import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarScene
import LodestarTesting
import Testing

/// Both renderers draw what a pause style leaves of a scene (issue 16, item 3).
@Suite struct PausedSceneRenderingTests {
  static let scene = TourScene.sample()
  static let screen = ScreenElementBox.boxes(of: SceneGraph.sampleListScreen())
  static let renderer = TerminalRenderer(sceneSize: scene.size)

  static func paused(_ style: PauseStyle) -> TourScene {
    var scene = Self.scene
    scene.hide(for: style)
    return scene
  }

  static func svg(_ scene: TourScene) -> String {
    SVGRenderer().document(for: scene, over: screen).serialized()
  }

  @Test func hideInstructionsDrawsOnlyTheScreenInTheTerminal() {
    let bare = Self.renderer.canvas(
      for: TourScene.empty(size: Self.scene.size), over: Self.screen)
    #expect(Self.renderer.canvas(for: Self.paused(.hideInstructions), over: Self.screen) == bare)
    #expect(Self.renderer.canvas(for: Self.scene, over: Self.screen) != bare)
  }

  @Test func hideOverlayKeepsTheCoachMarkOverAnUndimmedScreenInTheTerminal() throws {
    let bare = Self.renderer.canvas(for: TourScene.empty(size: Self.scene.size), over: Self.screen)
    let dimmed = Self.renderer.canvas(for: Self.scene, over: Self.screen)
    let paused = Self.renderer.canvas(for: Self.paused(.hideOverlay), over: Self.screen)
    let body = try #require(Self.scene.coachMark?.bodyFrame)
    let row = Self.renderer.mapping.row(forY: body.midY)
    let column = Self.renderer.mapping.column(forX: body.midX)
    #expect(paused.cell(atColumn: column, row: row) == dimmed.cell(atColumn: column, row: row))
    // A cell far from the coach mark and the skip control: dimmed in the scene, bare while paused.
    let far = (column: 2, row: paused.rows - 2)
    #expect(paused.cell(atColumn: far.column, row: far.row) == bare.cell(atColumn: far.column, row: far.row))
    #expect(dimmed.cell(atColumn: far.column, row: far.row) != bare.cell(atColumn: far.column, row: far.row))
  }

  @Test func theSVGFollowsThePauseStyle() {
    let full = Self.svg(Self.scene)
    #expect(full.contains(#"id="coach-mark""#) && full.contains(#"id="skip""#))
    #expect(Self.svg(Self.paused(.hideNothing)) == full)

    let overlayHidden = Self.svg(Self.paused(.hideOverlay))
    #expect(overlayHidden.contains(#"id="coach-mark""#) && overlayHidden.contains(#"id="skip""#))
    #expect(overlayHidden.contains(#"opacity="0""#) && !full.contains(#"opacity="0""#))

    let hidden = Self.svg(Self.paused(.hideInstructions))
    #expect(!hidden.contains(#"id="coach-mark""#) && !hidden.contains(#"id="skip""#))
    #expect(full.contains(">1 of 3</text>") && !hidden.contains(">1 of 3</text>"))
    #expect(hidden.contains(#"opacity="0""#))
  }
}
