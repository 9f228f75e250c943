import LodestarFlow

extension EligibleTourLauncher {
  /// What a launch with a resumption does.
  enum ResumeDecision {
    /// Resume the interrupted display at the step with this index.
    case resume(Int)
    /// Resume nothing and start nothing: the tour's rules do not hold (its position is kept).
    case notEligible(EligibilityStatus)
    /// Launch as a start without a resumption (there is no position, or it was cleared).
    case launch
  }

  /// Decides whether a launch resumes this device's interrupted run of a tour (see
  /// ``startIfEligible(_:id:resuming:)``), clearing a position that can no longer be resumed.
  func resumeDecision<Content>(
    _ controller: TourController<Content>, id: EligibilityID, resumption: EligibleTourResumption
  ) async throws -> ResumeDecision {
    guard let position = await center.tourPosition(of: id) else { return .launch }
    switch await center.status(of: id) {
    case .available, .invalidated(.displayCountExceeded):
      break
    case .pending:
      return .notEligible(.pending)
    case .invalidated:
      try await center.clearTourPosition(of: id)
      return .launch
    }
    if position.version == resumption.version, let index = Self.index(of: position.stepID, in: controller) {
      return .resume(index)
    }
    switch resumption.onMismatch {
    case .startOver:
      return .resume(0)
    case .recordRestart:
      try await center.clearTourPosition(of: id)
      return .launch
    }
  }

  /// The index of the step with identifier `stepID`: in a step-list controller's steps, or asked of a
  /// data-source controller's data source step by step; `nil` when no step has it.
  static func index<Content>(of stepID: String, in controller: TourController<Content>) -> Int? {
    guard controller.usesDataSource else { return controller.steps.firstIndex { $0.id == stepID } }
    guard let source = controller.dataSource else { return nil }
    let count = source.numberOfSteps(for: controller)
    guard count > 0 else { return nil }
    return (0..<count).first { source.tourController(controller, stepAt: $0)?.id == stepID }
  }
}
