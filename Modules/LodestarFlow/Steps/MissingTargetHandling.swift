/// What a step does when its target is missing: how long it waits for the target, then what happens.
///
/// ```swift
/// let step = TourStep(
///   id: "inbox", content: content,
///   missingTarget: MissingTargetHandling(policy: .end, waitTimeout: .seconds(3)))
/// ```
public struct MissingTargetHandling: Sendable, Hashable {
  /// What happens when the target is still missing after the wait.
  public var policy: MissingTargetPolicy
  /// How long to wait for the target (retrying on every refresh) before applying the policy; `nil` uses the
  /// controller's ``TourControllerConfiguration/targetWaitTimeout``.
  public var waitTimeout: Duration?

  /// Creates the handling of a missing target.
  ///
  /// - Parameters:
  ///   - policy: What happens when the target is still missing. Default: the step is skipped.
  ///   - waitTimeout: How long to wait for the target. Default: the controller's wait.
  public init(policy: MissingTargetPolicy = .skip, waitTimeout: Duration? = nil) {
    self.policy = policy
    self.waitTimeout = waitTimeout
  }
}
