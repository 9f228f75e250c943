/// Whether a step's target in a scroll container is scrolled into view before the step shows, and where it ends
/// up: a tour's option (`TourPresenterOptions.reveal`) and a step's (`CoachMark.reveal`).
public enum TargetReveal: Sendable, Hashable {
  /// The target is not scrolled: a target out of view shows as it is when part of it can be seen, and is
  /// missing when none of it can.
  case off
  /// The target is scrolled into view with this alignment on both axes (CSSOM View's `scrollIntoView`).
  case scroll(RevealAlignment)

  /// The default: as little scrolling as shows the whole target.
  public static let nearest = TargetReveal.scroll(.nearest)
}
