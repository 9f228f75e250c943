import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// A walkthrough speaks and draws in the app's words: the standard control titles and the page position come
/// from ``TourStrings``; the app's own titles stay as they are.
@MainActor
@Suite struct WalkthroughStringsTests {
  static let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)

  static let french: TourStrings = {
    var strings = TourStrings()
    strings.next = "Suivant"
    strings.previous = "Précédent"
    strings.close = "Fermer"
    strings.pagePosition = { page, count in "Page \(page) sur \(count)" }
    return strings
  }()

  static func layout(
    controls: WalkthroughControls = WalkthroughControls(), strings: TourStrings = french,
    direction: ReadingDirection = .leftToRight
  ) throws -> WalkthroughLayout {
    WalkthroughLayout(
      pages: try WalkthroughFixtures.pages(.linear), size: WalkthroughFixtures.size, layoutDirection: direction,
      controls: controls, measurer: measurer, strings: strings)
  }

  @Test(arguments: ReadingDirection.allCases)
  func theStandardTitlesAndThePagePositionAreTheStringsWords(direction: ReadingDirection) throws {
    let scene = try Self.layout(direction: direction).scene(scrollPosition: 1)
    #expect(scene.control(.next)?.title == "Suivant")
    #expect(scene.control(.previous)?.title == "Précédent")
    #expect(scene.control(.close)?.title == "Fermer")
    let labels = scene.accessibilityElements.map(\.label)
    #expect(labels.contains("Page 2 sur 3"))
    #expect(labels.contains("Suivant") && labels.contains("Précédent") && labels.contains("Fermer"))
    // The control is as wide as its words: "Précédent" is wider than "Previous".
    let english = try Self.layout(strings: TourStrings(), direction: direction).scene(scrollPosition: 1)
    let width = try #require(scene.control(.previous)).frame.width
    #expect(width == (try #require(english.control(.previous)).frame.width) + 8)
  }

  @Test func theAppsOwnTitlesStay() throws {
    let controls = WalkthroughControls(nextTitle: "Onward", previousTitle: nil, closeTitle: "Close")
    let scene = try Self.layout(controls: controls).scene(scrollPosition: 0)
    #expect(scene.control(.next)?.title == "Onward")
    #expect(scene.control(.previous) == nil)
    // "Close" is the standard title: drawn in the strings' words.
    #expect(scene.control(.close)?.title == "Fermer")
  }

  @Test func theFirstAndLastPagesCountFromOne() throws {
    let layout = try Self.layout()
    let first = layout.scene(scrollPosition: 0).accessibilityElements.first { $0.role == .adjustable }
    let last = layout.scene(scrollPosition: 2).accessibilityElements.first { $0.role == .adjustable }
    #expect(first?.label == "Page 1 sur 3")
    #expect(last?.label == "Page 3 sur 3")
  }

  @Test func newStringsOnThePresenterKeepThePage() throws {
    let presenter = WalkthroughPresenter(
      pages: try WalkthroughFixtures.pages(.linear), size: WalkthroughFixtures.size, measurer: Self.measurer)
    presenter.next(time: 0)
    let before = presenter.scene(at: 10)
    #expect(before.control(.next)?.title == "Next")
    presenter.strings = Self.french
    let after = presenter.scene(at: 11)
    #expect(after.currentPage == before.currentPage && after.currentPage == 1)
    #expect(after.control(.next)?.title == "Suivant")
    #expect(after.accessibilityElements.contains { $0.label == "Page 2 sur 3" })
  }
}
