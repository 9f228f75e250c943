import FoundationEssentials
import LodestarGeometry
import LodestarRendering
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// Issue 32, item 12: a walkthrough of n pages has n dots, and every renderer drew or wrote all of them in each
/// frame, so playing it cost n². Each renderer now draws the dots that reach into the picture, and draws them
/// as before.
@Suite struct WalkthroughManyPagesTests {
  /// `count` empty pages of `width` × 844 points, at the middle page.
  static func scene(
    pages count: Int, width: Double = 390, direction: ReadingDirection = .leftToRight
  ) throws -> WalkthroughScene {
    let still = ParallaxPage.still
    let pages = (0..<count).map { WalkthroughPage(id: "p\($0)", title: "Page \($0)", parallax: still, elements: []) }
    let layout = WalkthroughLayout(
      pages: pages, size: Size(width: width, height: 844), layoutDirection: direction,
      controls: WalkthroughControls(nextTitle: nil, previousTitle: nil, closeTitle: nil),
      measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18))
    return layout.scene(scrollPosition: Double(count / 2))
  }

  @Test(arguments: ReadingDirection.allCases)
  func theJSONHasTheDotsOnTheScreenAndTheFirstOnesPage(direction: ReadingDirection) throws {
    let scene = try Self.scene(pages: 1000, direction: direction)
    let json = SceneJSON.string(for: scene, isPretty: false)
    // The 1,000 dots are 16 points apart from x = -7801: pages 488 to 511 reach into 0..<390 (24 dots).
    #expect(json.contains("\"firstDotPage\":488"), "\(json.suffix(2000))")
    let dots = json.components(separatedBy: "\"dotFrames\":[").last?.components(separatedBy: "]").first ?? ""
    #expect(dots.components(separatedBy: "{").count - 1 == 24, "\(dots)")
  }

  @Test func theTerminalDrawsTheDotsOnTheCanvasAsBefore() throws {
    let renderer = TerminalRenderer(sceneSize: Size(width: 390, height: 844))
    // 24 pages: every dot is on the canvas, so the row is the same as when every dot was visited.
    let few = TerminalEncoder.plainText(of: renderer.canvas(for: try Self.scene(pages: 24)))
    #expect(few.contains("○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ● ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○"), "\(few)")
    // 1,000 pages at page 500: the dots of pages 488 to 511 fill the row, the current one among them.
    let many = TerminalEncoder.plainText(of: renderer.canvas(for: try Self.scene(pages: 1000)))
    let row = many.split(separator: "\n").first { $0.contains("●") } ?? ""
    #expect(row.filter { $0 == "○" }.count == 23 && row.filter { $0 == "●" }.count == 1, "\(row)")
  }

  @Test func theSVGDrawsTheDotsInThePicture() throws {
    let svg = SVGRenderer().document(for: try Self.scene(pages: 1000)).serializedBytes()
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.components(separatedBy: "<circle").count - 1 == 24)
    #expect(text.contains("aria-current=\"page\""))
  }

  /// At every width from 376 to 400 points the 25 dots reach the edges differently (the first one ends at 0.5 at
  /// 377 points, is centred on x = 0 at 384); each renderer draws exactly the dots it would draw if it visited all.
  @Test(arguments: ReadingDirection.allCases)
  func everyRendererDrawsTheDotsItWouldIfItVisitedAll(direction: ReadingDirection) throws {
    for width in stride(from: 376.0, through: 400, by: 1) {
      let scene = try Self.scene(pages: 25, width: width, direction: direction)
      let control = try #require(scene.pageControl)
      let context = "\(direction), \(width) points"
      // Terminal: a dot is drawn in the cell of its centre, when that cell is on the canvas.
      let renderer = TerminalRenderer(sceneSize: scene.size)
      let canvas = renderer.canvas(for: scene)
      let row = renderer.mapping.row(forY: control.dotFrames[0].midY)
      let expected = control.dotFrames.map { renderer.mapping.column(forX: $0.midX) }.filter {
        $0 >= 0 && $0 < canvas.columns
      }
      let drawn = (0..<canvas.columns).filter { ["○", "●"].contains(canvas.cell(atColumn: $0, row: row)?.character) }
      #expect(drawn == expected.sorted(), "\(context): terminal dots at \(drawn), expected \(expected)")
      // SVG and JSON: the dots whose frames reach into 0..<width.
      let inside = control.dotFrames.indices.filter {
        control.dotFrames[$0].maxX > 0 && control.dotFrames[$0].minX < width
      }
      let svg = String(decoding: SVGRenderer().document(for: scene).serializedBytes(), as: UTF8.self)
      #expect(svg.components(separatedBy: "<circle").count - 1 == inside.count, "\(context): SVG")
      let json = SceneJSON.string(for: scene, isPretty: false)
      #expect(json.contains("\"firstDotPage\":\(inside.first ?? 0)"), "\(context): JSON")
      let dots = json.components(separatedBy: "\"dotFrames\":[").last?.components(separatedBy: "]").first ?? ""
      #expect(dots.components(separatedBy: "{").count - 1 == inside.count, "\(context): JSON \(dots)")
    }
  }
}
