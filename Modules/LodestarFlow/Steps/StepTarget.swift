/// Finds a step's target (the element the coach mark points at) when the step is about to show.
///
/// LodestarFlow knows nothing about geometry: the resolver returns whatever the view layer needs (a frame,
/// an element identifier), or nil when the target is not there yet (a late element, a reused table cell).
/// The controller resolves it when the step loads and again on every `refresh()`.
public struct StepTarget: Sendable {
  private enum Source: Sendable {
    case closures(
      resolve: @MainActor @Sendable () -> (any Sendable)?, whyMissing: (@MainActor @Sendable () -> MissingTargetCause)?)
    case listed(any StepTargetSource, index: Int)
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

  /// Creates target `index` of an object that resolves many targets and says why each is missing: one object can
  /// serve a whole tour's steps (no allocation per step, where two closures would make two).
  ///
  /// - Parameters:
  ///   - source: The object that resolves the targets.
  ///   - index: The target's index in `source`.
  package init(_ source: any StepTargetSource, index: Int) {
    self.source = .listed(source, index: index)
  }

  /// Resolves the target now.
  ///
  /// - Returns: The target, or `nil` when it is missing.
  @MainActor
  public func resolve() -> ResolvedTarget? {
    switch source {
    case .closures(let resolve, _): resolve().map(ResolvedTarget.init)
    case .listed(let source, let index): source.resolveTarget(at: index).map(ResolvedTarget.init)
    }
  }

  /// Why the target is missing now.
  ///
  /// - Returns: The resolver's own reason, or ``MissingTargetCause/notFound``.
  @MainActor
  public func missingCause() -> MissingTargetCause {
    switch source {
    case .closures(_, let whyMissing): whyMissing?() ?? .notFound
    case .listed(let source, let index): source.missingCause(at: index)
    }
  }
}

/// What resolves the targets of one or more ``StepTarget``s, each known by its index, and says why one is missing,
/// as one object (the view layer's targets: one object for a whole tour's steps).
package protocol StepTargetSource: AnyObject, Sendable {
  /// Target `index`, or `nil` while it is missing.
  @MainActor func resolveTarget(at index: Int) -> (any Sendable)?
  /// Why target `index` is missing now.
  @MainActor func missingCause(at index: Int) -> MissingTargetCause
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
