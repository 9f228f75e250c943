/// How a launched tour resumes after a relaunch: the version of its content, and what to do when the
/// recorded step does not fit it. Pass it to ``EligibleTourLauncher/startIfEligible(_:id:resuming:)``.
///
/// ```swift
/// let resumption = EligibleTourResumption(version: "3", onMismatch: .startOver)
/// try await launcher.startIfEligible(controller, id: "onboarding", resuming: resumption)
/// ```
///
/// While a tour launched with a resumption runs, the store records each step that shows
/// (``EligibilityTourPosition``: the step's identifier and ``version``), and the tour's end clears it. When
/// the process goes away mid-tour (killed, terminated), the position stays, and the next launch with a
/// resumption continues the same display there.
public struct EligibleTourResumption: Sendable, Hashable {
  /// What a launch does with a recorded position that does not fit the tour: a different ``version``, or a
  /// step that no longer exists.
  public enum Mismatch: String, Sendable, Hashable, CaseIterable {
    /// Start the interrupted display again from the first step: no new display is counted, so a tour with
    /// `maxDisplayCount: 1` still shows once in full.
    case startOver
    /// Record that the interrupted display ended, and start a new one if the tour is eligible: a new display
    /// is counted, and a tour that reached its display limit does not show again.
    case recordRestart
  }

  /// The version of the tour's content, as the application names it (`"3"`, `"2026-03"`): a position
  /// recorded with another version does not resume.
  public var version: String
  /// What a launch does with a position that does not fit the tour.
  public var onMismatch: Mismatch

  /// Creates a resumption.
  ///
  /// - Parameters:
  ///   - version: The version of the tour's content; change it when the steps change meaning.
  ///   - onMismatch: What a launch does with a position that does not fit the tour. Default: ``Mismatch/startOver``.
  public init(version: String, onMismatch: Mismatch = .startOver) {
    self.version = version
    self.onMismatch = onMismatch
  }
}
