#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarTesting
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// The host tree read from UIKit views: identifiers as ids, frames in the overlay's space, scroll views as scroll
  /// containers, and the reveal's scrolls performed on them.
  @MainActor
  @Suite struct HostTreeTests {
    static func screen() -> (UIWindow, UIView, UIScrollView) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let screen = UIView(frame: window.bounds)
      window.addSubview(screen)
      let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
      list.contentSize = CGSize(width: 390, height: 60 * 40)
      for row in 0..<40 {
        let cell = UIView(frame: CGRect(x: 0, y: Double(row) * 60, width: 390, height: 60))
        cell.accessibilityIdentifier = "row.\(row)"
        list.addSubview(cell)
      }
      let header = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 60))
      let save = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 40))
      save.accessibilityIdentifier = "save"
      header.addSubview(save)
      screen.addSubview(header)
      screen.addSubview(list)
      return (window, screen, list)
    }

    @Test func viewsBecomeElementsInTheOverlaysSpace() throws {
      let (window, screen, list) = Self.screen()
      defer { withExtendedLifetime(window) {} }
      list.contentOffset = CGPoint(x: 0, y: 120)
      let overlay = TourOverlayView(controller: TourController(steps: [TourStep<CoachMark>]()))
      overlay.frame = screen.bounds
      screen.addSubview(overlay)
      let tree = overlay.presenter.tree
      // A view without an identifier is not an element; its subviews are placed through it.
      #expect(tree.frameInRoot(of: "save") == Rect(x: 160, y: 30, width: 40, height: 40))
      #expect(tree.element("scrollView.0")?.scrollContainer?.contentSize == Size(width: 390, height: 2400))
      #expect(tree.element("scrollView.0")?.boundsOrigin == Point(x: 0, y: 120))
      #expect(tree.frameInRoot(of: "row.3") == Rect(x: 0, y: 160, width: 390, height: 60))
      #expect(tree.element("row.3")?.parent == "scrollView.0")
    }

    @Test func aTargetBelowTheFoldIsScrolledIntoViewWithSetContentOffset() throws {
      let (window, screen, list) = Self.screen()
      defer { withExtendedLifetime(window) {} }
      let clock = ManualClock()
      let controller = TourController(
        steps: [TourStep(id: "row", content: CoachMark(target: "row.30", title: "Thirty"))], clock: clock)
      let overlay = TourOverlayView(controller: controller)
      overlay.frame = screen.bounds
      screen.addSubview(overlay)
      try controller.start()
      let link = try #require(overlay.displayLink)
      let target = try #require(link.recordedTarget as? DisplayLinkTarget)
      var time = 0.0
      for _ in 0..<60 {
        time += 0.1
        clock.advance(by: 0.1)
        link.simulateFrame(at: time)
        target.step(link)
      }
      let scroll = try #require(list.recordedOffsetChanges.first)
      #expect(scroll.offset.y > 0)
      #expect(overlay.scene.stepIndex == 0)
      let row = try #require(list.subviews.first { $0.accessibilityIdentifier == "row.30" })
      let onScreen = Rect(row.convert(row.bounds, to: overlay))
      #expect(Rect(x: 0, y: 100, width: 390, height: 600).contains(onScreen))
      #expect(overlay.scene.overlay.cutouts.first?.bounds.contains(onScreen) == true)
    }
  }
#endif
