/// The answer to a ``TourEffect/loadStep(index:direction:ticket:)`` request.
public enum StepLoadOutcome: Sendable, Hashable {
  /// The step is ready to show (its content was fetched; its target was found, or its missing-target
  /// policy shows it centred).
  case ready
  /// The step is skipped: `willLoad` returned false, or its target is missing and its policy skips. The
  /// tour travels on in the same direction.
  case skip
  /// The tour must end, for example with ``DismissReason/targetMissing``.
  case end(DismissReason)
  /// The step lives on a host that is not current: the tour pauses until the host appears.
  case waitForHost(TourHost)
}
