import Foundation

extension EligibilityCenter {
  /// Where this device's interrupted run of a tour is (``EligibilityState/tourPosition(of:)``): the step it
  /// showed last before its process went away, or `nil`.
  ///
  /// - Parameter id: The tour's identifier.
  /// - Returns: The recorded position, if a run of the tour did not end.
  public func tourPosition(of id: EligibilityID) -> EligibilityTourPosition? {
    state.tourPosition(of: id)
  }

  /// Records that a running tour shows the step `stepID` now (one write): what a relaunch resumes at.
  ///
  /// - Parameters:
  ///   - stepID: The identifier of the step that shows.
  ///   - version: The version of the tour's content.
  ///   - id: The tour's identifier.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func recordTourPosition(stepID: String, version: String, of id: EligibilityID) async throws {
    let position = EligibilityTourPosition(stepID: stepID, version: version, date: clock.now())
    try await apply { $0.recordTourPosition(position, of: id) }
  }

  /// Forgets the tour's position on this device (one write, only when there is one). The end of a display
  /// (``recordCompletion(of:)``, ``recordClosed(of:)``, ``recordDisplayEnd(of:)``) clears it already.
  ///
  /// - Parameter id: The tour's identifier.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func clearTourPosition(of id: EligibilityID) async throws {
    guard configured else { throw EligibilityError.notConfigured }
    guard state.tourPosition(of: id) != nil else { return }
    let date = clock.now()
    try await apply { $0.clearTourPosition(of: id, at: date) }
  }

  /// Records the display of a tour's first step and the tour's position, in one write: as
  /// ``recordDisplay(of:)``, and ``recordTourPosition(stepID:version:of:)`` with the same date.
  ///
  /// - Parameters:
  ///   - id: The tour displayed.
  ///   - stepID: The identifier of the step that shows.
  ///   - version: The version of the tour's content.
  /// - Returns: The tour's status afterwards.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  @discardableResult
  public func recordDisplay(
    of id: EligibilityID, showingStep stepID: String, version: String
  ) async throws -> EligibilityStatus {
    try await recordDisplay(of: id, step: (stepID, version))
  }

  /// Records that a tour's display, counted before its process went away, goes on at the step `stepID`:
  /// the tour's position is recorded (one write) and the display is timed from now, as after
  /// ``recordDisplay(of:)``, but no display is counted.
  ///
  /// - Parameters:
  ///   - id: The tour resumed.
  ///   - stepID: The identifier of the step that shows.
  ///   - version: The version of the tour's content.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func resumeDisplay(of id: EligibilityID, showingStep stepID: String, version: String) async throws {
    guard configured else { throw EligibilityError.notConfigured }
    let date = clock.now()
    let position = EligibilityTourPosition(stepID: stepID, version: version, date: date)
    try await apply { $0.recordTourPosition(position, of: id) }
    displayStarts[id] = date
  }
}
