import FoundationEssentials
import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
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

  /// The scene at a scroll position with the red box put back where the page gives it, sticking out of the
  /// page's right edge (the layout would stack it inside the page, as it does with a page that does not fit).
  static func sceneWithTheBoxOutside(at position: Double) throws -> WalkthroughScene {
    var scene = try layout().scene(scrollPosition: position)
    for page in scene.pages.indices {
      for element in scene.pages[page].elements.indices where scene.pages[page].elements[element].id == "box" {
        scene.pages[page].elements[element].frame = Rect(
          x: scene.pages[page].frame.minX + 120, y: 18, width: 80, height: 36)
      }
    }
    return scene
  }

  @Test func theTerminalClipsElementsToTheirPage() throws {
    let renderer = TerminalRenderer(sceneSize: Size(width: 160, height: 90))
    let canvas = renderer.canvas(for: try Self.sceneWithTheBoxOutside(at: 0))
    #expect(canvas.columns == 20 && canvas.rows == 5)
    // The box covers columns 15..<25 of rows 1..<3; the page ends at column 20.
    #expect(canvas.cell(atColumn: 16, row: 2)?.background.map { RGBAColor($0) } == Self.red)
    #expect(canvas.cell(atColumn: 19, row: 2)?.background.map { RGBAColor($0) } == Self.red)
    let text = TerminalEncoder.plainText(of: canvas)
    #expect(text.contains("[ Go ]") && !text.contains("Back"), "previous is hidden on the first page:\n\(text)")
    // Half way, the box's page ends at column 10 and the blue page begins.
    let half = renderer.canvas(for: try Self.sceneWithTheBoxOutside(at: 0.5))
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

extension WalkthroughRendererTests {
  /// Pages built in code are not checked like documents: NaN, infinite and huge numbers, empty and
  /// control-character text must still render without crashing, in every renderer and at every position.
  @Test func hostileNumbersNeverCrashARenderer() throws {
    let wild: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -5]
    var elements: [WalkthroughElement] = []
    for (index, value) in wild.enumerated() {
      elements.append(
        WalkthroughElement(
          ElementID("wild.\(index)"), tag: index, frame: Rect(x: value, y: value, width: value, height: 20),
          cornerRadius: value, fill: RGBAColor(red: value, green: 0, blue: 0, alpha: value),
          text: index % 2 == 0 ? "\u{1B}[2J\u{7}" : "", textStyle: WalkthroughTextStyle(fontSize: value),
          children: [
            WalkthroughElement(ElementID("wild.\(index).child"), frame: Rect(x: 1, y: 1, width: value, height: 1))
          ]))
    }
    let pages = try [ParallaxStyle.curve, .zoom].map { style in
      WalkthroughPage(
        id: "\(style)", title: "\u{1B}]0;title\u{7}",
        parallax: try ParallaxPage(style: style, speed: Vector(dx: 1000, dy: -1000), animatesAlpha: true),
        elements: elements.map {
          var element = $0
          element.id = ElementID("\(style).\($0.id.rawValue)")
          element.children = []
          return element
        })
    }
    for size in [Size(width: 320, height: 200), Size(width: 0, height: 0), Size(width: .nan, height: 1e9)] {
      let layout = WalkthroughLayout(
        pages: pages, size: size, measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18))
      for position in [-3, -0.5, 0, 0.37, 1, 1.5, 9, .nan, .infinity] {
        let scene = layout.scene(scrollPosition: position)
        let renderer = TerminalRenderer(sceneSize: Size(width: 320, height: 200))
        let text = TerminalEncoder.plainText(of: renderer.canvas(for: scene))
        #expect(!text.contains("\u{1B}"), "an escape reached the terminal at \(position)")
        let svg = SVGRenderer().document(for: scene).serialized()
        #expect(svg.hasPrefix("<svg ") && !svg.contains("nan") && !svg.contains("inf"))
        #expect(SceneJSON.string(for: scene).hasSuffix("}\n"))
        _ = scene.hitTest(Point(x: 10, y: 10))
      }
      let proportional = WalkthroughLayout(pages: pages, size: size, measurer: ProportionalTextMeasurer())
      #expect(SVGRenderer().document(for: proportional.scene(scrollPosition: 0.5)).serialized().hasPrefix("<svg "))
    }
  }
}
