import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// A walkthrough scene becomes one display list: each page on screen (its background, then its elements,
/// clipped to the page), the visible controls, the page control's dots in the picture, and the hit regions.
@MainActor
@Suite struct WalkthroughDisplayListTests {
  static func scene(page: Int, offset: Double, _ direction: ReadingDirection = .leftToRight) throws
    -> WalkthroughScene
  {
    let (presenter, _) = try WalkthroughPresenterTests.presenter(direction)
    return presenter.scene(ofPage: page, offset: offset)
  }

  @Test func everyPageIsItsBackgroundThenItsElementsClippedToThePage() throws {
    let scene = try Self.scene(page: 1, offset: 0.5)
    #expect(scene.pages.count == 2)
    let items = scene.displayList().items
    let pages = items.filter { $0.part == .walkthroughPage }
    #expect(pages.map(\.identifier) == scene.pages.map(\.id))
    #expect(pages.map(\.label) == scene.pages.map(\.title))
    for page in scene.pages {
      let start = try #require(items.firstIndex { $0.part == .walkthroughPage && $0.identifier == page.id })
      #expect(items[start].primitive == .roundedRectangle(DisplayRectangle(frame: page.frame, fill: page.background)))
      let elements = items[(start + 1)...].prefix { $0.part == .walkthroughElement }
      #expect(elements.allSatisfy { $0.clip == page.frame })
      // Each element's items carry its transform and opacity, in the page's depth-first order.
      var seen: [String] = []
      for item in elements where seen.last != item.identifier { seen.append(item.identifier ?? "") }
      #expect(seen == page.elements.filter { $0.fill != nil || $0.text != nil }.map(\.id.rawValue))
      for element in page.elements {
        for item in elements where item.identifier == element.id.rawValue {
          #expect(item.transform == element.transform && item.opacity == element.opacity.value)
        }
      }
    }
  }

  @Test func textLinesKeepTheirParagraphsDirectionAndTheListTheWalkthroughs() throws {
    for direction in ReadingDirection.allCases {
      let scene = try Self.scene(page: 0, offset: 1, direction)
      let list = scene.displayList()
      let lines = list.items.compactMap { item -> DisplayTextLine? in
        guard item.part == .walkthroughElement, case .text(let line) = item.primitive else { return nil }
        return line
      }
      let paragraphs = scene.pages.flatMap(\.elements).compactMap(\.text).flatMap(\.lines)
      #expect(!lines.isEmpty && lines.map(\.direction) == paragraphs.map(\.direction))
      #expect(list.layoutDirection == direction)
    }
  }

  @Test func onlyVisibleControlsAndTheDotsInThePictureAreListed() throws {
    let scene = try Self.scene(page: 0, offset: 1)
    let list = scene.displayList()
    let visible = scene.controls.filter { !$0.isHidden }
    #expect(list.items(drawing: .walkthroughControl).map(\.label) == visible.map(\.title))
    #expect(list.items(drawing: .walkthroughControlTitle).count == visible.count)
    let pageControl = try #require(scene.pageControl)
    let dots = pageControl.dotIndices(visibleBetween: 0, and: scene.size.width)
    #expect(list.items(drawing: .currentPageIndicator).count == 1)
    #expect(
      list.items(drawing: .pageIndicator).count + list.items(drawing: .currentPageIndicator).count == dots.count)
    #expect(list.items(drawing: .currentPageIndicator).first?.identifier == String(pageControl.currentPage))
    // The hit regions: a visible control's hit frame each, and the page control's.
    #expect(list.hitRegions.count == visible.count + 1)
    #expect(list.hitRegions.last == DisplayHitRegion(frame: pageControl.hitFrame, control: .pageControl))
    for (region, control) in zip(list.hitRegions, visible) { #expect(region.frame == control.hitFrame) }
  }

  @Test func thePalettesColoursPaintTheControlsAndTheDots() throws {
    let palette = DisplayPalette(
      controlFill: .black, controlTitle: .white, pageIndicator: RGBAColor(white: 0.3),
      currentPageIndicator: RGBAColor(white: 0.7))
    let list = try Self.scene(page: 0, offset: 1).displayList(palette: palette)
    for item in list.items(drawing: .walkthroughControl) {
      guard case .roundedRectangle(let background) = item.primitive else { continue }
      #expect(background.fill == .black)
    }
    for item in list.items(drawing: .currentPageIndicator) {
      guard case .roundedRectangle(let dot) = item.primitive else { continue }
      #expect(dot.fill == RGBAColor(white: 0.7) && dot.cornerRadius == dot.frame.width / 2)
    }
  }
}
