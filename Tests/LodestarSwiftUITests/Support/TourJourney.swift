#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarHostTree
  import LodestarScene
  import LodestarTesting
  import LodestarViewModel
  import SwiftUI

  /// A two-step tour over `SampleScreen` on a manual clock, rendered through the SwiftUI declarations.
  @MainActor
  final class TourJourney {
    let clock = ManualClock()
    let controller: TourController<CoachMark>
    let presenter = TourPresenter(tree: SceneGraph())
    let taps = AppTaps()
    var size = CGSize(width: 390, height: 844)
    var environment = EnvironmentValues()
    /// The hosting view's state, kept from frame to frame.
    let graph = _ViewGraph()
    /// The accessibility notifications every frame posted, in order.
    private(set) var notifications: [_AccessibilityNotificationRecord] = []

    /// A journey whose first step has `interaction`: by default it lets touches through its cut-out to the save
    /// button; the second step does not.
    init(interaction: CoachMarkInteraction = CoachMarkInteraction(isUserInteractionEnabledInsideCutoutPath: true)) {
      let save = CoachMark(target: "save", title: "Save", hint: "Keeps your draft.", interaction: interaction)
      let share = CoachMark(target: "share", hint: "Sends it to a friend.")
      controller = TourController(
        steps: [TourStep(id: "save", content: save), TourStep(id: "share", content: share)], clock: clock)
      presenter.follow(controller)
    }

    /// Renders the screen at the clock's date, as a new view value each time (as SwiftUI rebuilds views).
    func render() -> _Recording {
      let recording = _render(
        SampleScreen(presenter: presenter, taps: taps), size: size, date: clock.now(), environment: environment,
        graph: graph)
      notifications += recording.accessibilityNotifications
      return recording
    }

    /// The scene on screen (the presenter's cached scene for the clock's date).
    var scene: TourScene { presenter.scene(at: clock.now().timeIntervalSinceReferenceDate) }

    /// Renders a frame every tenth of a second for `seconds`, as a display does (a step change is a disappearance,
    /// then an appearance the next frame starts), and returns the last frame.
    func render(after seconds: Double) -> _Recording {
      var recording = render()
      for _ in 0..<Int((seconds * 10).rounded()) {
        clock.advance(by: 0.1)
        recording = render()
      }
      return recording
    }
  }
#endif
