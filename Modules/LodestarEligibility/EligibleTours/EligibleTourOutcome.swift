import LodestarFlow

/// How the end of a tour counts for its eligibility: the run-level mapping from a ``/LodestarFlow/TourDismissal`` to a
/// record in the ``EligibilityCenter``.
///
/// The default mapping, ``init(_:)``:
///
/// | Dismissal reason | Outcome | Recorded with | Status afterwards |
/// | --- | --- | --- | --- |
/// | `.completed`, a step was shown | ``completed`` | ``EligibilityCenter/recordCompletion(of:)`` | `.invalidated(.completed)` |
/// | `.completed`, no step was shown (every step skipped) | ``interrupted`` | ``EligibilityCenter/recordDisplayEnd(of:)`` | unchanged |
/// | `.completerTriggered` on the last step | ``completed`` | ``EligibilityCenter/recordCompletion(of:)`` | `.invalidated(.completed)` |
/// | `.completerTriggered` on an earlier step | ``interrupted`` | ``EligibilityCenter/recordDisplayEnd(of:)`` | unchanged |
/// | `.skipped`, `.outsideTap` | ``closed`` | ``EligibilityCenter/recordClosed(of:)`` | `.invalidated(.closed)` |
/// | `.backedOut`, `.programmatic`, `.targetMissing`, `.hostLost` | ``interrupted`` | ``EligibilityCenter/recordDisplayEnd(of:)`` | unchanged |
///
/// A launched tour that ended before any step showed records nothing at all, whatever its outcome (see
/// ``EligibleTourLauncher/firstShow(of:)``); the row with no step shown matters for a launcher's own mapping
/// only in that it is never recorded. Every outcome ends the display's timing, so the time shown counts towards `maxDisplayDuration`. An
/// earlier invalidation (for example `.displayCountExceeded` from the display itself) keeps its reason.
/// Going back from the first step (`.backedOut`) is not taken as closing: the user left the tour through
/// its navigation, not its close control, so the tour may be offered again.
public enum EligibleTourOutcome: String, Sendable, Hashable, Codable, CaseIterable {
  /// The user finished the tour: it is invalidated with `.completed`.
  case completed
  /// The user closed or skipped the tour: it is invalidated with `.closed`.
  case closed
  /// The tour ended for another reason: only its display time is added.
  case interrupted

  /// The default mapping of a dismissal (see the table above).
  public init(_ dismissal: TourDismissal) {
    switch dismissal.reason {
    case .completed:
      self = dismissal.lastShownIndex != nil ? .completed : .interrupted
    case .completerTriggered:
      let index = dismissal.stepIndex ?? dismissal.lastShownIndex
      self = dismissal.stepCount > 0 && index == dismissal.stepCount - 1 ? .completed : .interrupted
    case .skipped, .outsideTap:
      self = .closed
    case .backedOut, .programmatic, .targetMissing, .hostLost:
      self = .interrupted
    }
  }
}
