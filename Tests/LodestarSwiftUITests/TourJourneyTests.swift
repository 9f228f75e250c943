#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarText
  import LodestarTimeline
  import LodestarViewModel
  import SwiftUI
  import Testing

  /// A whole tour through the SwiftUI adapter on a manual clock: what it draws, where taps go and what assistive
  /// technology reads, frame by frame against the display list and the SVG renderer.
  @MainActor
  @Suite struct TourJourneyTests {
    /// The centre of the first hit region of `control`.
    func center(of control: DisplayControl, in scene: TourScene) throws -> CGPoint {
      let region = try #require(scene.displayList().hitRegions.first { $0.control == control })
      return CGPoint(x: region.frame.center.x, y: region.frame.center.y)
    }

    @Test func startNextPassThroughSizeChangeRightToLeftReducedMotionAndSkip() throws {
      let journey = TourJourney()
      try journey.controller.start()
      _ = journey.render()
      var recording = journey.render(after: 5)
      var scene = journey.scene
      #expect(scene.stepIndex == 0)
      #expect(scene.coachMark != nil)
      #expect(scene.interaction.targetFrames.first == Rect(x: 30, y: 118, width: 100, height: 44))
      RecordingAgreement.check(recording, against: scene)

      // A tap on the save button inside the cut-out reaches the app; the tour stays on its step.
      let overlayRegion = recording.tapRegions.count - 1
      let save = try center(of: .target("save"), in: scene)
      #expect(recording.tap(at: save) != overlayRegion)
      #expect(journey.taps.names == ["save"])
      #expect(journey.controller.currentIndex == 0)
      // A tap on the dimmed screen is the overlay's: the app's views do not get it.
      #expect(recording.tap(at: CGPoint(x: 300, y: 600)) == overlayRegion)
      #expect(journey.taps.names == ["save"])

      // Next.
      #expect(recording.tap(at: try center(of: .next, in: scene)) == overlayRegion)
      #expect(journey.controller.currentIndex == 1)
      recording = journey.render(after: 5)
      scene = journey.scene
      #expect(scene.stepIndex == 1)
      RecordingAgreement.check(recording, against: scene)
      // This step lets nothing through: the share button inside the cut-out does not get the tap.
      #expect(!scene.displayList().hitRegions.contains { $0.control == .target("share") })
      #expect(recording.tap(at: CGPoint(x: 300, y: 600)) == overlayRegion)
      #expect(journey.taps.names == ["save"])

      // A size change (rotation): the overlay takes the new size.
      journey.size = CGSize(width: 844, height: 390)
      recording = journey.render(after: 5)
      scene = journey.scene
      #expect(scene.size == Size(width: 844, height: 390))
      RecordingAgreement.check(recording, against: scene)

      // Right to left.
      journey.environment.layoutDirection = .rightToLeft
      recording = journey.render(after: 5)
      scene = journey.scene
      #expect(
        journey.presenter.options.applying(journey.presenter.readerSettings ?? ReaderSettings()).layoutDirection
          == .rightToLeft)
      #expect(scene.layoutDirection == .rightToLeft)
      RecordingAgreement.check(recording, against: scene)

      // Reduce Motion: movement becomes cross-fades.
      journey.environment.accessibilityReduceMotion = true
      recording = journey.render(after: 5)
      #expect(
        journey.presenter.options.applying(journey.presenter.readerSettings ?? ReaderSettings()).transitionStyle
          .reducedMotion == .crossFade)
      RecordingAgreement.check(recording, against: journey.scene)

      // Skip ends the tour; once it has faded out nothing is drawn or read.
      scene = journey.scene
      #expect(recording.tap(at: try center(of: .skip, in: scene)) == overlayRegion)
      #expect(!journey.controller.isStarted)
      recording = journey.render(after: 5)
      #expect(recording.canvases.last?.calls.isEmpty == true)
      #expect(recording.accessibilityElements.isEmpty)
    }

    @Test func rebuildingTheViewKeepsATransitionWhereItIs() throws {
      let journey = TourJourney()
      try journey.controller.start()
      _ = journey.render()
      let first = journey.render(after: 0.1)
      let again = journey.render()
      #expect(first.canvases.last?.calls == again.canvases.last?.calls)
      #expect(first.canvases.last?.calls.isEmpty == false)
    }

    @Test func whileTheStepAppearsTheOverlayTakesTapsInsideTheCutOut() throws {
      let journey = TourJourney()
      try journey.controller.start()
      let appearing = journey.render(after: 0.2)
      #expect(journey.scene.isTransitioning)
      #expect(appearing.tap(at: CGPoint(x: 80, y: 140)) == appearing.tapRegions.count - 1)
      #expect(journey.taps.names.isEmpty)
      let steady = journey.render(after: 5)
      #expect(!journey.scene.isTransitioning)
      #expect(steady.tap(at: CGPoint(x: 80, y: 140)) != steady.tapRegions.count - 1)
      #expect(journey.taps.names == ["save"])
    }

    @Test func aStepThatForwardsAllTouchesStillTakesTapsOnItsControls() throws {
      let journey = TourJourney(interaction: CoachMarkInteraction(forwardsAllTouches: true))
      try journey.controller.start()
      let recording = journey.render(after: 5)
      let overlayRegion = recording.tapRegions.count - 1
      // The dimmed screen lets the tap through (no view of the app there gets it), the share button gets it.
      #expect(recording.tap(at: CGPoint(x: 200, y: 420)) == nil)
      #expect(recording.tap(at: CGPoint(x: 300, y: 600)) != overlayRegion)
      #expect(journey.taps.names == ["share"])
      // The skip control is the tour's.
      #expect(recording.tap(at: try center(of: .skip, in: journey.scene)) == overlayRegion)
      #expect(!journey.controller.isStarted)
    }

    @Test func aStepForwardingTargetBoundsLetsTapsThroughOnTheTargetOnly() throws {
      let journey = TourJourney(
        interaction: CoachMarkInteraction(
          isUserInteractionEnabledInsideCutoutPath: true, forwardingRegion: .targetBounds))
      try journey.controller.start()
      let recording = journey.render(after: 5)
      let overlayRegion = recording.tapRegions.count - 1
      // The opening is the button grown by a few points: its rim is the overlay's, the button the app's.
      let save = try #require(journey.scene.interaction.targetFrames.first)
      #expect(journey.scene.overlay.region.containsOpening(at: Point(x: save.minX - 1, y: save.midY)))
      #expect(recording.tap(at: CGPoint(x: save.minX - 1, y: save.midY)) == overlayRegion)
      #expect(journey.taps.names.isEmpty)
      #expect(recording.tap(at: CGPoint(x: save.minX + 1, y: save.midY)) != overlayRegion)
      #expect(journey.taps.names == ["save"])
    }

    @Test func theTextSizeReachesThePresenter() throws {
      let journey = TourJourney()
      journey.environment.dynamicTypeSize = .accessibility2
      _ = journey.render()
      #expect(
        journey.presenter.options.applying(journey.presenter.readerSettings ?? ReaderSettings()).textSize
          == .accessibility2)
    }

    @Test func aNewHostSizeLaysTheStepOutAgain() throws {
      let journey = TourJourney()
      try journey.controller.start()
      _ = journey.render()
      _ = journey.render(after: 5)
      let before = journey.scene.interaction.targetFrames
      journey.size = CGSize(width: 390, height: 700)
      _ = journey.render(after: 5)
      #expect(journey.scene.interaction.targetFrames == before)
      #expect(journey.scene.size == Size(width: 390, height: 700))
    }
  }
#endif
