/// Something that happened in a tour. Plugins, the delegate and the event stream all see these, in the
/// order documented in <doc:EventOrder>.
public enum TourEvent: Sendable, Hashable {
  /// The tour is about to appear (PolarisGuideKit's `guideWillShow`).
  case tourWillShow(stepCount: Int)
  /// The overlay's appearance transition completed and the tour is still shown (`guideDidShow`); with
  /// ``TourDidShowTiming/afterFirstStep``, right after the first step's `stepDidShow` instead.
  case tourDidShow
  /// A step is about to show; the delegate may edit its content or pause (`stepWillShow`, Instructions'
  /// `willShow`).
  case stepWillShow(index: Int)
  /// A step finished appearing (`stepDidShow`, Instructions' `didShow`).
  case stepDidShow(index: Int)
  /// The step that was showing is about to hide (`stepWillHide`); the index is always the step that was
  /// showing, also with skip counts and when going back.
  case stepWillHide(index: Int)
  /// The step that was showing finished hiding (`stepDidHide`).
  case stepDidHide(index: Int)
  /// The tour is about to disappear (`guideWillHide`).
  case tourWillHide(DismissReason)
  /// The tour finished disappearing (`guideDidHide`).
  case tourDidHide(DismissReason)
  /// The tour paused.
  case tourDidPause(PauseStyle, PauseReason)
  /// The tour resumed after a pause.
  case tourDidResume
  /// The tour ended; nothing follows until the tour is started again.
  case tourDidEnd(TourDismissal)
  /// A diagnostic: the target of the step at `index` did not come within its wait, or its `beforeShow` hook
  /// failed, so the step's missing-target policy applies now (the step is skipped, shown centred, or ends
  /// the tour). Plugins (whose context names the step's identity) and the event stream see it; the delegate
  /// is not called.
  case stepTargetMissing(index: Int, cause: MissingTargetCause, policy: MissingTargetPolicy)
  /// The step at `index` was about to load and is skipped (the tour travels on in the same direction): its
  /// ``TourStep/condition`` did not hold. Plugins (whose context names the step's identity) and the event
  /// stream see it; the delegate is not called. Like every other event it carries no string, so events stay
  /// plain values that the machine copies without reference counting.
  case stepSkipped(index: Int, reason: StepSkipReason)
}

/// Why a step's target counts as missing (``TourEvent/stepTargetMissing(index:cause:policy:)``).
public enum MissingTargetCause: String, Sendable, Hashable, Codable {
  /// The target did not resolve before the step's wait ended.
  case notFound
  /// The target is there but out of view (off the screen, or clipped by a scroll container), and revealing it
  /// did not bring it into view before the wait ended: the host could not scroll, or did not.
  case outOfView
  /// The controller's `beforeShow` hook threw or did not finish in time.
  case beforeShowFailed
}

extension TourEvent {
  /// A short stable name for logs and analytics, such as `"stepDidShow"`.
  public var name: String {
    switch self {
    case .tourWillShow: "tourWillShow"
    case .tourDidShow: "tourDidShow"
    case .stepWillShow: "stepWillShow"
    case .stepDidShow: "stepDidShow"
    case .stepWillHide: "stepWillHide"
    case .stepDidHide: "stepDidHide"
    case .tourWillHide: "tourWillHide"
    case .tourDidHide: "tourDidHide"
    case .tourDidPause: "tourDidPause"
    case .tourDidResume: "tourDidResume"
    case .tourDidEnd: "tourDidEnd"
    case .stepTargetMissing: "stepTargetMissing"
    case .stepSkipped: "stepSkipped"
    }
  }

  /// The step index the event is about, if any.
  public var stepIndex: Int? {
    switch self {
    case .stepWillShow(let index), .stepDidShow(let index), .stepWillHide(let index), .stepDidHide(let index),
      .stepTargetMissing(let index, _, _), .stepSkipped(let index, _):
      index
    case .tourDidEnd(let dismissal):
      dismissal.stepIndex
    default:
      nil
    }
  }
}
