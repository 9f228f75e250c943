/// What ``TourController/show(startingAt:checkingHost:)`` did: PolarisGuideKit's `show() -> Bool`, with the
/// reason when it is `false`.
///
/// `HostProblem` is what the caller's host check reports when the tour cannot attach, such as
/// LodestarWindowing's `HostUnavailability` or LodestarViewModel's `ExplicitHostCheck`;
/// ``TourController/show(startingAt:)`` without a check uses `Never`.
public enum TourShowResult<HostProblem: Sendable & Hashable>: Sendable, Hashable {
  /// The tour started, at the step with this index (PolarisGuideKit's `true`).
  case started(index: Int)
  /// The tour was already shown; nothing changed (PolarisGuideKit's `true`).
  case alreadyShown
  /// The controller cannot start (nothing changed): it has no steps (PolarisGuideKit's `false`), its data
  /// source gives a negative count, or the index is out of range.
  case rejected(TourCommandError)
  /// The host check found no host to attach to (PolarisGuideKit's `false`); nothing changed, and showing
  /// again once the host is there works.
  case hostUnavailable(HostProblem)

  /// What the host check reported, when it found no host.
  public var hostProblem: HostProblem? {
    if case .hostUnavailable(let problem) = self { return problem }
    return nil
  }

  /// Whether the tour is shown after the call (PolarisGuideKit's return value).
  public var isShown: Bool {
    switch self {
    case .started, .alreadyShown: true
    case .rejected, .hostUnavailable: false
    }
  }
}
