import Lodestar
import Testing

// The snippets of the DocC article "Coming from BWWalkthrough" (Lodestar.docc/ComingFromBWWalkthrough.md).
// `Scripts/docs --check` verifies that the code between each pair of snippet markers is exactly the article's
// block of the same name.

// snippet bwwalkthrough-delegate begins
/// BWWalkthroughViewControllerDelegate, with `Prev` spelled out; every method is optional.
@MainActor
final class OnboardingDelegate: WalkthroughControllerDelegate {
  var pages: [Int] = []
  var closed = false

  func walkthroughPageDidChange(_ page: Int) { pages.append(page) }
  func walkthroughCloseButtonPressed() { closed = true }  // the host dismisses the walkthrough
}
// snippet bwwalkthrough-delegate ends

@MainActor
@Suite struct BWWalkthroughMigrationTests {
  @Test func pagesParallaxControlsAndTheDelegate() throws {
    // snippet bwwalkthrough-pages begins
    // A page (BWWalkthroughPageViewController) with animationType "Linear", speed {0,1}, speedVariance {0,2}
    // and staticTags "1": the tagged logo stays, the text moves.
    func page(_ id: String, _ title: String) throws -> WalkthroughPage {
      WalkthroughPage(
        id: id, title: title,
        parallax: try ParallaxPage(style: .linear, speed: Vector(dx: 0, dy: 1), speedVariance: Vector(dx: 0, dy: 2)),
        staticTags: [1],
        elements: [
          WalkthroughElement(ElementID("\(id).logo"), tag: 1, frame: Rect(x: 145, y: 200, width: 100, height: 100)),
          WalkthroughElement(ElementID("\(id).text"), frame: Rect(x: 40, y: 340, width: 310, height: 60), text: title),
        ])
    }
    // The master (BWWalkthroughViewController) with its next, prev and close buttons and page control.
    let presenter = WalkthroughPresenter(
      pages: [try page("welcome", "Welcome"), try page("sync", "Sync"), try page("share", "Share")],
      size: Size(width: 390, height: 844),
      controls: WalkthroughControls(nextTitle: "Next", previousTitle: "Back", closeTitle: "Close"))
    let delegate = OnboardingDelegate()
    presenter.controller.delegate = delegate  // walkthrough.delegate = self

    presenter.next(time: 0)  // nextPage()
    let moving = presenter.scene(at: 0.1)  // draw presenter.scene(at:) every frame
    let settled = presenter.scene(at: 5)  // the scroll has settled: walkthroughPageDidChange(1)
    if let close = settled.control(.close) {
      presenter.tap(at: close.frame.center, time: 5)  // the close button: walkthroughCloseButtonPressed()
    }
    // snippet bwwalkthrough-pages ends
    #expect(moving.isScrolling && !settled.isScrolling)
    #expect(delegate.pages == [1] && delegate.closed)
    #expect(settled.currentPage == 1 && settled.pageCount == 3)
    // The page offset a custom animation reads (BWWalkthroughPage's walkthroughDidScroll(position:offset:)).
    // At 1.25 pages: page i's offset is 1.25 + 1 - i; page 0 (2.25) is off screen.
    let pages = presenter.scene(ofPage: 1, offset: 0.25).pages
    #expect(pages.map(\.index) == [1, 2] && pages.map(\.offset) == [1.25, 0.25])
  }
}
