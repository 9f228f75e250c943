import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarRendering
import LodestarScene
import LodestarText
import LodestarViewModel
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every text element of an SVG frame, measured by the measurer the scene was laid out with at the size it
/// is written in, fits the frame the layout gave it: each coach-mark line its line frame (placed by its
/// alignment, in both directions), the progress text and the skip control's title their frames.
@MainActor
@Suite struct SVGTextFitTests {
  static let measurer = ProportionalTextMeasurer()
  static let tolerance = 0.01

  /// Coach marks with text in several scripts, next-label positions and alignments, over the profile
  /// screen's name.
  static let marks: [CoachMark] = [
    CoachMark(
      target: "profile.name", title: "اسمك", hint: "هذا هو الاسم الذي يراه الناس. اضغط لتغييره.",
      nextText: "التالي"),
    CoachMark(
      target: "stats.posts", title: "你的数字", hint: "帖子、关注者和你关注的人，一目了然。点击任何一个查看详情。",
      appearance: CoachMarkAppearance(body: .standard(CoachMarkBodyStyle(nextLabelPosition: .bottomTrailing)))),
    CoachMark(
      target: "nav.edit", title: "Edit 👩‍💻 your profile", hint: "Mixed: English, العربية and 日本語 in one hint.",
      appearance: CoachMarkAppearance(
        body: .standard(
          CoachMarkBodyStyle(nextLabelPosition: .topLeading, typography: CoachMarkTypography(alignment: .center))))),
    CoachMark(
      target: "tab.inbox", hint: "Supercalifragilisticexpialidocious words never break at spaces",
      appearance: CoachMarkAppearance(
        body: .standard(
          CoachMarkBodyStyle(nextLabelPosition: .leading, typography: CoachMarkTypography(alignment: .trailing))))),
  ]

  static func scenes() -> [(String, TourScene, SceneGraph)] {
    var scenes: [(String, TourScene, SceneGraph)] = []
    for size in [Size(width: 390, height: 844), Size(width: 844, height: 390)] {
      for isRightToLeft in [false, true] {
        let screen = ProfileTourFixture.screen(size: size, isRightToLeft: isRightToLeft)
        for (index, steps) in [(0, ProfileTourFixture.steps), (1, marks)] {
          for step in steps.indices {
            let presenter = TourPresenter(
              tree: screen, steps: steps, measurer: measurer,
              options: TourPresenterOptions(layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight))
            presenter.start(at: step, time: 0)
            let name =
              "\(Int(size.width))x\(Int(size.height)) rtl \(isRightToLeft) \(index == 0 ? "tour" : "marks") step \(step + 1)"
            scenes.append((name, presenter.scene(at: 5), screen))
          }
        }
      }
    }
    return scenes
  }

  /// The horizontal extent of an SVG text element's measured box.
  static func extent(of element: XMLElement) throws -> (left: Double, width: Double) {
    let content = element.stringValue ?? ""
    let fontSize = try #require(Double(attribute("font-size", of: element) ?? ""))
    let x = try #require(Double(attribute("x", of: element) ?? ""))
    let width = measurer.width(of: content, fontSize: fontSize)
    let isRightToLeft = attribute("direction", of: element) == "rtl"
    switch attribute("text-anchor", of: element) ?? "start" {
    case "middle": return (x - width / 2, width)
    case "end": return (isRightToLeft ? x : x - width, width)
    default: return (isRightToLeft ? x - width : x, width)
    }
  }

  static func attribute(_ name: String, of element: XMLElement) -> String? {
    element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
  }

  @Test func everyTextElementFitsTheFrameTheLayoutGaveIt() throws {
    for (name, scene, screen) in Self.scenes() {
      let svg = SVGRenderer().document(for: scene, over: ScreenElementBox.boxes(of: screen)).serialized()
      let document = try XMLDocument(data: Data(svg.utf8))
      let mark = try #require(scene.coachMark, "\(name)")
      let group = try #require(
        try document.nodes(forXPath: "//*[local-name()='g'][@id='coach-mark']").first as? XMLElement, "\(name)")
      let texts = try group.nodes(forXPath: "*[local-name()='text']").compactMap { $0 as? XMLElement }
      let lines = [mark.title, mark.hint, mark.next].compactMap { $0 }.flatMap { block in
        block.text.lines.map { (block, $0) }
      }
      #expect(texts.count == lines.count, "\(name): \(texts.count) text elements for \(lines.count) lines")
      for (element, (block, line)) in zip(texts, lines) {
        #expect(element.stringValue == line.text, "\(name)")
        #expect(Self.attribute("font-family", of: element) == SVGRenderer.proportionalFontFamily, "\(name)")
        let (left, width) = try Self.extent(of: element)
        let lineLeft = block.frame.minX + line.horizontalOffset(inWidth: block.frame.width)
        #expect(
          left >= lineLeft - Self.tolerance && left + width <= lineLeft + line.width + Self.tolerance,
          "\(name): \"\(line.text)\" drawn at \(left)…\(left + width), its line frame is \(lineLeft)…\(lineLeft + line.width)"
        )
        #expect(
          left >= block.frame.minX - Self.tolerance && left + width <= block.frame.maxX + Self.tolerance,
          "\(name): \"\(line.text)\" leaves its block \(block.frame)")
      }
      if let progress = scene.progress {
        let element = try #require(
          try document.nodes(forXPath: "/*/*[local-name()='text']").compactMap { $0 as? XMLElement }
            .first { $0.stringValue == progress.text }, "\(name)")
        let (left, width) = try Self.extent(of: element)
        #expect(
          left >= progress.frame.minX - Self.tolerance && left + width <= progress.frame.maxX + Self.tolerance,
          "\(name): the progress text")
      }
      if let skip = scene.skipControl {
        let element = try #require(
          try document.nodes(forXPath: "//*[local-name()='g'][@id='skip']/*[local-name()='text']").first
            as? XMLElement, "\(name)")
        let (left, width) = try Self.extent(of: element)
        #expect(
          left >= skip.frame.minX - Self.tolerance && left + width <= skip.frame.maxX + Self.tolerance,
          "\(name): the skip control's title")
      }
    }
  }

  @Test func rightToLeftParagraphsCarryTheirDirectionAndAnchorAtTheirAlignedEdge() throws {
    let screen = ProfileTourFixture.screen(size: Size(width: 390, height: 844), isRightToLeft: true)
    let presenter = TourPresenter(
      tree: screen, steps: [Self.marks[0]], measurer: Self.measurer,
      options: TourPresenterOptions(layoutDirection: .rightToLeft))
    presenter.start(time: 0)
    let scene = presenter.scene(at: 5)
    let hint = try #require(scene.coachMark?.hint)
    #expect(hint.text.lines.allSatisfy { $0.direction == .rightToLeft && $0.alignment == .right })
    let svg = SVGRenderer().document(for: scene, over: []).serialized()
    let document = try XMLDocument(data: Data(svg.utf8))
    let texts = try document.nodes(forXPath: "//*[local-name()='g'][@id='coach-mark']/*[local-name()='text']")
      .compactMap { $0 as? XMLElement }
    let hintElements = texts.filter { element in hint.text.lines.contains { $0.text == element.stringValue } }
    #expect(hintElements.count == hint.text.lines.count)
    for element in hintElements {
      // Right-aligned in a right-to-left paragraph: `start` is the right end, at the block's right edge.
      #expect(Self.attribute("direction", of: element) == "rtl")
      #expect(Self.attribute("text-anchor", of: element) == nil)
      #expect(Double(Self.attribute("x", of: element) ?? "") == hint.frame.maxX)
    }
  }
}
