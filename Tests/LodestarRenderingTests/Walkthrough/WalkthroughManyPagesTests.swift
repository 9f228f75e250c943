import LodestarGeometry
import LodestarRendering
import LodestarTimeline
import LodestarViewModel
import Testing

/// Issue 32, item 12: a walkthrough of n pages has n dots, and every renderer drew or wrote all of them in each
/// frame, so playing it cost n². Each renderer now draws the dots that reach into the picture, and draws them
/// as before.
@Suite struct WalkthroughManyPagesTests {
  /// `count` empty 390 × 844 pages, at the middle page.
  static func scene(pages count: Int, direction: ReadingDirection = .leftToRight) throws -> WalkthroughScene {
    let still = ParallaxPage.still
    let pages = (0..<count).map { WalkthroughPage(id: "p\($0)", title: "Page \($0)", parallax: still, elements: []) }
    let layout = WalkthroughLayout(
      pages: pages, size: Size(width: 390, height: 844), layoutDirection: direction,
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
}
