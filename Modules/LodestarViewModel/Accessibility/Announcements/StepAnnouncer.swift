/// Announces each step once, when the step on screen changes.
public struct StepAnnouncer: Sendable, Hashable {
  /// The index of the step last announced, or nil.
  public private(set) var announcedStepIndex: Int?

  /// Creates an announcer that has announced nothing.
  public init() {
    announcedStepIndex = nil
  }

  /// The announcement to post for a frame, once per step.
  ///
  /// - Parameter accessibility: The accessibility model of the frame on screen.
  /// - Returns: Its ``TourAccessibility/announcement`` when its step differs from the one last announced,
  ///   the announcement is ready (``TourAccessibility/isAnnouncementReady``; until then the step counts as
  ///   not announced) and not empty; `nil` otherwise, such as for the same step in a later frame.
  public mutating func announcement(for accessibility: TourAccessibility) -> String? {
    guard announcedStepIndex != accessibility.stepIndex, accessibility.isAnnouncementReady else { return nil }
    announcedStepIndex = accessibility.stepIndex
    return accessibility.announcement.isEmpty ? nil : accessibility.announcement
  }

  /// Forgets the last step (the tour ended), so the next tour's first step is announced.
  public mutating func reset() {
    announcedStepIndex = nil
  }
}
