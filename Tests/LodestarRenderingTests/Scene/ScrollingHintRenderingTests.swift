import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarJSON
import LodestarRendering
import LodestarScene
import LodestarText
import LodestarViewModel
import Testing

/// Issue 34: a hint too long for the screen scrolls, and each renderer shows it: the lines shown, and that
/// more text follows (▲ and ▼ in the terminal, triangles in the SVG, `"scroll"` in the JSON).
@MainActor
@Suite struct ScrollingHintRenderingTests {
  /// Words that differ, so each line's text is its own.
  static let words = (1...120).map { "word\($0)" }.joined(separator: " ")

  static func presenter(direction: ReadingDirection = .leftToRight) -> TourPresenter<SceneGraph> {
    let size = Size(width: 390, height: 160)
    let screen = SceneGraph(size: size) {
      SceneElement("target", frame: Rect(x: 4, y: size.height / 2, width: 20, height: 20))
    }
    let presenter = TourPresenter(
      tree: screen, steps: [CoachMark(target: "target", hint: words)], measurer: ProportionalTextMeasurer(),
      options: TourPresenterOptions(layoutDirection: direction))
    presenter.start(time: 0)
    return presenter
  }

  /// The characters of the terminal's frame, row by row.
  static func terminalRows(_ scene: TourScene) -> [String] {
    let canvas = TerminalRenderer(sceneSize: scene.size).canvas(for: scene, over: [])
    return (0..<canvas.rows).map { row in
      String((0..<canvas.columns).compactMap { canvas.cell(atColumn: $0, row: row)?.character })
    }
  }

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func theTerminalShowsWhichWayMoreTextIs(direction: ReadingDirection) throws {
    let presenter = Self.presenter(direction: direction)
    let top = presenter.scene(at: 5)
    let hint = try #require(top.coachMark?.hint)
    #expect(hint.scroll != nil && hint.hasTextBelow)
    // The coach mark's own arrow may be a ▲ or ▼ too: the hint's marks are counted against the first frame.
    func count(_ glyph: Character, _ scene: TourScene) -> Int {
      Self.terminalRows(scene).joined().filter { $0 == glyph }.count
    }
    let (up, down) = (count("▲", top), count("▼", top))
    #expect(down >= 1, "\(Self.terminalRows(top).joined(separator: "\n"))")
    #expect(presenter.scrollHint(byLines: 1))
    let middle = presenter.scene(at: 5.1)
    #expect(count("▲", middle) == up + 1 && count("▼", middle) == down)
    #expect(presenter.scrollHint(byLines: .max))
    let bottom = presenter.scene(at: 5.2)
    #expect(count("▲", bottom) == up + 1 && count("▼", bottom) == down - 1)
  }

  /// The number of paths in an SVG: the overlay, the arrow and its outline, and one per triangle.
  static func pathCount(_ svg: String) -> Int { svg.components(separatedBy: "<path").count - 1 }

  @Test func theSVGDrawsATriangleForEachSideWithMoreTextAndTheLinesShown() throws {
    let presenter = Self.presenter()
    let top = SVGRenderer().document(for: presenter.scene(at: 5), over: []).serialized()
    #expect(presenter.scrollHint(byLines: 1))
    let scene = presenter.scene(at: 5.1)
    let middle = SVGRenderer().document(for: scene, over: []).serialized()
    #expect(presenter.scrollHint(byLines: .max))
    let bottom = SVGRenderer().document(for: presenter.scene(at: 5.2), over: []).serialized()
    #expect(Self.pathCount(middle) == Self.pathCount(top) + 1)
    #expect(Self.pathCount(bottom) == Self.pathCount(top))
    let hint = try #require(scene.coachMark?.hint)
    let drawn = hint.text.lines.indices.filter { middle.contains(">\(hint.text.lines[$0].text)</text>") }
    #expect(drawn == Array(hint.visibleLines))
    #expect(hint.visibleLines.lowerBound == 1)
  }

  @Test func theJSONSaysWhichLinesShowAndHowFarItScrolled() throws {
    let presenter = Self.presenter()
    #expect(presenter.scrollHint(byLines: 2))
    let scene = presenter.scene(at: 5)
    let hint = try #require(scene.coachMark?.hint)
    let text = SceneJSON.string(for: scene, isPretty: false)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let mark = try #require(object["coachMark"] as? [String: Any])
    let json = try #require(mark["hint"] as? [String: Any])
    let scroll = try #require(json["scroll"] as? [String: Any])
    #expect(scroll["firstVisibleLine"] as? Int == 2)
    #expect(scroll["visibleLineCount"] as? Int == hint.visibleLines.count)
    #expect(scroll["offset"] as? Double == 2 * hint.text.lineHeight)
    #expect(scroll["contentHeight"] as? Double == hint.contentHeight)
    #expect(scroll["visibleHeight"] as? Double == hint.visibleHeight)
    #expect((json["lines"] as? [Any])?.count == hint.text.lines.count)
    // A hint that shows every line has no "scroll".
    let short = TourPresenter(
      tree: SceneGraph(size: Size(width: 390, height: 844)) {
        SceneElement("target", frame: Rect(x: 4, y: 400, width: 20, height: 20))
      }, steps: [CoachMark(target: "target", hint: "Short.")], measurer: ProportionalTextMeasurer())
    short.start(time: 0)
    let shortText = SceneJSON.string(for: short.scene(at: 5), isPretty: false)
    #expect(!shortText.contains("\"scroll\""))
  }
}
