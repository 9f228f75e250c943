import LodestarGeometry
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// The dots a renderer draws are exactly those that reach into the screen, found without visiting the others
/// (issue 32, item 12: a walkthrough of n pages drew n dots in each of its n frames).
@Suite struct WalkthroughVisibleDotsTests {
  static func pageControl(pages: Int, direction: ReadingDirection) throws -> WalkthroughPageControl {
    let parallax = try ParallaxPage()
    let pages = (0..<pages).map {
      WalkthroughPage(id: "p\($0)", title: "Page \($0)", parallax: parallax, elements: [])
    }
    let layout = WalkthroughLayout(
      pages: pages, size: Size(width: 390, height: 844), layoutDirection: direction,
      measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18))
    return try #require(layout.scene(scrollPosition: 0).pageControl)
  }

  /// Every strip, against the dots whose frames reach into it, found one by one.
  @Test(arguments: ReadingDirection.allCases, [1, 2, 3, 24, 25, 1000])
  func theIndicesAreTheDotsInTheStrip(direction: ReadingDirection, pages: Int) throws {
    let control = try Self.pageControl(pages: pages, direction: direction)
    for (minX, maxX) in [(0.0, 390.0), (-8, 0), (-7.5, 0.5), (175, 176), (183, 191), (-1e9, 1e9), (390, 391), (10, 5)] {
      let expected = control.dotFrames.indices.filter {
        control.dotFrames[$0].maxX > minX && control.dotFrames[$0].minX < maxX
      }
      let found = control.dotIndices(visibleBetween: minX, and: maxX)
      #expect(Array(found) == expected, "\(direction), \(pages) pages, \(minX)..<\(maxX): \(found)")
    }
  }

  @Test func aThousandPagesShowAboutAScreenfulOfDots() throws {
    let control = try Self.pageControl(pages: 1000, direction: .leftToRight)
    // 1,000 dots 16 points apart, centred on 195: the first dot at 195 - (999 · 16 + 8) / 2 = -7801.
    #expect(control.dotFrames.first?.minX == -7801)
    // The dot at -7801 + 16·i reaches into 0..<390 for i from 488 (x = 7; 487 ends at -1) to 511 (x = 375).
    #expect(control.dotIndices(visibleBetween: 0, and: 390) == 488..<512)
  }

  @Test func noDotsNoIndices() {
    let control = WalkthroughPageControl(
      frame: .zero, hitFrame: .zero, dotFrames: [], currentPage: 0, accessibilityLabel: "")
    #expect(control.dotIndices(visibleBetween: 0, and: 390).isEmpty)
  }
}
