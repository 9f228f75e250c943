#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarHostTree
  import LodestarScene
  import LodestarSwiftUI
  import LodestarTesting
  import LodestarViewModel
  import SwiftUI
  import Testing

  /// The app's screen with its targets gone: only the tour's overlay.
  struct BareScreen: View {
    let presenter: TourPresenter<SceneGraph>
    var body: some View {
      Color(red: 0.9, green: 0.9, blue: 0.9).tourOverlay(presenter)
    }
  }

  /// What assistive technology hears and may reach while the SwiftUI adapter shows a tour: each step announced
  /// once, the overlay modal while a step shows, focus back on the last step's target (or the screen) when the
  /// tour ends.
  @MainActor
  @Suite struct TourAccessibilityTests {
    /// Whether the overlay's accessibility container has the modal trait in `recording`.
    func isModal(_ recording: _Recording) -> Bool {
      recording.accessibilityContainers.contains { $0.traits._bits & AccessibilityTraits.isModal._bits != 0 }
    }

    @Test func eachStepIsAnnouncedOnce() throws {
      let journey = TourJourney()
      try journey.controller.start()
      _ = journey.render(after: 5)
      let first = journey.presenter.accessibility(for: journey.scene).announcement
      #expect(!first.isEmpty)
      #expect(journey.notifications == [.announcement(first)])

      // Steady frames and a view rebuilt on every frame announce nothing more.
      _ = journey.render(after: 2)
      #expect(journey.notifications == [.announcement(first)])

      try journey.controller.next()
      _ = journey.render(after: 5)
      let second = journey.presenter.accessibility(for: journey.scene).announcement
      #expect(second != first)
      #expect(journey.notifications == [.announcement(first), .announcement(second)])

      journey.controller.skip()
      _ = journey.render(after: 5)
      #expect(journey.notifications == [.announcement(first), .announcement(second)])

      // The next tour's first step is announced again.
      try journey.controller.start()
      _ = journey.render(after: 5)
      #expect(journey.notifications == [.announcement(first), .announcement(second), .announcement(first)])
    }

    @Test func aTourEndedOnItsFirstStepAndStartedAgainIsAnnouncedAgain() throws {
      let journey = TourJourney()
      try journey.controller.start()
      _ = journey.render(after: 5)
      let first = journey.presenter.accessibility(for: journey.scene).announcement
      journey.controller.skip()
      _ = journey.render(after: 5)
      try journey.controller.start()
      _ = journey.render(after: 5)
      #expect(journey.notifications == [.announcement(first), .announcement(first)])
    }

    @Test func whenTheTourEndsFocusReturnsToTheLastStepsTarget() async throws {
      let journey = TourJourney()
      try journey.controller.start()
      _ = journey.render(after: 5)
      try journey.controller.next()
      var recording = journey.render(after: 5)
      #expect(recording.accessibilityFocus.map(\.isFocused) == [false, false])
      journey.controller.skip()
      _ = journey.render(after: 5)
      // Focus moves after the view update that saw the end.
      for _ in 0..<10 { await Task.yield() }
      recording = journey.render()
      let share = CGRect(x: 240, y: 578, width: 120, height: 44)
      #expect(recording.accessibilityFocus.filter(\.isFocused).map(\.frame) == [share])
      #expect(!journey.notifications.contains(.screenChanged))
    }

    @Test func whenTheTargetIsGoneTheScreenChanges() throws {
      let journey = TourJourney()
      try journey.controller.start()
      _ = journey.render(after: 5)
      journey.controller.skip()
      var notifications: [_AccessibilityNotificationRecord] = []
      for _ in 0..<50 {
        journey.clock.advance(by: 0.1)
        notifications +=
          _render(
            BareScreen(presenter: journey.presenter), size: journey.size, date: journey.clock.now(),
            graph: journey.graph
          ).accessibilityNotifications
      }
      #expect(notifications == [.screenChanged])
    }

    @Test func theOverlayIsModalWhileAStepShows() throws {
      let journey = TourJourney()
      #expect(!isModal(journey.render()))
      try journey.controller.start()
      let showing = journey.render(after: 5)
      #expect(isModal(showing))
      // The trait is the container's, not its children's.
      #expect(!showing.accessibilityElements.isEmpty)
      #expect(showing.accessibilityElements.allSatisfy { $0.traits._bits & AccessibilityTraits.isModal._bits == 0 })
      journey.controller.skip()
      #expect(!isModal(journey.render(after: 5)))
    }
  }
#endif
