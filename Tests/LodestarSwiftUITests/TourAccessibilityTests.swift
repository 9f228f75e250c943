#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel
  import SwiftUI
  import Testing

  /// What assistive technology hears and may reach while the SwiftUI adapter shows a tour: each step announced
  /// once, the overlay modal while a step shows, the screen announced as changed when the tour ends.
  @MainActor
  @Suite struct TourAccessibilityTests {
    /// Whether the overlay's accessibility container has the modal trait in `recording`.
    func isModal(_ recording: _Recording) -> Bool {
      recording.accessibilityContainers.contains { $0.traits._bits & AccessibilityTraits.isModal._bits != 0 }
    }

    @Test func eachStepIsAnnouncedOnceAndTheEndChangesTheScreen() throws {
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
      #expect(journey.notifications == [.announcement(first), .announcement(second), .screenChanged])

      // The next tour's first step is announced again.
      try journey.controller.start()
      _ = journey.render(after: 5)
      #expect(journey.notifications.last == .announcement(first))
      #expect(journey.notifications.count == 4)
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
      #expect(journey.notifications == [.announcement(first), .screenChanged, .announcement(first)])
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
