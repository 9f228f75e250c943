import LodestarTimeline

/// Chooses a step's coach-mark animations when a transition begins, as Instructions' animation delegate
/// (`fetchAppearanceTransitionOfCoachMark`, `fetchDisappearanceTransitionOfCoachMark`,
/// `fetchIdleAnimationOfCoachMark`).
///
/// A ``TourPresenter`` asks its ``TourPresenter/animationDelegate`` for the step that appears when the tour
/// starts or changes step, and for the step that disappears when it changes step or ends. The answer
/// applies to that transition only; reduced motion still applies to it.
@MainActor
public protocol CoachMarkAnimationDelegate: AnyObject {
  /// The animations of the step at `index`.
  ///
  /// - Parameters:
  ///   - index: The step's index.
  ///   - coachMark: The step's coach mark.
  /// - Returns: The step's animations; those left `nil` are the coach mark's own
  ///   (``CoachMark/animations``), or the tour's (``TourPresenterOptions/transitionStyle``).
  func coachMarkAnimations(forStepAt index: Int, coachMark: CoachMark) -> CoachMarkAnimations
}
