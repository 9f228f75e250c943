import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarScene
import LodestarTestSupport
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarViewModel
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A step with a companion view (PolarisGuideKit's buddy view), laid out by the presenter over the sample
/// list screen in both reading directions and drawn by every renderer: in terminal cells for the terminal
/// and JSON renderers, with Helvetica's widths for the SVG renderer (its font must match the measurer).
@MainActor
@Suite struct CompanionRenderingGoldenTests {
  static func scene(
    _ direction: ReadingDirection,
    measurer: any TextMeasurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)
  ) -> TourScene {
    var mark = CoachMark(target: "title", hint: "The screen's title")
    mark.companion = CompanionView(
      SceneSlot(id: "hand", size: Size(width: 64, height: 48)),
      layout: .rule(CompanionRule(side: .below, alignment: .start, spacing: 64)))
    let presenter = TourPresenter(
      tree: SceneGraph.sampleListScreen(), steps: [mark],
      measurer: measurer,
      options: TourPresenterOptions(
        layoutDirection: direction, safeAreaInsets: DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    )
    presenter.start(time: 0)
    return presenter.scene(at: 5)
  }

  static var boxes: [ScreenElementBox] { ScreenElementBox.boxes(of: SceneGraph.sampleListScreen()) }

  /// The opening around the title is (116, 48, 158, 52); the companion goes 64 points below it, under the
  /// coach mark, at the opening's leading edge.
  @Test func theCompanionSitsBelowTheOpeningAtItsLeadingEdge() {
    for measurer: any TextMeasurer in [
      MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18), ProportionalTextMeasurer(),
    ] {
      #expect(
        Self.scene(.leftToRight, measurer: measurer).companion?.frame == Rect(x: 116, y: 164, width: 64, height: 48))
      #expect(
        Self.scene(.rightToLeft, measurer: measurer).companion?.frame == Rect(x: 210, y: 164, width: 64, height: 48))
    }
  }

  @Test func svgGolden() throws {
    for (direction, name) in [(ReadingDirection.leftToRight, "companion"), (.rightToLeft, "companion-rtl")] {
      let scene = Self.scene(direction, measurer: ProportionalTextMeasurer())
      let text = SVGRenderer().document(for: scene, over: Self.boxes, title: "Companion").serialized()
      goldenFiles.check(Array((text + "\n").utf8), "Companion/\(name).svg")
      let companion = try #require(text.range(of: #"<g id="companion">"#))
      let coachMark = try #require(text.range(of: #"id="coach-mark""#))
      #expect(companion.lowerBound < coachMark.lowerBound, "drawn just below the coach mark")
      #expect(text.contains(">hand</text>"))
      _ = try XMLDocument(data: Data(text.utf8))
    }
  }

  @Test func terminalGolden() {
    let scene = Self.scene(.leftToRight)
    let canvas = TerminalRenderer(sceneSize: scene.size).canvas(for: scene, over: Self.boxes)
    goldenFiles.check(Array(TerminalEncoder.plainText(of: canvas).utf8), "Companion/companion.txt")
  }

  @Test func jsonGolden() {
    let json = SceneJSON.string(for: Self.scene(.leftToRight))
    goldenFiles.check(Array(json.utf8), "Companion/companion.json")
    #expect(json.contains(#""companion": {"#))
    #expect(SceneJSON.string(for: .sample()).contains(#""companion": null"#))
  }

  @Test func aTransparentCompanionIsNotDrawn() {
    var scene = Self.scene(.leftToRight)
    scene.companion?.opacity = .transparent
    #expect(!SVGRenderer().document(for: scene, over: []).serialized().contains("companion"))
    var without = scene
    without.companion = nil
    let renderer = TerminalRenderer(sceneSize: scene.size)
    #expect(
      TerminalEncoder.plainText(of: renderer.canvas(for: scene, over: []))
        == TerminalEncoder.plainText(of: renderer.canvas(for: without, over: [])))
  }
}
