#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import LodestarRendering
  import LodestarScene
  import LodestarTimeline
  import LodestarWalkthrough
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// The paged walkthrough view: the scene's lines as labels, each page clipped as the SVG renderer clips it, drags,
  /// taps and the adjustable page control through the presenter.
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

    /// The pages with a parallax whose elements lag behind their page: while the pages scroll, the incoming page's
    /// title reaches into the outgoing page.
    static func laggingPages() throws -> [WalkthroughPage] {
      let parallax = try ParallaxPage(style: .linear, speed: Vector(dx: -1, dy: 0))
      return try pages().map { page in
        WalkthroughPage(id: page.id, title: page.title, parallax: parallax, elements: page.elements)
      }
    }

    @MainActor final class Stage {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let view: WalkthroughPagesView
      var time = 0.0

      init(pages: [WalkthroughPage]? = nil) throws {
        view = WalkthroughPagesView(pages: try pages ?? WalkthroughPagesViewTests.pages())
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
      // The page control's label is its value (see thePageControlIsAdjustable…).
      #expect(
        (stage.view.accessibilityElements as? [UIAccessibilityElement])?.map {
          $0.accessibilityLabel ?? $0.accessibilityValue ?? ""
        } == stage.view.scene.accessibilityElements.map(\.label))

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

    @Test func eachPageIsClippedToItsFrameAsTheSVGRendererClipsItWhileTheFingerDrags() throws {
      let stage = try Stage(pages: Self.laggingPages())
      try stage.frames(for: 0.1)
      stage.touch(stage.view.touchesBegan, at: 300)
      try stage.frames(for: 0.05)
      stage.touch(stage.view.touchesMoved, at: 150)
      try stage.frames(for: 0.05)
      let scene = stage.view.scene
      #expect(scene.pages.count == 2)

      // The SVG renderer: a clip path per page on screen, and each page's group clipped by it, holding its lines.
      let svg = Self.flattened(SVGRenderer().document(for: scene).elements)
      let svgClips = svg.filter { $0.name == "clipPath" }.compactMap { $0.children.first.map(Self.rect) }
      let svgPages = svg.filter { $0.value(of: "clip-path") != nil }
      #expect(svgPages.map { $0.value(of: "clip-path") } == svgClips.indices.map { "url(#clip-page-\($0))" })
      let svgLines = svgPages.map { Self.flattened($0.children).filter { $0.name == "text" } }

      // UIKit: a clipping view per page, at the clip path's rectangle, holding the page's lines at the same places.
      let clipViews = stage.view.renderer.clipViews.filter { !$0.isHidden }.sorted {
        $0.layer.zPosition < $1.layer.zPosition
      }
      #expect(clipViews.count == svgClips.count)
      for (view, clip) in zip(clipViews, svgClips) {
        #expect(view.clipsToBounds)
        #expect(!view.isUserInteractionEnabled)
        #expect(Self.isClose(Rect(view.frame), clip))
        // The page's background: a shape layer in the clip view, covering the canvas (its path is in the canvas's
        // coordinates).
        let shapes = stage.view.renderer.shapes.filter { !$0.isHidden && $0.superlayer === view.layer }
        #expect(!shapes.isEmpty)
        for shape in shapes {
          #expect(shape.frame.origin == CGPoint(x: -view.frame.minX, y: -view.frame.minY))
        }
      }
      let labels = stage.view.renderer.labels.filter { !$0.isHidden }
      for (view, lines) in zip(clipViews, svgLines) {
        let drawn = labels.filter { $0.superview === view }.sorted { $0.layer.zPosition < $1.layer.zPosition }
        #expect(drawn.map { $0.text ?? "" } == lines.map { $0.text ?? "" })
        for (label, line) in zip(drawn, lines) {
          // In the canvas's space: the label's frame in its clip view, moved by the clip view's origin.
          let frame = Rect(label.frame).offsetBy(dx: Double(view.frame.minX), dy: Double(view.frame.minY))
          #expect(abs(frame.minX - (Double(line.value(of: "x") ?? "") ?? .nan)) < 0.01)
          let baseline = frame.midY + Double(label.font.pointSize) * 0.35
          #expect(abs(baseline - (Double(line.value(of: "y") ?? "") ?? .nan)) < 0.01)
        }
      }
      // A title moved by its parallax reaches into the other page: its page's clip view cuts it at the page's edge.
      let crossing = scene.displayList().items.compactMap { item -> (text: String, frame: Rect, clip: Rect)? in
        guard case .text(let line) = item.primitive, let clip = item.clip else { return nil }
        let frame = line.frame.applying(item.transform)
        return clip.contains(frame) ? nil : (line.text, frame, clip)
      }
      let title = try #require(crossing.first)
      let other = try #require(clipViews.first { !Self.isClose(Rect($0.frame), title.clip) })
      #expect(title.frame.intersects(Rect(other.frame)))
      let label = try #require(labels.first { $0.text == title.text })
      #expect(label.superview.map { Self.isClose(Rect($0.frame), title.clip) } == true)
      #expect(label.superview?.clipsToBounds == true)
      // Every label the pages draw is in a clip view; the controls' are not.
      let pageLines = scene.displayList().items.filter { $0.clip != nil && $0.opacity > 0 }.filter {
        if case .text = $0.primitive { return true }
        return false
      }
      #expect(labels.filter { $0.superview !== stage.view }.count == pageLines.count)
    }

    @Test func thePageControlIsAdjustableAndItsIncrementAndDecrementTurnThePages() throws {
      let stage = try Stage()
      try stage.frames(for: 0.1)
      func pageControl() throws -> UIAccessibilityElement {
        let elements = try #require(stage.view.accessibilityElements as? [UIAccessibilityElement])
        return try #require(elements.first { $0.accessibilityIdentifier == "walkthrough.pageControl" })
      }
      let element = try pageControl()
      #expect(element.accessibilityTraits == .adjustable)
      #expect(element.accessibilityValue == "Page 1 of 3")
      #expect(element.accessibilityLabel == nil)
      #expect(element.accessibilityHint == "Swipe up or down to change the page")

      // Nothing before the first page.
      element.accessibilityDecrement()
      try stage.frames(for: 2)
      #expect(stage.view.presenter.page == 0)

      // Swipe up: the next page; the element stays the one VoiceOver focuses, with the new position, which VoiceOver
      // reads as soon as the increment returns.
      element.accessibilityIncrement()
      #expect(element.accessibilityValue == "Page 2 of 3")
      try stage.frames(for: 2)
      #expect(stage.view.presenter.page == 1)
      #expect(try pageControl() === element)
      #expect(element.accessibilityValue == "Page 2 of 3")
      element.accessibilityIncrement()
      try stage.frames(for: 2)
      #expect(stage.view.presenter.page == 2)
      #expect(element.accessibilityValue == "Page 3 of 3")

      // Nothing past the last page.
      element.accessibilityIncrement()
      try stage.frames(for: 2)
      #expect(stage.view.presenter.page == 2)

      // Swipe down: the previous page.
      element.accessibilityDecrement()
      #expect(element.accessibilityValue == "Page 2 of 3")
      try stage.frames(for: 2)
      #expect(stage.view.presenter.page == 1)
      #expect(element.accessibilityValue == "Page 2 of 3")
    }

    static func flattened(_ elements: [SVGElement]) -> [SVGElement] {
      elements.flatMap { [$0] + flattened($0.children) }
    }

    /// The rectangle of an SVG `rect`.
    static func rect(_ element: SVGElement) -> Rect {
      func number(_ name: String) -> Double { Double(element.value(of: name) ?? "") ?? .nan }
      return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
    }

    static func isClose(_ a: Rect, _ b: Rect) -> Bool {
      abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
        && abs(a.height - b.height) < 0.01
    }
  }
#endif
