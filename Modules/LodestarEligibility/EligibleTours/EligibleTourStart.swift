import LodestarFlow

/// What ``EligibleTourLauncher/startIfEligible(_:id:at:)`` did.
public enum EligibleTourStart: Sendable, Hashable, CustomStringConvertible {
  /// The center allowed the tour and the controller started it. Its display is recorded when its first step
  /// shows; ``EligibleTourLauncher/firstShow(of:)`` waits for that.
  case started
  /// The tour continues a display its process left mid-tour: the controller started at the step with this
  /// index (the recorded step, or the first step when the recorded one did not fit and the resumption
  /// starts over). No new display is counted; the tour's position is recorded again when the step shows.
  /// See ``EligibleTourLauncher/startIfEligible(_:id:resuming:)``.
  case resumed(index: Int)
  /// The controller started the tour and ended it at once, before any step showed (every step skipped, or
  /// the first step's policy ended the tour); nothing was recorded.
  case notShown(EligibleTourNotShown)
  /// The center did not allow the tour; nothing was started or recorded. The status is the item's status
  /// at that moment: `.pending`, `.invalidated(_)`, or `.available` when the display frequency holds back
  /// a new tour (``EligibilityCenter/shouldDisplay(_:)`` is false, yet the rules hold).
  case notEligible(EligibilityStatus)
  /// The controller already runs a tour, or the launcher already runs a tour with this identifier (on this
  /// or another controller); nothing was started or recorded.
  case alreadyRunning
  /// The controller refused to start (no steps, a negative step count, an index out of range); nothing was
  /// recorded, and the eligibility is unchanged.
  case failed(TourCommandError)

  /// `true` for ``started`` and ``resumed(index:)``.
  public var isStarted: Bool {
    switch self {
    case .started, .resumed: true
    default: false
    }
  }

  /// `started`, `resumed(<index>)`, `notShown(<why>)`, `notEligible(<status>)`, `alreadyRunning` or `failed(<error>)`.
  public var description: String {
    switch self {
    case .started: "started"
    case .resumed(let index): "resumed(\(index))"
    case .notShown(let why): "notShown(\(why))"
    case .notEligible(let status): "notEligible(\(status))"
    case .alreadyRunning: "alreadyRunning"
    case .failed(let error): "failed(\(error))"
    }
  }
}
