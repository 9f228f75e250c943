import LodestarFlow

/// Whether a launched tour showed a step: what ``EligibleTourLauncher/firstShow(of:)`` waits for.
///
/// A tour counts as displayed from its first step on screen, not from its start: a tour whose targets never
/// come (or that is stopped while it waits for one) ends ``notShown(_:)``, the launcher records nothing, and a
/// later ``EligibleTourLauncher/startIfEligible(_:id:at:)`` may show it (PolarisGuideKit's `show()` answers
/// `false` when its focus view is missing).
public enum EligibleTourFirstShow: Sendable, Hashable, CustomStringConvertible {
  /// The step with this index showed first, and the display was recorded then.
  case shown(index: Int)
  /// The tour ended before any step showed; nothing was recorded.
  case notShown(EligibleTourNotShown)
  /// The launcher has not launched a tour with this identifier.
  case notLaunched

  /// `shown(<index>)`, `notShown(<why>)` or `notLaunched`.
  public var description: String {
    switch self {
    case .shown(let index): "shown(\(index))"
    case .notShown(let why): "notShown(\(why))"
    case .notLaunched: "notLaunched"
    }
  }
}

/// Why a launched tour ended before any of its steps showed.
public struct EligibleTourNotShown: Sendable, Hashable, CustomStringConvertible {
  /// How the tour ended: `.targetMissing` when a step's policy ends the tour, `.completed` when every step was
  /// skipped, `.programmatic` when the application stopped it while it waited; its `lastShownIndex` is `nil`.
  public var dismissal: TourDismissal
  /// The steps whose target never came (or whose `beforeShow` hook failed), by index, with the cause.
  public var missingTargets: [Int: MissingTargetCause]

  /// Creates a record of a tour that was not shown.
  ///
  /// - Parameters:
  ///   - dismissal: How the tour ended.
  ///   - missingTargets: The steps whose target was missing, by index.
  public init(dismissal: TourDismissal, missingTargets: [Int: MissingTargetCause]) {
    self.dismissal = dismissal
    self.missingTargets = missingTargets
  }

  /// For example `ended completed; missing targets: step 0 notFound, step 1 notFound`.
  public var description: String {
    let ended = "ended \(dismissal.reason)"
    guard !missingTargets.isEmpty else { return ended }
    let steps = missingTargets.keys.sorted().map { "step \($0) \(missingTargets[$0]?.rawValue ?? "")" }
    return ended + "; missing targets: " + steps.joined(separator: ", ")
  }
}
