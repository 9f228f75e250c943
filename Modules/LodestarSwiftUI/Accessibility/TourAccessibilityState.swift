#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel

  /// What the overlay's accessibility keeps from frame to frame: the step last announced and whether a step
  /// showed. The overlay holds it in `@State`, so a view SwiftUI rebuilds keeps it and a step is announced once.
  @MainActor
  final class TourAccessibilityState {
    private var announcer = StepAnnouncer()
    /// Whether the last frame showed a step.
    private var showedStep = false

    /// Follows the frame's scene: posts its step's announcement when ``/LodestarViewModel/StepAnnouncer`` says
    /// (once per step, once the step is ready to be read); when the tour ends, forgets the step and tells assistive
    /// technology the screen changed, so its focus returns to the app's screen.
    ///
    /// - Parameters:
    ///   - scene: The scene on screen.
    ///   - presenter: The presenter that made it, whose accessibility model says what to announce.
    func update(for scene: TourScene, presenter: TourPresenter<SceneGraph>) {
      guard scene.stepIndex != nil else {
        guard showedStep else { return }
        showedStep = false
        announcer.reset()
        postScreenChanged()
        return
      }
      showedStep = true
      if let announcement = announcer.announcement(for: presenter.accessibility(for: scene)) {
        postAnnouncement(announcement)
      }
    }
  }
#endif
