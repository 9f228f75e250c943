#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// The display link: made when the overlay enters a window, invalidated when it leaves, never retaining it.
  @MainActor
  @Suite struct DisplayLinkTests {
    @Test func theLinkRunsOnlyWhileTheOverlayIsInAWindow() throws {
      let stage = TourStage()
      let link = try #require(stage.link)
      #expect(link.recordedSelector == DisplayLinkTarget.selector)
      #expect(!link.isInvalidated)
      stage.overlay.removeFromSuperview()
      #expect(link.isInvalidated)
      #expect(stage.overlay.displayLink == nil)
      stage.host.addSubview(stage.overlay)
      #expect(stage.overlay.displayLink.map { $0 !== link && !$0.isInvalidated } == true)
    }

    @Test func theLinkDoesNotKeepTheOverlayAlive() throws {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      var overlay: TourOverlayView? = TourOverlayView(controller: TourController(steps: [TourStep<CoachMark>]()))
      window.addSubview(try #require(overlay))
      let link = try #require(overlay?.displayLink)
      let target = try #require(link.recordedTarget as? DisplayLinkTarget)
      #expect(target.view === overlay)
      overlay?.removeFromSuperview()
      overlay = nil
      #expect(target.view == nil)
      // A frame after the overlay went away does nothing.
      link.simulateFrame(at: 1)
      target.step(link)
    }
  }
#endif
