import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// The page control, next, previous and close follow the page, left to right and right to left.
@Suite struct WalkthroughControlsTests {
  static let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)

  static func layout(_ direction: ReadingDirection) throws -> WalkthroughLayout {
    WalkthroughLayout(
      pages: try WalkthroughFixtures.pages(.linear), size: WalkthroughFixtures.size, layoutDirection: direction,
      measurer: measurer)
  }

  @Test(arguments: ReadingDirection.allCases)
  func controlsFollowThePage(direction: ReadingDirection) throws {
    let layout = try Self.layout(direction)
    let isRightToLeft = direction == .rightToLeft
    for page in 0..<3 {
      let scene = layout.scene(scrollPosition: Double(page))
      let context = "\(direction) page \(page)"
      #expect(scene.currentPage == page, "\(context)")
      let next = try #require(scene.control(.next))
      let previous = try #require(scene.control(.previous))
      let close = try #require(scene.control(.close))
      // BWWalkthrough hides next on the last page and previous on the first.
      #expect(next.isHidden == (page == 2), "\(context)")
      #expect(previous.isHidden == (page == 0), "\(context)")
      #expect(!close.isHidden, "\(context)")
      // "Next" is 4 cells of 8 points plus 24: 56 wide, 32 high, 16 points from the trailing and bottom edges.
      let nextX = isRightToLeft ? 16.0 : 390 - 16 - 56
      #expect(next.frame == Rect(x: nextX, y: 844 - 48, width: 56, height: 32), "\(context)")
      let previousX = isRightToLeft ? 390 - 16 - 88.0 : 16
      #expect(previous.frame == Rect(x: previousX, y: 844 - 48, width: 88, height: 32), "\(context)")
      let closeX = isRightToLeft ? 16.0 : 390 - 16 - 64
      #expect(close.frame == Rect(x: closeX, y: 16, width: 64, height: 32), "\(context)")
      for control in scene.controls {
        #expect(control.hitFrame.width >= 44 && control.hitFrame.height >= 44, "\(context) \(control.kind)")
        #expect(control.hitFrame.center == control.frame.center)
      }
      let pageControl = try #require(scene.pageControl)
      #expect(pageControl.currentPage == page)
      #expect(pageControl.hitFrame.height >= 44 && pageControl.hitFrame.width >= 44)
      // Three 8-point dots 16 points apart, 40 points in all, centred: from 175 left to right; right to left,
      // the first page's dot is on the right.
      let xs = pageControl.dotFrames.map(\.minX)
      #expect(xs == (isRightToLeft ? [207, 191, 175] : [175, 191, 207]), "\(context): \(xs)")
      #expect(pageControl.accessibilityLabel == "Page \(page + 1) of 3")
    }
  }

  @Test(arguments: ReadingDirection.allCases)
  func accessibilityReadsThePagePositionAndTheVisibleControls(direction: ReadingDirection) throws {
    let scene = try Self.layout(direction).scene(scrollPosition: 1)
    #expect(
      scene.accessibilityElements.map(\.id) == [
        "walkthrough.close", "p1.title", "p1.image", "p1.body", "walkthrough.previous", "walkthrough.pageControl",
        "walkthrough.next",
      ])
    let pageControl = try #require(scene.accessibilityElements.first { $0.id == "walkthrough.pageControl" })
    #expect(pageControl.label == "Page 2 of 3" && pageControl.role == .adjustable)
    #expect(scene.accessibilityElements[1].role == .header && scene.accessibilityElements[1].label == "Title 1")
    #expect(scene.accessibilityElements[2].label == "Picture 1")
    let first = try Self.layout(direction).scene(scrollPosition: 0).accessibilityElements.map(\.id)
    #expect(!first.contains("walkthrough.previous") && first.contains("walkthrough.next"))
    let last = try Self.layout(direction).scene(scrollPosition: 2).accessibilityElements
    #expect(!last.map(\.id).contains("walkthrough.next"))
    #expect(last.first { $0.role == .adjustable }?.label == "Page 3 of 3")
  }

  @Test(arguments: ReadingDirection.allCases)
  func hitTestingFindsVisibleControlsThenThePageControlThenThePage(direction: ReadingDirection) throws {
    let layout = try Self.layout(direction)
    let middle = layout.scene(scrollPosition: 1)
    for kind in WalkthroughControlKind.allCases {
      let control = try #require(middle.control(kind))
      #expect(middle.hitTest(control.frame.center) == .control(kind), "\(direction) \(kind)")
      // The hit area reaches beyond the 32-point frame: 6 points above it still hits.
      #expect(middle.hitTest(Point(x: control.frame.midX, y: control.frame.minY - 5)) == .control(kind))
    }
    let dots = try #require(middle.pageControl).dotFrames
    // Tapping the trailing side of the current dot goes on, the leading side back (mirrored right to left).
    let trailing = Point(x: dots[1].midX + (direction == .rightToLeft ? -6 : 6), y: dots[1].midY)
    let leading = Point(x: dots[1].midX + (direction == .rightToLeft ? 6 : -6), y: dots[1].midY)
    #expect(middle.hitTest(trailing) == .pageControl(page: 2))
    #expect(middle.hitTest(leading) == .pageControl(page: 0))
    #expect(middle.hitTest(Point(x: 195, y: 400)) == .page(1))
    #expect(middle.hitTest(Point(x: -1, y: 400)) == nil)
    #expect(middle.hitTest(Point(x: .nan, y: 400)) == nil)
    // On the last page next is hidden: its place is the page (or the page control's hit area).
    let last = layout.scene(scrollPosition: 2)
    let hiddenNext = try #require(last.control(.next))
    #expect(last.hitTest(hiddenNext.frame.center) == .page(2))
    #expect(last.hitTest(Point(x: dots[2].midX, y: dots[2].midY)) == .pageControl(page: 2))
    // While scrolling, the page under the point is the one hit.
    let scrolling = layout.scene(scrollPosition: 0.5)
    let left = direction == .rightToLeft ? 1 : 0
    #expect(scrolling.hitTest(Point(x: 100, y: 400)) == .page(left))
  }

  @Test func controlsCanBeLeftOut() throws {
    let layout = WalkthroughLayout(
      pages: try WalkthroughFixtures.pages(.zoom), size: WalkthroughFixtures.size,
      controls: WalkthroughControls(nextTitle: nil, previousTitle: "Back", closeTitle: nil, showsPageControl: false))
    let scene = layout.scene(scrollPosition: 1)
    #expect(scene.controls.map(\.kind) == [.previous] && scene.pageControl == nil)
    #expect(scene.control(.previous)?.title == "Back")
    #expect(!scene.accessibilityElements.contains { $0.role == .adjustable })
  }
}
