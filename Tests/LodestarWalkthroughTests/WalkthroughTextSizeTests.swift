import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// The walkthrough follows the reader's text size: text along its style's curve, controls with their titles,
/// and the reflow rule of ``WalkthroughLayout``.
@Suite struct WalkthroughTextSizeTests {
  /// One cell of 8 points per character and 18-point lines, whatever the font size.
  static let cells = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)

  static func page(_ elements: [WalkthroughElement]) throws -> [WalkthroughPage] {
    [
      WalkthroughPage(
        id: "page", title: "Page", parallax: try ParallaxPage(style: .linear), elements: elements)
    ]
  }

  /// The frames of page 0's elements at rest, by identifier.
  static func frames(_ layout: WalkthroughLayout) -> [String: Rect] {
    let scene = layout.scene(scrollPosition: 0)
    return Dictionary(uniqueKeysWithValues: scene.pages[0].elements.map { ($0.id.rawValue, $0.frame) })
  }

  @Test func theDefaultSizeKeepsTheLayoutThePagesGive() throws {
    let pages = try WalkthroughFixtures.pages(.linear)
    let implicit = WalkthroughLayout(pages: pages, size: WalkthroughFixtures.size)
    let large = WalkthroughLayout(pages: pages, size: WalkthroughFixtures.size, textSize: .large)
    #expect(implicit == large)
    #expect(implicit.textSize == .large)
    #expect(implicit.clippedElements.isEmpty)
    // The old layout: every frame as the page gives it (a child at its parent's origin), every font size the
    // element's own, controls 32 points high with 15-point titles.
    for page in 0..<3 {
      let scene = large.scene(scrollPosition: Double(page))
      let shown = try #require(scene.pages.first { $0.index == page })
      let expected: [String: Rect] = [
        "p\(page).title": Rect(x: 40, y: 100, width: 310, height: 40),
        "p\(page).badge": Rect(x: 20, y: 20, width: 60, height: 30),
        "p\(page).image": Rect(x: 95, y: 200, width: 200, height: 200),
        "p\(page).caption": Rect(x: 105, y: 360, width: 180, height: 30),
        "p\(page).body": Rect(x: 40, y: 450, width: 310, height: 80),
      ]
      #expect(shown.elements.count == expected.count)
      for element in shown.elements {
        #expect(element.frame == expected[element.id.rawValue], "\(element.id.rawValue)")
        #expect(element.fontSize == 17, "\(element.id.rawValue)")
      }
      for control in scene.controls {
        #expect(control.fontSize == 15)
        #expect(control.frame.height == 32)
      }
      #expect(scene.pageControl?.frame.height == 32)
    }
  }

  @Test func fontSizesAtAccessibility5FollowTheStyleCurves() throws {
    let elements = [
      WalkthroughElement(
        ElementID("heading"), frame: Rect(x: 0, y: 0, width: 390, height: 10), text: "Heading",
        textStyle: WalkthroughTextStyle(fontSize: 28, isHeading: true)),
      WalkthroughElement(
        ElementID("smallHeading"), frame: Rect(x: 0, y: 100, width: 390, height: 10), text: "Heading",
        textStyle: WalkthroughTextStyle(fontSize: 14, isHeading: true)),
      WalkthroughElement(
        ElementID("body"), frame: Rect(x: 0, y: 200, width: 390, height: 10), text: "Body",
        textStyle: WalkthroughTextStyle(fontSize: 17)),
      WalkthroughElement(
        ElementID("largeBody"), frame: Rect(x: 0, y: 300, width: 390, height: 10), text: "Body",
        textStyle: WalkthroughTextStyle(fontSize: 34)),
    ]
    let layout = WalkthroughLayout(
      pages: try Self.page(elements), size: WalkthroughFixtures.size, textSize: .accessibility5, measurer: Self.cells)
    let scene = layout.scene(scrollPosition: 0)
    let sizes = Dictionary(uniqueKeysWithValues: scene.pages[0].elements.map { ($0.id.rawValue, $0.fontSize) })
    // Title 1 is 28 points at Large and 58 at AX5; Body 17 and 53; Subheadline 15 and 49.
    #expect(sizes["heading"] == 58)
    #expect(sizes["smallHeading"] == 29)
    #expect(sizes["body"] == 53)
    #expect(sizes["largeBody"] == 106)
    for control in scene.controls {
      #expect(control.fontSize == 49)
      #expect(control.frame.height == 32.0 * 49 / 15)
    }
    #expect(WalkthroughLayout.controlFontSize(at: .accessibility5) == 49)
    #expect(WalkthroughLayout.controlFontSize(at: .large) == 15)
  }

  @Test func anElementExactlyAsTallAsItsTextKeepsItsFrame() throws {
    let elements = [
      WalkthroughElement(ElementID("fits"), frame: Rect(x: 0, y: 100, width: 390, height: 18), text: "A"),
      WalkthroughElement(ElementID("below"), frame: Rect(x: 0, y: 118, width: 390, height: 10)),
    ]
    let frames = Self.frames(
      WalkthroughLayout(pages: try Self.page(elements), size: WalkthroughFixtures.size, measurer: Self.cells))
    #expect(frames["fits"] == Rect(x: 0, y: 100, width: 390, height: 18))
    #expect(frames["below"] == Rect(x: 0, y: 118, width: 390, height: 10))
  }

  @Test func anElementOnePointShorterGrowsAndMovesWhatStartsAtItsOldBottom() throws {
    let elements = [
      WalkthroughElement(ElementID("beside"), frame: Rect(x: 200, y: 116, width: 100, height: 10)),
      WalkthroughElement(ElementID("grows"), frame: Rect(x: 0, y: 100, width: 390, height: 17), text: "A"),
      WalkthroughElement(ElementID("atBottom"), frame: Rect(x: 0, y: 117, width: 390, height: 17), text: "B"),
      WalkthroughElement(ElementID("further"), frame: Rect(x: 0, y: 134, width: 390, height: 10)),
    ]
    let frames = Self.frames(
      WalkthroughLayout(pages: try Self.page(elements), size: WalkthroughFixtures.size, measurer: Self.cells))
    #expect(frames["grows"] == Rect(x: 0, y: 100, width: 390, height: 18))
    // One point above the old bottom (117): it stays.
    #expect(frames["beside"] == Rect(x: 200, y: 116, width: 100, height: 10))
    // At the old bottom: it moves by the growth (1), then grows itself by 1.
    #expect(frames["atBottom"] == Rect(x: 0, y: 118, width: 390, height: 18))
    // Below both: moved by both growths, in order.
    #expect(frames["further"] == Rect(x: 0, y: 136, width: 390, height: 10))
  }

  @Test func contentPushedPastTheBottomIsStackedAndWhatFitsNowhereIsReportedAsClipped() throws {
    func elements(_ text: String) -> [WalkthroughElement] {
      [
        WalkthroughElement(ElementID("long"), frame: Rect(x: 0, y: 700, width: 390, height: 40), text: text),
        WalkthroughElement(ElementID("after"), frame: Rect(x: 0, y: 760, width: 390, height: 40)),
      ]
    }
    // At AX5 the text would run past the bottom: the page is stacked between the controls instead.
    let pages = try Self.page(elements("A body that takes several lines at the largest text size"))
    for textSize in [TextSizeCategory.large, .accessibility5] {
      let layout = WalkthroughLayout(pages: pages, size: WalkthroughFixtures.size, textSize: textSize)
      #expect(layout.clippedElements.isEmpty, "\(textSize)")
    }
    // Cells keep their size whatever the font size, so a text of 45 rows fits no factor: the page clips it.
    let endless = try Self.page(elements(String(repeating: "word ", count: 400)))
    let clipped = WalkthroughLayout(pages: endless, size: WalkthroughFixtures.size, measurer: Self.cells)
    #expect(clipped.clippedElements.map(\.id.rawValue) == ["long", "after"])
    #expect(clipped.clippedElements.allSatisfy { $0.page == 0 && $0.frame.maxY > 844 })
  }

  @Test(arguments: [TextSizeCategory.large, .accessibility1, .accessibility5])
  func rightToLeftMirrorsTheLeftToRightLayout(textSize: TextSizeCategory) throws {
    let pages = try WalkthroughFixtures.pages(.linear)
    let leftToRight = Self.frames(
      WalkthroughLayout(pages: pages, size: WalkthroughFixtures.size, textSize: textSize))
    let rightToLeft = Self.frames(
      WalkthroughLayout(
        pages: pages, size: WalkthroughFixtures.size, layoutDirection: .rightToLeft, textSize: textSize))
    #expect(leftToRight.count == rightToLeft.count)
    for (id, frame) in leftToRight {
      let mirrored = Rect(x: 390 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
      #expect(rightToLeft[id] == mirrored, "\(id) at \(textSize)")
    }
  }

  @Test(arguments: TextSizeCategory.allCases)
  func hitFramesStayAtLeast44Points(textSize: TextSizeCategory) throws {
    let layout = WalkthroughLayout(
      pages: try WalkthroughFixtures.pages(.linear), size: WalkthroughFixtures.size, textSize: textSize)
    let scene = layout.scene(scrollPosition: 1)
    #expect(scene.controls.count == 3)
    for control in scene.controls {
      #expect(control.hitFrame.width >= 44 && control.hitFrame.height >= 44, "\(control.kind) at \(textSize)")
      #expect(control.hitFrame.contains(control.frame), "\(control.kind) at \(textSize)")
    }
    let pageControl = try #require(scene.pageControl)
    #expect(pageControl.hitFrame.width >= 44 && pageControl.hitFrame.height >= 44)
  }

  @Test @MainActor func thePresenterLaysOutAgainForAnotherTextSize() throws {
    let pages = try WalkthroughFixtures.pages(.linear)
    let presenter = WalkthroughPresenter(pages: pages, size: WalkthroughFixtures.size, textSize: .accessibility2)
    #expect(presenter.textSize == .accessibility2)
    try presenter.show(page: 1, time: 0, animated: false)
    presenter.setTextSize(.xSmall)
    #expect(presenter.textSize == .xSmall)
    #expect(presenter.page == 1)
    let scene = presenter.scene(at: 1)
    #expect(scene.currentPage == 1)
    let expected = WalkthroughLayout(pages: pages, size: WalkthroughFixtures.size, textSize: .xSmall)
      .scene(scrollPosition: 1, currentPage: 1)
    #expect(scene.pages == expected.pages)
    #expect(scene.controls == expected.controls)
    presenter.resize(to: Size(width: 320, height: 568))
    #expect(presenter.textSize == .xSmall)
    presenter.setLayoutDirection(.rightToLeft)
    #expect(presenter.textSize == .xSmall)
  }
}
