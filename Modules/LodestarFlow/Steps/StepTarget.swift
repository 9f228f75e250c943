/// Finds a step's target (the element the coach mark points at) when the step is about to show.
///
/// LodestarFlow knows nothing about geometry: the resolver returns whatever the view layer needs (a frame,
/// an element identifier), or nil when the target is not there yet (a late element, a reused table cell).
/// The controller resolves it when the step loads and again on every `refresh()`.
public struct StepTarget: Sendable {
  private enum Source: Sendable {
    case closures(
      resolve: @MainActor @Sendable () -> (any Sendable)?, whyMissing: (@MainActor @Sendable () -> MissingTargetCause)?)
    case object(any StepTargetSource)
  }

  private let source: Source

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
    source = .closures(resolve: resolver, whyMissing: whyMissing)
  }

  /// Creates a target from one object that resolves it and says why it is missing (one allocation per target, where
  /// two closures would make two).
  package init(_ source: any StepTargetSource) {
    self.source = .object(source)
  }

  /// Resolves the target now.
  ///
  /// - Returns: The target, or `nil` when it is missing.
  @MainActor
  public func resolve() -> ResolvedTarget? {
    switch source {
    case .closures(let resolve, _): resolve().map(ResolvedTarget.init)
    case .object(let object): object.resolveTarget().map(ResolvedTarget.init)
    }
  }

  /// Why the target is missing now.
  ///
  /// - Returns: The resolver's own reason, or ``MissingTargetCause/notFound``.
  @MainActor
  public func missingCause() -> MissingTargetCause {
    switch source {
    case .closures(_, let whyMissing): whyMissing?() ?? .notFound
    case .object(let object): object.missingCause()
    }
  }
}

/// What resolves a ``StepTarget`` and says why it is missing, as one object (the view layer's targets).
package protocol StepTargetSource: AnyObject, Sendable {
  /// The target, or `nil` while it is missing.
  @MainActor func resolveTarget() -> (any Sendable)?
  /// Why the target is missing now.
  @MainActor func missingCause() -> MissingTargetCause
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
