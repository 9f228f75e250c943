import LodestarGeometry
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
}
