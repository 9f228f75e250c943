#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarTimeline
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// A whole tour through ``TourOverlayView`` on the recording declarations and a manual clock: start, next, a
  /// pass-through tap, a size change, right to left, reduced motion and skip, each frame checked against the display
  /// list and the SVG renderer.
  @MainActor
  @Suite struct JourneyTests {
    @Test func aTourFromStartToSkip() throws {
      let stage = TourStage(
        options: TourPresenterOptions(interaction: OverlayInteraction(isUserInteractionEnabledInsideCutoutPath: true)))
      #expect(stage.link?.recordedModes == [.common])

      // Start: the first step's cut-out around its target, its lines, its elements, its announcement.
      try stage.controller.start()
      stage.settle()
      #expect(stage.overlay.scene.stepIndex == 0)
      expectAgreement(stage, "first step")
      let edit = try #require(stage.overlay.presenter.tree.frameInRoot(of: "nav.edit"))
      #expect(stage.overlay.scene.overlay.cutouts.first?.bounds.contains(edit) == true)
      #expect(stage.overlay.accessibilityViewIsModal)
      #expect(announcements() == [stage.overlay.scene.accessibility().announcement])

      // A touch inside the cut-out reaches the app; the tour stays on its step.
      #expect(!stage.tap(at: edit.center))
      #expect(stage.controller.currentIndex == 0)
      // So does one inside the opening beside the target.
      let opening = try #require(stage.overlay.scene.overlay.cutouts.first?.bounds)
      let besideTarget = Point(x: opening.minX + 1, y: opening.midY)
      #expect(stage.overlay.scene.hitTest(besideTarget) == .passThrough)
      #expect(!stage.tap(at: besideTarget))
      // Outside the opening the overlay takes the touch.
      #expect(stage.overlay.point(inside: CGPoint(x: 5, y: 400), with: nil))

      // Next: a tap on the coach mark.
      let body = try #require(stage.overlay.scene.coachMark?.bodyFrame)
      #expect(stage.tap(at: body.center))
      #expect(stage.controller.currentIndex == 1)
      stage.settle()
      #expect(stage.overlay.scene.stepIndex == 1)
      expectAgreement(stage, "second step")
      #expect(announcements().count == 2)

      // A size change: the views move, the overlay follows on the next frames.
      stage.layOut(size: Size(width: 844, height: 390))
      stage.settle()
      #expect(stage.overlay.scene.size == Size(width: 844, height: 390))
      let avatar = try #require(stage.overlay.presenter.tree.frameInRoot(of: "profile.avatar"))
      #expect(stage.overlay.scene.overlay.cutouts.first?.bounds.contains(avatar) == true)
      expectAgreement(stage, "landscape")

      // Right to left: read on the next frame.
      stage.overlay.simulatedLayoutDirection = .rightToLeft
      stage.settle()
      #expect(stage.overlay.scene.layoutDirection == .rightToLeft)
      #expect(DrawnFrame(stage.overlay).lines.allSatisfy { $0.alignment != .left })
      expectAgreement(stage, "right to left")

      // Reduced motion: read on the next frame, the next step cross-fades.
      UIAccessibility.simulatedReduceMotion = true
      stage.frame()
      #expect(
        stage.overlay.presenter.options.applying(stage.overlay.presenter.readerSettings ?? ReaderSettings())
          .transitionStyle.reducedMotion == .crossFade)
      #expect(stage.tap(at: try #require(stage.overlay.scene.coachMark?.bodyFrame).center))
      stage.settle()
      #expect(stage.overlay.scene.stepIndex == 2)
      expectAgreement(stage, "third step, reduced motion")

      // Skip: the tour ends, the overlay lets every touch through, focus goes back to the app.
      let skip = try #require(stage.overlay.scene.skipControl?.hitFrame)
      #expect(stage.tap(at: skip.center))
      #expect(!stage.controller.isStarted)
      stage.settle()
      #expect(stage.overlay.scene.stepIndex == nil)
      #expect(!stage.overlay.point(inside: CGPoint(x: 10, y: 10), with: nil))
      #expect(DrawnFrame(stage.overlay).lines.isEmpty)
      #expect(stage.overlay.accessibilityElements?.isEmpty == true)
      #expect(!stage.overlay.accessibilityViewIsModal)
      #expect(UIAccessibility.postedNotifications.last?.notification == .screenChanged)
    }

    @Test func aSteadySceneIsNotAskedForAgain() throws {
      let stage = TourStage()
      try stage.controller.start()
      stage.settle()
      #expect(!stage.overlay.needsScene)
      // Steady frames do not ask the presenter at all.
      let requests = stage.overlay.sceneRequests
      for _ in 0..<10 { stage.frame() }
      #expect(stage.overlay.sceneRequests == requests)
      // The controller's next step wakes the view.
      try stage.controller.next()
      #expect(stage.overlay.needsScene)
      stage.settle()
      #expect(stage.overlay.scene.stepIndex == 1)
      #expect(!stage.overlay.needsScene)
    }

    @Test func aTourStartedBeforeItsTargetsExistWaitsForThem() throws {
      // The screen's views are not there yet when the tour starts (UIKit's layout pass reads the empty screen).
      let stage = TourStage()
      for view in stage.host.subviews where view !== stage.overlay { view.removeFromSuperview() }
      stage.overlay.layoutSubviews()
      try stage.controller.start()
      stage.settle()
      #expect(stage.controller.isWaitingForTarget)
      #expect(stage.overlay.scene.stepIndex == nil)
      // They appear: the next frames read them and the controller finds its target.
      stage.layOut(size: Size(width: 390, height: 844))
      stage.settle()
      #expect(stage.overlay.scene.stepIndex == 0)
      expectAgreement(stage, "shown late")
    }

    @Test func focusReturnsWhereVoiceOverWasBeforeTheTour() throws {
      let stage = TourStage()
      let posts = try #require(stage.host.subviews.first { $0.accessibilityIdentifier == "stats" }?.subviews.first)
      UIAccessibility.simulatedFocusedElement = posts
      defer { UIAccessibility.simulatedFocusedElement = nil }
      try stage.controller.start()
      stage.settle()
      stage.controller.stop(immediately: true)
      stage.settle()
      let last = try #require(UIAccessibility.postedNotifications.last)
      #expect(last.notification == .screenChanged)
      #expect((last.argument as? UIView) === posts)
    }

    private func announcements() -> [String] {
      UIAccessibility.postedNotifications.filter { $0.notification == .announcement }.compactMap {
        $0.argument as? String
      }
    }
  }
#endif
