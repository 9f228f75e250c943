import Foundation

/// Where a running tour was: the step it showed, by its identifier, and the version of the tour's content
/// that step belongs to.
///
/// The store records it while a tour launched with an ``EligibleTourResumption`` runs, each time a step
/// shows, and clears it when the tour ends, so a position is left only by a process that went away
/// mid-tour. The next launch resumes at that step when the version is the same and the step still exists
/// (see ``EligibleTourLauncher/startIfEligible(_:id:resuming:)``).
///
/// The step is kept by identifier (a `TourStep`'s `id`), not by index, so a step added or removed before it
/// does not move the tour to another step. The version is the application's name for a revision of the
/// tour's content (`"2"`, `"2026-03"`): not the tour file's format version.
public struct EligibilityTourPosition: Sendable, Hashable {
  /// The identifier of the step the tour showed.
  public var stepID: String
  /// The version of the tour's content, as the application names it.
  public var version: String
  /// When the step showed.
  public var date: Date

  /// Creates a position.
  ///
  /// - Parameters:
  ///   - stepID: The identifier of the step the tour showed.
  ///   - version: The version of the tour's content.
  ///   - date: When the step showed.
  public init(stepID: String, version: String, date: Date) {
    self.stepID = stepID
    self.version = version
    self.date = date
  }
}

/// One device's latest write of a tour's position: the position, or `nil` once the tour ended, stamped by the
/// device's ``HybridLogicalClock``. The later stamp wins a merge; a cleared position stays as a stamp, so an
/// older copy received later cannot bring the position back.
struct EligibilityTourPositionEntry: Sendable, Hashable {
  /// The position; `nil` when the tour ended after it was recorded.
  var position: EligibilityTourPosition?
  /// When it was written.
  var stamp: HybridLogicalTimestamp

  /// Whether this entry was written after `other`: by stamp, then (for equal stamps, which only a file edited
  /// by hand holds) a cleared entry first, then by step, version and date, so every device picks the same.
  func isWritten(after other: EligibilityTourPositionEntry) -> Bool {
    if stamp != other.stamp { return other.stamp < stamp }
    guard let position else { return false }
    guard let otherPosition = other.position else { return true }
    if position.stepID != otherPosition.stepID { return otherPosition.stepID < position.stepID }
    if position.version != otherPosition.version { return otherPosition.version < position.version }
    return otherPosition.date < position.date
  }
}
