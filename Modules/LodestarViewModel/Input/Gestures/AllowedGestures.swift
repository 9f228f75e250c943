import LodestarFlow

/// Gestures a step lets through, carried by the step itself as an attachment (the per-step allow-list
/// without a tour-wide ``GestureAllowList``).
public struct AllowedGestures: StepAttachment, Hashable {
  /// The names of the gestures allowed while the step shows.
  public var names: Set<String>

  /// Creates the attachment.
  public init(_ names: Set<String>) {
    self.names = names
  }
}

extension GestureAllowList {
  /// Whether `gesture` may run while `step` shows: allowed in every step, for the step's id, or by one of
  /// the step's ``AllowedGestures`` attachments.
  public func allows<Content>(_ gesture: String, in step: TourStep<Content>) -> Bool {
    allows(gesture, inStep: step.id)
      || step.attachments(of: AllowedGestures.self).contains { $0.names.contains(gesture) }
  }
}
