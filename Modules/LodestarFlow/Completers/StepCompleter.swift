/// Makes a step complete itself: advance (or dismiss the tour) when something happens.
///
/// A completer is enabled when its step finished showing and disabled when the step is left, the tour
/// pauses or the tour ends; it fires at most once per enablement.
public struct StepCompleter: Sendable {
  /// What fires a completer.
  public enum Trigger: Sendable {
    /// A named application event, reported with ``TourController/handle(event:)`` (the headless form of
    /// PolarisGuideKit's control-event completer), such as `"profile.saved"`.
    case event(String)
    /// An interaction the view layer reports with ``TourController/report(_:)-(StepInteraction)``.
    case interaction(StepInteraction)
    /// A duration on the controller's clock, measured from the moment the step finished showing.
    case duration(Duration)
    /// A condition evaluated on every ``TourController/refresh()``.
    case predicate(@MainActor @Sendable () -> Bool)
    /// A gesture the view layer recognises and reports with
    /// ``TourController/report(_:)-(RecognizedGesture)``: a tap, double tap, long press, swipe or pan on the
    /// target or in another area.
    case gesture(StepGesture)
  }

  /// What fires it.
  public var trigger: Trigger
  /// What it does: advance (default) or dismiss the tour.
  public var action: CompleterAction

  /// Creates a completer.
  public init(_ trigger: Trigger, action: CompleterAction = .advance) {
    self.trigger = trigger
    self.action = action
  }
}

/// An interaction with a step that the view layer reports.
public enum StepInteraction: String, Sendable, Hashable, Codable {
  /// A tap inside the cut-out around the target.
  case tapInsideCutout
  /// A tap on the target itself.
  case tapOnTarget
}
