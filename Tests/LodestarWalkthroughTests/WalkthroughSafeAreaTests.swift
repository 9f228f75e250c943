import LodestarGeometry
import LodestarHostTree
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// The layout keeps the controls and the pages' content inside the safe area it is given, and the presenter
/// keeps the safe area through later relayouts.
@Suite struct WalkthroughSafeAreaTests {
  @Test @MainActor func thePresenterKeepsTheSafeAreaThroughARelayout() throws {
    let pages = try WalkthroughFixtures.pages(.linear)
    let presenter = WalkthroughPresenter(pages: pages, size: WalkthroughFixtures.size)
    let insets = DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    presenter.resize(to: WalkthroughFixtures.size, safeAreaInsets: insets)
    presenter.setTextSize(.accessibility3)
    presenter.setLayoutDirection(.rightToLeft)
    #expect(presenter.layout.safeAreaInsets == insets)
    let scene = presenter.scene(at: 0)
    #expect(scene.safeArea == Rect(x: 0, y: 47, width: 390, height: 763))
    let close = try #require(scene.control(.close))
    #expect(close.frame.minY == 47 + 16)
    #expect(WalkthroughAudit().findings(in: scene, measurer: ProportionalTextMeasurer()) == [])
  }

  /// Hostile numbers in a page: a circle with an infinite font size, a picture so wide that its stacked scale
  /// is a denormal, a font of 10³⁰⁰ points. The layout ends, traps on nothing and keeps every element.
  @Test func hostileSizesNeitherTrapNorDropElements() throws {
    let elements = [
      WalkthroughElement(
        ElementID("circle"), frame: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20, text: "12",
        textStyle: WalkthroughTextStyle(fontSize: .infinity)),
      WalkthroughElement(ElementID("wide"), frame: Rect(x: 0, y: 900, width: 1e308, height: 1e308), fill: .black),
      WalkthroughElement(
        ElementID("text"), frame: Rect(x: 0, y: 50, width: 100, height: 20), text: "Hello",
        textStyle: WalkthroughTextStyle(fontSize: 1e300)),
    ]
    let pages = [
      WalkthroughPage(id: "page", title: "Page", parallax: try ParallaxPage(style: .linear), elements: elements)
    ]
    for textSize in [TextSizeCategory.large, .accessibility5] {
      let layout = WalkthroughLayout(pages: pages, size: Size(width: 320, height: 568), textSize: textSize)
      #expect(layout.scene(scrollPosition: 0).pages.first?.elements.count == 3)
    }
  }
}
