#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarTimeline
  import LodestarWalkthrough
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// The paged walkthrough view: the scene's lines as labels, drags and taps through the presenter.
  @MainActor
  @Suite struct WalkthroughPagesViewTests {
    static func pages() throws -> [WalkthroughPage] {
      let parallax = try ParallaxPage(style: .linear)
      return (0..<3).map { page in
        WalkthroughPage(
          id: "page\(page)", title: "Page \(page)", parallax: parallax,
          elements: [
            WalkthroughElement(
              ElementID("p\(page).title"), frame: Rect(x: 40, y: 100, width: 310, height: 40), text: "Title \(page)")
          ])
      }
    }

    @MainActor final class Stage {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let view: WalkthroughPagesView
      var time = 0.0

      init() throws {
        view = WalkthroughPagesView(pages: try WalkthroughPagesViewTests.pages())
        view.frame = window.bounds
        window.addSubview(view)
      }

      func frames(for seconds: Double) throws {
        let link = try #require(view.displayLink)
        let target = try #require(link.recordedTarget as? DisplayLinkTarget)
        let end = time + seconds
        while time < end {
          time += 1.0 / 30
          link.simulateFrame(at: time)
          target.step(link)
        }
      }

      func touch(_ phase: (Set<UITouch>, UIEvent?) -> Void, at x: Double) {
        phase([UITouch(simulatedAt: CGPoint(x: x, y: 400), in: view, timestamp: time)], nil)
      }
    }

    /// The visible labels' texts, back to front.
    static func texts(_ view: WalkthroughPagesView) -> [String] {
      view.renderer.labels.filter { !$0.isHidden }.sorted { $0.layer.zPosition < $1.layer.zPosition }.compactMap(\.text)
    }

    @Test func aDragPagesAndTheLabelsAreTheListsLines() throws {
      let stage = try Stage()
      try stage.frames(for: 0.1)
      #expect(stage.view.presenter.page == 0)
      #expect(stage.view.scene.size == Size(width: 390, height: 844))
      let lines = stage.view.scene.displayList().items.compactMap { item -> String? in
        if case .text(let line) = item.primitive { return line.text }
        return nil
      }
      #expect(!lines.isEmpty)
      #expect(Self.texts(stage.view) == lines)
      #expect(
        (stage.view.accessibilityElements as? [UIAccessibilityElement])?.map { $0.accessibilityLabel ?? "" }
          == stage.view.scene.accessibilityElements.map(\.label))

      // A quick swipe to the left moves to the next page.
      stage.touch(stage.view.touchesBegan, at: 300)
      try stage.frames(for: 0.05)
      stage.touch(stage.view.touchesMoved, at: 200)
      try stage.frames(for: 0.05)
      // The pages follow the finger.
      #expect(abs((stage.view.scene.pages.first?.frame.minX ?? 0) + 100) < 1e-9)
      stage.touch(stage.view.touchesMoved, at: 100)
      stage.touch(stage.view.touchesEnded, at: 100)
      try stage.frames(for: 2)
      #expect(stage.view.presenter.page == 1)
      #expect(Self.texts(stage.view).contains("Title 1"))
    }

    @Test func aTapOnNextGoesToTheNextPage() throws {
      let stage = try Stage()
      try stage.frames(for: 0.1)
      let next = try #require(stage.view.scene.controls.first { $0.kind == .next && !$0.isHidden })
      stage.view.touchesBegan([UITouch(simulatedAt: CGPoint(next.hitFrame.center), in: stage.view)], with: nil)
      stage.view.touchesEnded(
        [UITouch(simulatedAt: CGPoint(next.hitFrame.center), in: stage.view, timestamp: stage.time)], with: nil)
      try stage.frames(for: 2)
      #expect(stage.view.presenter.page == 1)
    }
  }
#endif
