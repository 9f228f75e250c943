import LodestarFlow
import LodestarScene

/// What a tap that lands on the dimmed overlay (``/LodestarScene/TouchRoute/overlay``) does: the same decision as
/// ``/LodestarFlow/TourController/overlayTapped()``, as a value.
public enum OverlayTapAction: Sendable, Hashable {
  /// Nothing happens.
  case ignore
  /// The tour goes to the next step.
  case advance
  /// The tour ends with ``/LodestarFlow/DismissReason/outsideTap`` (after ``/LodestarFlow/TourController/shouldEnd``
  /// agrees).
  case dismiss

  /// Decides what a tap on the overlay does.
  ///
  /// Ignored unless a step is showing (no transition runs), its overlay interaction is enabled and the
  /// delegate allows it (``/LodestarFlow/TourControllerDelegate/tourController(_:shouldHandleOverlayTapAt:)``);
  /// then it dismisses when the step opts in to outside-tap dismissal, and advances otherwise.
  ///
  /// - Parameters:
  ///   - policy: What a tap on the step's overlay may do.
  ///   - isStepShowing: Whether a step is on screen with no transition running.
  ///   - delegateAllows: The delegate's answer.
  public init(policy: OverlayTapPolicy, isStepShowing: Bool, delegateAllows: Bool = true) {
    guard isStepShowing, policy.isOverlayInteractionEnabled, delegateAllows else {
      self = .ignore
      return
    }
    self = policy.dismissesOnOutsideTap ? .dismiss : .advance
  }

  /// The reason the tour ends with: ``/LodestarFlow/DismissReason/outsideTap`` for ``dismiss``, nil otherwise.
  public var dismissReason: DismissReason? {
    self == .dismiss ? .outsideTap : nil
  }
}
