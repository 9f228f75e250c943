import Foundation
import LodestarGeometry
import LodestarRendering
import LodestarScene
import LodestarTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The whole tour as one animated SVG (SMIL).
@Suite struct AnimatedSVGTests {
  static func scenes() -> [TourScene] {
    (0..<3).map { index in
      var scene = TourScene.sample()
      let target = Rect(x: 20 + Double(index) * 100, y: 100, width: 100, height: 44)
      scene.overlay = SceneOverlay(bounds: scene.bounds, cutouts: [.rect(target)])
      scene.progress?.text = "\(index + 1) of 3"
      return scene
    }
  }

  static func nodes(_ xpath: String, in node: XMLNode) throws -> [XMLElement] {
    try node.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
  }

  static func attribute(_ name: String, _ element: XMLElement) -> String? {
    SceneRendererGoldenTests.attribute(name, of: element)
  }

  @Test func stepsTakeTurnsAndTheOverlayStepsThroughEachOpening() throws {
    let text = SVGRenderer().animatedDocument(for: Self.scenes(), over: [], secondsPerStep: 2, title: "Tour")
      .serialized()
    let document = try XMLDocument(data: Data(text.utf8))
    let attribute = Self.attribute
    let overlay = try #require(try Self.nodes("//*[local-name()='path'][@id='overlay']", in: document).first)
    let overlayAnimation = try #require(try Self.nodes("*[local-name()='animate']", in: overlay).first)
    #expect(attribute("attributeName", overlayAnimation) == "d")
    #expect(
      attribute("values", overlayAnimation)
        == "M0 0L390 0L390 844L0 844ZM20 100L20 144L120 144L120 100Z;M0 0L390 0L390 844L0 844ZM120 100L120 144L220 144L220 100Z;"
        + "M0 0L390 0L390 844L0 844ZM220 100L220 144L320 144L320 100Z")
    #expect(attribute("keyTimes", overlayAnimation) == "0;0.3333333333333333;0.6666666666666666")
    #expect(attribute("dur", overlayAnimation) == "6s")
    #expect(attribute("calcMode", overlayAnimation) == "discrete")
    #expect(attribute("repeatCount", overlayAnimation) == "indefinite")

    let groups = try Self.nodes("/*/*[local-name()='g'][starts-with(@id, 'step-')]", in: document)
    #expect(groups.compactMap { attribute("id", $0) } == ["step-1", "step-2", "step-3"])
    #expect(groups.map { attribute("opacity", $0) } == [nil, "0", "0"])
    let animations = try groups.map { try #require(try Self.nodes("*[local-name()='animate']", in: $0).first) }
    #expect(animations.map { attribute("values", $0) } == ["1;0", "0;1;0", "0;1"])
    #expect(
      animations.map { attribute("keyTimes", $0) } == [
        "0;0.3333333333333333", "0;0.3333333333333333;0.6666666666666666", "0;0.6666666666666666",
      ])
    // Each step's own coach mark, progress text and skip control, with unique identifiers.
    #expect(try Self.nodes("//*[@id='coach-mark-2'][@role='dialog']", in: document).count == 1)
    #expect(try Self.nodes("//*[@id='skip-3'][@role='button']", in: document).count == 1)
    let ids = try Self.nodes("//*[@id]", in: document).compactMap { attribute("id", $0) }
    #expect(Set(ids).count == ids.count, "\(ids)")
    #expect(try Self.nodes("//*[local-name()='text']", in: document).map(\.stringValue).contains("2 of 3"))
  }

  /// Issue 38: key times were rounded to thousandths, so with 1,500 steps a third of the steps shared a key
  /// time with the next one and never showed, and with 700 each step's window was off by up to 1.2 s. Each is
  /// written in full now: every step's window starts at exactly i / n of the loop.
  @Test(arguments: [700, 1500])
  func everyStepOfALongTourHasItsOwnWindow(steps: Int) throws {
    let scene = TourScene.sample()
    let text = SVGRenderer().animatedDocument(for: Array(repeating: scene, count: steps), over: []).serialized()
    let document = try XMLDocument(data: Data(text.utf8))
    let overlay = try #require(try Self.nodes("//*[local-name()='path'][@id='overlay']", in: document).first)
    let animation = try #require(try Self.nodes("*[local-name()='animate']", in: overlay).first)
    let keyTimes = (Self.attribute("keyTimes", animation) ?? "").split(separator: ";").map { Double($0) }
    #expect(keyTimes.count == steps)
    #expect(keyTimes == (0..<steps).map { Double($0) / Double(steps) }, "\(steps) steps")
    #expect(Set(keyTimes).count == steps)
  }

  @Test func oneStepIsAStillAndNoStepsAnEmptyDocument() throws {
    let still = SVGRenderer().animatedDocument(for: [TourScene.sample()], over: []).serialized()
    #expect(!still.contains("<animate"))
    #expect(still.contains(#"<g id="step-1">"#))
    let empty = SVGRenderer().animatedDocument(for: [], over: []).serialized()
    #expect(
      empty == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\">\n</svg>\n")
  }
}
