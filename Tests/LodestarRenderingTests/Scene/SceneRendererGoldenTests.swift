import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarScene
import LodestarTestSupport
import LodestarTesting
import LodestarTimeline
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The scene renderers on the scene helper's sample scene, over a small hand-made screen.
@Suite struct SceneRendererGoldenTests {
  static let screen = SceneGraph(size: Size(width: 390, height: 844), rootID: "screen") {
    SceneElement("start", frame: Rect(x: 20, y: 100, width: 100, height: 44), accessibilityLabel: "Start")
    SceneElement("list", frame: Rect(x: 0, y: 300, width: 390, height: 300), accessibilityLabel: "List & more")
  }

  static var boxes: [ScreenElementBox] { ScreenElementBox.boxes(of: screen) }

  static func rightToLeftSample() -> TourScene {
    var scene = TourScene.sample()
    scene.layoutDirection = .rightToLeft
    return scene
  }

  @Test func screenBoxesListVisibleElementsParentsFirst() {
    #expect(Self.boxes.map(\.id) == ["screen", "start", "list"])
    #expect(Self.boxes.map(\.depth) == [0, 1, 1])
    #expect(Self.boxes[1].label == "Start")
    #expect(Self.boxes[1].frame == Rect(x: 20, y: 100, width: 100, height: 44))
  }

  @Test func terminalTextGolden() {
    let canvas = TerminalRenderer(sceneSize: TourScene.sample().size).canvas(for: .sample(), over: Self.boxes)
    #expect(canvas.columns == 49)
    #expect(canvas.rows == 47)
    goldenFiles.check(Array(TerminalEncoder.plainText(of: canvas).utf8), "Sample/sample.txt")
  }

  @Test(arguments: [ColorMode.trueColor, .palette256, .basic16, .none])
  func terminalANSIGolden(mode: ColorMode) {
    let canvas = TerminalRenderer(sceneSize: TourScene.sample().size).canvas(for: .sample(), over: Self.boxes)
    goldenFiles.check(TerminalEncoder(colorMode: mode).encodeFrame(canvas), "Sample/sample-\(mode.rawValue).ans")
  }

  @Test func overlayDimsOutsideTheOpeningsOnly() {
    let renderer = TerminalRenderer(sceneSize: TourScene.sample().size)
    let scene = TourScene.sample()
    let canvas = renderer.canvas(for: scene, over: Self.boxes)
    var undimmed = scene
    undimmed.overlay = SceneOverlay(bounds: scene.bounds, cutouts: [], opacity: .transparent)
    let plain = renderer.canvas(for: undimmed, over: Self.boxes)
    // Cell (4, 6) is inside the cut-out around "start" (x 20...120, y 100...144): not dimmed.
    let inside = renderer.mapping.centerPoint(column: 4, row: 6)
    #expect(scene.overlay.region.containsOpening(at: inside))
    #expect(canvas.cell(atColumn: 4, row: 6)?.background == plain.cell(atColumn: 4, row: 6)?.background)
    // Cell (40, 30) is outside: blended towards the light overlay colour.
    let outside = canvas.cell(atColumn: 40, row: 30)?.background
    let before = plain.cell(atColumn: 40, row: 30)?.background
    #expect(outside != before)
    #expect((outside?.red ?? 0) > (before?.red ?? 255))
  }

  @Test func arrowGlyphSitsOnTheBodysEdgeAtTheArrowsX() {
    let renderer = TerminalRenderer(sceneSize: TourScene.sample().size)
    let scene = TourScene.sample()
    let canvas = renderer.canvas(for: scene, over: Self.boxes)
    let arrow = scene.coachMark?.arrow?.frame ?? .zero
    let column = renderer.mapping.column(forX: arrow.midX)
    let bodyTop = renderer.mapping.cellRect(for: scene.coachMark?.bodyFrame ?? .zero).row - 1
    // The target's cells end right above the box's top border (rows 6 and 7, border on row 8): the arrow's
    // head sits on the border, touching both.
    #expect(renderer.mapping.cellRect(for: Rect(x: 20, y: 100, width: 100, height: 44)).endRow == bodyTop)
    #expect(canvas.cell(atColumn: column, row: bodyTop)?.character == "▲")
    #expect(canvas.cell(atColumn: column - 1, row: bodyTop)?.character == "─")
    #expect(canvas.cell(atColumn: column, row: bodyTop - 1)?.character == "─", "the target's bottom edge")
  }

  @Test func diffedFrameWritesOnlyChangedCells() {
    let renderer = TerminalRenderer(sceneSize: TourScene.sample().size)
    let first = renderer.canvas(for: .sample(), over: Self.boxes)
    var moved = TourScene.sample()
    moved.progress?.text = "2 of 3"
    let second = renderer.canvas(for: moved, over: Self.boxes)
    let encoder = TerminalEncoder(colorMode: .trueColor)
    #expect(encoder.encodeChanges(from: first, to: first).count < 16)
    let changes = encoder.encodeChanges(from: first, to: second)
    #expect(changes.count < 80)
    #expect(String(decoding: changes, as: UTF8.self).contains("2"))
  }

  @Test func svgGolden() {
    let document = SVGRenderer().document(for: .sample(), over: Self.boxes, title: "Sample")
    goldenFiles.check(Array((document.serialized() + "\n").utf8), "Sample/sample.svg")
    let rightToLeft = SVGRenderer().document(for: Self.rightToLeftSample(), over: Self.boxes, title: "Sample")
    goldenFiles.check(Array((rightToLeft.serialized() + "\n").utf8), "Sample/sample-rtl.svg")
  }

  @Test func jsonGolden() {
    goldenFiles.check(Array(SceneJSON.string(for: .sample()).utf8), "Sample/sample.json")
    #expect(SceneJSON.string(for: .sample()) == SceneJSON.string(for: .sample()))
  }

  @Test(arguments: [false, true])
  func svgParsesWithOneEvenOddOverlayPathAndAnAccessibleCoachMark(isRightToLeft: Bool) throws {
    let scene = isRightToLeft ? Self.rightToLeftSample() : TourScene.sample()
    let text = SVGRenderer().document(for: scene, over: Self.boxes).serialized()
    let document = try XMLDocument(data: Data(text.utf8))
    let overlays = try document.nodes(forXPath: "//*[local-name()='path'][@id='overlay']")
    #expect(overlays.count == 1)
    let overlay = try #require(overlays.first as? XMLElement)
    #expect(Self.attribute("fill-rule", of: overlay) == "evenodd")
    #expect(Self.attribute("opacity", of: overlay) == nil)
    #expect(Self.attribute("fill-opacity", of: overlay) == "0.65")
    let allPaths = try document.nodes(forXPath: "//*[local-name()='path'][@fill-rule='evenodd']")
    #expect(allPaths.count == 1)
    let group = try #require(
      try document.nodes(forXPath: "//*[local-name()='g'][@id='coach-mark']").first as? XMLElement)
    #expect(Self.attribute("role", of: group) == "dialog")
    #expect(Self.attribute("aria-label", of: group) == "Tap here to start")
    let texts = try group.nodes(forXPath: "*[local-name()='text']").compactMap { $0 as? XMLElement }
    #expect(texts.map(\.stringValue) == ["Tap here to start", "Next"])
    #expect(
      texts.allSatisfy { Self.attribute("font-family", of: $0) != nil && Self.attribute("font-size", of: $0) != nil })
    // English lines aligned left (natural alignment follows the text's script) start at their block's left
    // edge in both directions.
    let anchors = texts.map { Self.attribute("text-anchor", of: $0) }
    #expect(anchors == [nil, nil])
    #expect(texts.map { Self.attribute("x", of: $0) } == ["35", "192"])
    #expect(texts.allSatisfy { Self.attribute("direction", of: $0) == nil })
    let skip = try document.nodes(forXPath: "//*[local-name()='g'][@role='button']")
    #expect(skip.count == 1)
  }

  /// An attribute's value, read from the element's attribute list (FoundationXML's `attribute(forName:)`
  /// misses attributes of elements in the default SVG namespace).
  static func attribute(_ name: String, of element: XMLElement) -> String? {
    element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
  }

  @Test func overlayOpacityIsWrittenOnThePath() throws {
    var scene = TourScene.sample()
    scene.overlay.opacity = 0.5
    let text = SVGRenderer().document(for: scene, over: []).serialized()
    #expect(text.contains("id=\"overlay\""))
    #expect(text.contains("fill-rule=\"evenodd\" opacity=\"0.5\""))
  }
}

extension SceneRendererGoldenTests {
  /// The sample scene with its cut-out somewhere else, as after the target moved.
  static func sampleWithMovedCutout() -> TourScene {
    var moved = TourScene.sample()
    moved.overlay = SceneOverlay(
      bounds: moved.bounds, cutouts: [.roundedRect(Rect(x: 200, y: 400, width: 120, height: 60), cornerRadius: 12)])
    return moved
  }

  @Test func cachedFramesEqualFreshFrames() {
    let renderer = TerminalRenderer(sceneSize: TourScene.sample().size)
    let screen = renderer.screenCanvas(for: Self.boxes)
    var cache = TerminalFrameCache()
    let moved = Self.sampleWithMovedCutout()
    for scene in [TourScene.sample(), .sample(), moved, moved, .sample()] {
      let cached = renderer.canvas(for: scene, onScreen: screen, cache: &cache)
      #expect(cached == renderer.canvas(for: scene, over: Self.boxes))
    }
  }

  @Test func drawingIntoAKeptCanvasGivesTheFreshFrame() {
    let renderer = TerminalRenderer(sceneSize: TourScene.sample().size)
    let screen = renderer.screenCanvas(for: Self.boxes)
    var cache = TerminalFrameCache()
    let moved = Self.sampleWithMovedCutout()
    // A canvas of another size, holding a grapheme of several scalars: it takes the screen's size and cells.
    var canvas = TerminalCanvas(columns: 7, rows: 3, defaultBackground: .white)
    canvas.drawText("🇫🇷", column: 0, row: 0)
    for (index, scene) in [TourScene.sample(), .sample(), moved, moved, .sample()].enumerated() {
      renderer.draw(scene, onScreen: screen, into: &canvas, cache: &cache)
      #expect(canvas == renderer.canvas(for: scene, over: Self.boxes), "frame \(index)")
    }
    // The same size, with a grapheme left from an earlier frame, over a screen that has graphemes of its own.
    canvas.drawText("🇫🇷", column: 0, row: 0)
    var flagged = screen
    flagged.drawText("👍🏽 🇯🇵", column: 1, row: 1)
    renderer.draw(moved, onScreen: flagged, into: &canvas, cache: &cache)
    let fresh = renderer.canvas(for: moved, onScreen: flagged)
    #expect(canvas == fresh)
    let encoder = TerminalEncoder(colorMode: .trueColor)
    #expect(encoder.encodeFrame(canvas) == encoder.encodeFrame(fresh))
    #expect(TerminalEncoder.plainText(of: canvas).contains("👍🏽 🇯🇵"))
  }

  @Test func emptySceneDrawsTheScreenOnly() {
    let renderer = TerminalRenderer(sceneSize: TourScene.sample().size)
    let empty = TourScene.empty(size: TourScene.sample().size)
    #expect(renderer.canvas(for: empty, over: Self.boxes) == renderer.screenCanvas(for: Self.boxes))
  }
}
