/// Why a tour ended.
public enum DismissReason: String, Sendable, Hashable, Codable, CaseIterable {
  /// The user went past the last step.
  case completed
  /// The user skipped the tour.
  case skipped
  /// The user tapped outside the coach mark and the step dismisses on outside taps.
  case outsideTap
  /// A step's completer ended the tour.
  case completerTriggered
  /// The app stopped the tour.
  case programmatic
  /// A step's target could not be found and its policy ends the tour.
  case targetMissing
  /// The host the tour was presented on went away.
  case hostLost
  /// The user went back from the first step and the previous-from-first policy is
  /// ``PreviousFromFirstPolicy/end`` (Instructions reports this as "not skipped").
  case backedOut
}
