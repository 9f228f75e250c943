#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel
  import SwiftUI

  /// What the overlay's accessibility keeps from frame to frame: the step last announced and whether a step
  /// showed. The overlay holds it in `@State`, so a view SwiftUI rebuilds keeps it and a step is announced once.
  @MainActor
  final class TourAccessibilityState {
    private var announcer = StepAnnouncer()
    /// Whether the last frame showed a step.
    private var showedStep = false
    /// The targets of the last step shown.
    private var lastTargets: [ElementID] = []

    /// Follows the frame's scene: posts its step's announcement when ``/LodestarViewModel/StepAnnouncer`` says
    /// (once per step, once the step is ready to be read); when the tour ends, forgets the step and moves
    /// assistive technology's focus back to the app: to the last step's target that is still on screen
    /// (``/LodestarViewModel/FocusRestoration``; SwiftUI cannot say what had focus before the tour), else to the
    /// screen.
    ///
    /// - Parameters:
    ///   - scene: The scene on screen.
    ///   - presenter: The presenter that made it, whose accessibility model says what to announce.
    ///   - focus: The marked views' accessibility focus, by identifier.
    func update(
      for scene: TourScene, presenter: TourPresenter<SceneGraph>,
      focus: [ElementID: AccessibilityFocusState<Bool>.Binding]
    ) {
      guard scene.stepIndex != nil else {
        guard showedStep else { return }
        showedStep = false
        announcer.reset()
        let target = FocusRestoration(focusedBeforeTour: nil).elementToRefocus(targets: lastTargets, in: presenter.tree)
        if let binding = target.flatMap({ focus[$0] }) {
          // Not during the view update that noticed the end: focus moves on the next turn of the main actor.
          Task { @MainActor in binding.wrappedValue = true }
        } else {
          postScreenChanged()
        }
        return
      }
      showedStep = true
      lastTargets = scene.interaction.targetIDs
      if let announcement = announcer.announcement(for: presenter.accessibility(for: scene)) {
        postAnnouncement(announcement)
      }
    }
  }
#endif
