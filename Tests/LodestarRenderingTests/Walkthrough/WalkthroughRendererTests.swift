import LodestarGeometry
import LodestarRendering
import LodestarTimeline
import LodestarViewModel
import Testing

/// The renderers on walkthrough scenes built in code: clipping to the page, hidden controls, transforms.
@Suite struct WalkthroughRendererTests {
  static let red = RGBAColor(red: 1, green: 0, blue: 0)
  static let blue = RGBAColor(red: 0, green: 0, blue: 1)

  /// Two 160 × 90 pages: a red box that sticks out of the first page's right edge, a titled second page.
  static func layout(_ direction: ReadingDirection = .leftToRight) throws -> WalkthroughLayout {
    let still = ParallaxPage.still
    let moving = try ParallaxPage(style: .linear, speed: Vector(dx: 0, dy: 1))
    return WalkthroughLayout(
      pages: [
        WalkthroughPage(
          id: "one", title: "One", parallax: still, background: .white,
          elements: [WalkthroughElement("box", frame: Rect(x: 120, y: 18, width: 80, height: 36), fill: red)]),
        WalkthroughPage(
          id: "two", title: "Two", parallax: moving, background: blue,
          elements: [WalkthroughElement("title", frame: Rect(x: 0, y: 18, width: 160, height: 18), text: "Hi")]),
      ], size: Size(width: 160, height: 90), layoutDirection: direction,
      controls: WalkthroughControls(nextTitle: "Go", previousTitle: "Back", closeTitle: nil),
      measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18))
  }

  @Test func theTerminalClipsElementsToTheirPage() throws {
    let renderer = TerminalRenderer(sceneSize: Size(width: 160, height: 90))
    let canvas = renderer.canvas(for: try Self.layout().scene(scrollPosition: 0))
    #expect(canvas.columns == 20 && canvas.rows == 5)
    // The box covers columns 15..<25 of rows 1..<3; the page ends at column 20.
    #expect(canvas.cell(atColumn: 16, row: 2)?.background.map { RGBAColor($0) } == Self.red)
    #expect(canvas.cell(atColumn: 19, row: 2)?.background.map { RGBAColor($0) } == Self.red)
    let text = TerminalEncoder.plainText(of: canvas)
    #expect(text.contains("[ Go ]") && !text.contains("Back"), "previous is hidden on the first page:\n\(text)")
    // Half way, the box's page ends at column 10 and the blue page begins.
    let half = renderer.canvas(for: try Self.layout().scene(scrollPosition: 0.5))
    #expect(half.cell(atColumn: 9, row: 2)?.background.map { RGBAColor($0) } == Self.red)
    #expect(half.cell(atColumn: 10, row: 2)?.background.map { RGBAColor($0) } == Self.blue)
  }

  @Test func theLastPageHidesNextInEveryRenderer() throws {
    let scene = try Self.layout().scene(scrollPosition: 1)
    let text = TerminalEncoder.plainText(of: TerminalRenderer(sceneSize: scene.size).canvas(for: scene))
    #expect(text.contains("[ Back ]") && !text.contains("[ Go ]"), "\(text)")
    let svg = SVGRenderer().document(for: scene, title: "Two").serialized()
    #expect(svg.contains(#"id="control-previous" role="button" aria-label="Back""#))
    #expect(!svg.contains("control-next"))
    #expect(svg.contains(#"role="img" aria-label="Page 2 of 2""#))
    #expect(svg.components(separatedBy: #"aria-current="page""#).count == 2)
    let json = SceneJSON.string(for: scene)
    #expect(json.contains(#""isHidden": true"#) && json.contains(#""kind": "next""#))
  }

  @Test func svgClipsPagesAndMovesElementsByTheirTransform() throws {
    let scene = try Self.layout(.rightToLeft).scene(scrollPosition: 0.5)
    let svg = SVGRenderer().document(for: scene).serialized()
    #expect(svg.contains(#"<clipPath id="clip-page-0">"#) && svg.contains(#"<clipPath id="clip-page-1">"#))
    #expect(svg.contains(#"<g id="page-two" clip-path="url(#clip-page-1)">"#))
    // Page two is at offset 0.5: d = 0.5, 100 · 0.5 · 1 = 50 points down.
    #expect(svg.contains(#"<g id="element-title" transform="matrix(1 0 0 1 0 50)">"#), "\(svg)")
    let json = SceneJSON.string(for: scene)
    #expect(json.contains(#""layoutDirection": "rightToLeft""#) && json.contains(#""scrollPosition": 0.5"#))
  }
}
