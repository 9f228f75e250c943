import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarScene
import LodestarTesting
import LodestarTimeline
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the SVG renderer draws for ornaments, custom slots and blur.
@Suite struct SVGRendererSceneElementTests {
  static func svg(_ scene: TourScene) -> String {
    SVGRenderer().document(for: scene, over: []).serialized()
  }

  @Test func ornamentsAreDashedPlaceholdersAfterTheOverlayAtItsOpacity() throws {
    var scene = TourScene.sample()
    scene.ornaments = [SceneOrnament(id: "badge", frame: Rect(x: 200, y: 400, width: 80, height: 54), opacity: 0.5)]
    let text = Self.svg(scene)
    let expected = """
        <g id="ornament-badge" opacity="0.5">
          <rect x="200" y="400" width="80" height="54" fill="#F5EBFA" stroke="#9438C2" stroke-dasharray="4 2"/>
          <text x="204" y="414" font-family="Helvetica, Arial, Liberation Sans, Nimbus Sans, sans-serif" font-size="12" fill="#9438C2">badge</text>
        </g>

      """
    #expect(text.contains(expected), "\(text)")
    let overlay = try #require(text.range(of: "id=\"overlay\""))
    let ornament = try #require(text.range(of: "id=\"ornament-badge\""))
    let coachMark = try #require(text.range(of: "id=\"coach-mark\""))
    #expect(overlay.lowerBound < ornament.lowerBound && ornament.lowerBound < coachMark.lowerBound)
    _ = try XMLDocument(data: Data(text.utf8))
  }

  @Test func customSlotsArePlaceholdersInsteadOfTheDefaultParts() throws {
    var scene = TourScene.sample()
    let mark = try #require(scene.coachMark)
    var arrow = try #require(mark.arrow)
    arrow.customArrow = SceneSlot(id: "pointer", size: arrow.frame.size)
    scene.coachMark = SceneCoachMark(
      bodyFrame: mark.bodyFrame, customBody: SceneSlot(id: "promo-card", size: mark.bodyFrame.size), arrow: arrow)
    scene.skipControl?.customView = SceneSlot(id: "close", size: Size(width: 60, height: 30))
    let text = Self.svg(scene)
    #expect(text.contains(#"<g id="custom-body">"#))
    #expect(text.contains(">promo-card</text>"))
    #expect(text.contains(#"<g id="custom-arrow">"#))
    #expect(!text.contains(">pointer</text>"), "an arrow's placeholder has no label")
    #expect(text.contains(#"<g id="custom-skip" role="button" aria-label="Skip">"#))
    #expect(text.contains(">close</text>"))
    #expect(!text.contains(#"<g id="skip""#))
    let document = try XMLDocument(data: Data(text.utf8))
    let dialog = try document.nodes(forXPath: "//*[local-name()='g'][@id='coach-mark'][@role='dialog']")
    #expect(dialog.count == 1)
  }

  @Test func aBlurIsDrawnWithTheOverlaysColour() {
    let plain = TourScene.sample()
    for style in OverlayBlurStyle.allCases {
      var blurred = plain
      blurred.overlay.blur = OverlayBlur(style: style)
      #expect(Self.svg(blurred) == Self.svg(plain), "\(style)")
    }
  }
}
