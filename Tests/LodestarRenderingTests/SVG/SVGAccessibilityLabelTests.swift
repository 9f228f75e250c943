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

/// Issue 38: the SVG coach mark's `aria-label` was built from the lines drawn, joined with spaces, so a
/// hint squeezed into a narrow coach mark read "S u p e r c a l i …" and a long one stopped where the layout
/// cut it. It is what the scene's accessibility elements say now: the title and the hint, whole.
@MainActor
@Suite struct SVGAccessibilityLabelTests {
  static let word = "Supercalifragilisticexpialidocious"

  /// The settled scene of one coach mark over a screen of `size` with one target.
  static func scene(_ mark: CoachMark, size: Size) -> TourScene {
    let screen = SceneGraph(size: size) {
      SceneElement("target", frame: Rect(x: 4, y: size.height / 2, width: 20, height: 20))
    }
    let presenter = TourPresenter(tree: screen, steps: [mark], measurer: ProportionalTextMeasurer())
    presenter.start(time: 0)
    return presenter.scene(at: 5)
  }

  static func ariaLabel(of scene: TourScene) throws -> String? {
    let svg = SVGRenderer().document(for: scene, over: []).serialized()
    let document = try XMLDocument(data: Data(svg.utf8))
    let group = try #require(
      try document.nodes(forXPath: "//*[local-name()='g'][@id='coach-mark']").first as? XMLElement)
    return group.attributes?.first { $0.name == "aria-label" || $0.localName == "aria-label" }?.stringValue
  }

  @Test func aSqueezedHintIsReadAsItsWords() throws {
    let scene = Self.scene(
      CoachMark(target: "target", title: "Hi", hint: Self.word), size: Size(width: 60, height: 400))
    let lines = try #require(scene.coachMark?.hint?.text.lineTexts)
    #expect(lines.count > 1, "the hint is broken inside the word: \(lines)")
    #expect(try Self.ariaLabel(of: scene) == "Hi. \(Self.word)")
  }

  /// A hint too long for the screen scrolls: the SVG draws the lines shown, and reads the whole hint.
  @Test func aScrollingHintIsReadWhole() throws {
    // Words that differ, so each line's text is its own.
    let words = (1...120).map { "word\($0)" }.joined(separator: " ")
    let scene = Self.scene(CoachMark(target: "target", hint: words), size: Size(width: 390, height: 160))
    let hint = try #require(scene.coachMark?.hint)
    #expect(hint.scroll != nil && hint.hasTextBelow, "the hint does not scroll: \(hint.text.lineTexts)")
    let svg = SVGRenderer().document(for: scene, over: []).serialized()
    let drawn = hint.text.lines.indices.filter { svg.contains(">\(hint.text.lines[$0].text)</text>") }
    #expect(drawn == Array(hint.visibleLines), "lines drawn: \(drawn)")
    #expect(try Self.ariaLabel(of: scene) == words)
  }

  /// The label is the scene's: whatever the scene's accessibility elements say for the title and the hint.
  @Test func theLabelIsTheScenesAccessibilityLabel() throws {
    var scene = Self.scene(
      CoachMark(target: "target", title: "Title", hint: "Hint"), size: Size(width: 390, height: 844))
    for index in scene.accessibilityElements.indices where scene.accessibilityElements[index].id == "coachMarkHint" {
      scene.accessibilityElements[index].label = "What VoiceOver reads"
    }
    #expect(try Self.ariaLabel(of: scene) == "Title. What VoiceOver reads")
  }
}
