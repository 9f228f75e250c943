import LodestarFlow
import LodestarHostTree
import LodestarTimeline

extension TourPresenter {
  /// Follows a controller whose steps' content are coach marks: every ``scene(at:)`` shows the
  /// controller's current step (starting, changing step or dismissing at that time as the controller
  /// moves). The presenter's own ``steps`` are ignored while it follows a controller.
  ///
  /// A step names its target once, in its coach mark: unless the controller already has a
  /// ``/LodestarFlow/TourController/contentTarget``, this sets it to resolve a coach mark's ``CoachMark/target`` in the
  /// presenter's tree (``resolveTarget(_:)``), so the controller waits for that element, and skips the step
  /// (or applies its missing-target policy) when it never comes. A step's own ``/LodestarFlow/TourStep/target`` still wins.
  ///
  /// A target in a scroll container that is not wholly in view is scrolled in first: the presenter asks
  /// ``scrollHandler`` to scroll (``TourPresenterOptions/reveal``, ``CoachMark/reveal``), and the step shows once
  /// the target is in view and the scroll has ended. Call the controller's `refresh()` as the host scrolls.
  ///
  /// - Parameter controller: The controller to follow; the presenter holds it weakly.
  public func follow(_ controller: TourController<CoachMark>) {
    self.controller = controller
    if controller.contentTarget == nil {
      controller.contentTarget = { [weak self] mark in
        guard let self, let target = mark.target else { return nil }
        return self.stepTarget(for: target, reveal: mark.reveal, coachMark: mark)
      }
    }
    invalidateLayout()
  }

  /// Draws the shown step again with edited content, laid out at the next ``scene(at:)``.
  func redraw(_ mark: CoachMark, at index: Int) {
    followedMark = mark
    editedIndex = index
    currentAnimations = animations(of: mark, at: index)
    tracker.setTargets(mark.targets)
    bodyContents = [:]
    needsLayout = true
    cachedScene = nil
  }

  /// Stops following the controller (the tour shown stays until ``dismiss(time:)``).
  public func stopFollowing() {
    controller = nil
  }

  /// Starts, changes or ends the shown step to match the controller's step on screen.
  ///
  /// A tour that ended with `stop(immediately: true)` disappears at once, as Instructions removes its views;
  /// any other end fades out.
  func followController(at time: Double) {
    guard let controller else { return }
    pauseStyle = controller.pauseStyle
    let index = controller.onScreenIndex
    let isDismissing = transition?.transition.kind == .dismissal
    if controller.isStarted, let index {
      // A step paused from `willShowStep` is held: nothing of it shows until the tour resumes.
      if controller.machine.isHoldingAnnouncedStep, currentIndex != index || followedVisit != controller.stepVisit {
        return
      }
      // A new visit of the shown step (`next()` then `previous()` between two frames) shows it afresh.
      if currentIndex != index || followedVisit != controller.stepVisit || isDismissing {
        // The step shows: the next reveal starts afresh.
        pendingReveal = nil
        // An edited step's laid-out body is its edit's: the step loads afresh when it comes back, also when it
        // comes back before a frame shows it gone (a new visit of the same index).
        if let edited = editedIndex {
          bodyContents[edited] = nil
          editedIndex = nil
        }
        show(stepAt: index, time: time)
        followedRevision = controller.currentStepRevision
        followedVisit = controller.stepVisit
      } else if followedRevision != controller.currentStepRevision, !controller.machine.isPaused,
        let content = controller.currentStep?.content
      {
        // `updateCurrentStep` changed the shown step (while paused: it shows edited on resume).
        followedRevision = controller.currentStepRevision
        redraw(content, at: index)
      }
    } else if currentIndex != nil {
      // `lastDismissal` describes this end only once the machine is idle: while an animated end fades
      // (`.ending`), it still describes the tour before, which may have ended immediately.
      if case .idle = controller.machine.phase, controller.machine.lastDismissal?.isImmediate == true {
        end()
      } else if !isDismissing {
        dismiss(time: time)
      }
    }
  }
}
