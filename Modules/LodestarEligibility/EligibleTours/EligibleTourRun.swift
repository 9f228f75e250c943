/// One tour the launcher started and has not finished recording: its identifier, its controller (weakly),
/// the recording of its display, and the application's end handler, deferred until the end is recorded.
@MainActor
final class EligibleTourRun {
  let id: EligibilityID
  weak var controller: AnyObject?
  /// Whether the display was recorded; set right after the controller accepted the start.
  var displayRecording: Task<Bool, Never>?
  /// The application's `onDismiss` call for this run's end, run after the end is recorded.
  var deferredHandler: (@MainActor () -> Void)?

  init(id: EligibilityID, controller: AnyObject) {
    self.id = id
    self.controller = controller
  }

  /// Whether the display was recorded (false when recording failed or never began).
  func displayWasRecorded() async -> Bool {
    await displayRecording?.value ?? false
  }
}
