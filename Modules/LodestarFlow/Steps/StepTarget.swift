/// Finds a step's target (the element the coach mark points at) when the step is about to show.
///
/// LodestarFlow knows nothing about geometry: the resolver returns whatever the view layer needs (a frame,
/// an element identifier), or nil when the target is not there yet (a late element, a reused table cell).
/// The controller resolves it when the step loads and again on every `refresh()`.
public struct StepTarget: Sendable {
  private let resolver: @MainActor @Sendable () -> (any Sendable)?
  private let cause: (@MainActor @Sendable () -> MissingTargetCause)?

  /// Creates a target from a resolver; it should be cheap, as it runs on every refresh.
  ///
  /// - Parameters:
  ///   - resolver: Returns the target, or `nil` while it is missing.
  ///   - whyMissing: Says why the target is missing when its wait ends (``MissingTargetCause/notFound`` when
  ///     `nil`), for ``TourEvent/stepTargetMissing(index:cause:policy:)``.
  public init(
    _ resolver: @escaping @MainActor @Sendable () -> (any Sendable)?,
    whyMissing: (@MainActor @Sendable () -> MissingTargetCause)? = nil
  ) {
    self.resolver = resolver
    self.cause = whyMissing
  }

  /// Why the target is missing now.
  ///
  /// - Returns: The resolver's own reason, or ``MissingTargetCause/notFound``.
  @MainActor
  public func missingCause() -> MissingTargetCause {
    cause?() ?? .notFound
  }

  /// Resolves the target now.
  ///
  /// - Returns: The target, or `nil` when it is missing.
  @MainActor
  public func resolve() -> ResolvedTarget? {
    resolver().map(ResolvedTarget.init)
  }
}

/// What happens when a step's target is still missing after the wait (or its `beforeShow` hook failed).
public enum MissingTargetPolicy: String, Sendable, Hashable, Codable {
  /// Skip the step in the travel direction (Shepherd).
  case skip
  /// Show the step centred, without a cut-out (driver.js).
  case showCentered
  /// End the tour with ``DismissReason/targetMissing``.
  case end
}
